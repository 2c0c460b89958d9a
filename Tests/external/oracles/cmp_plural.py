import json, sys, re, collections
from plural_oracle import expected, profile
cases = json.load(open(sys.argv[1])); rep = json.load(open(sys.argv[2]))
unsup = set()
got = collections.defaultdict(lambda: {'missing': {}, 'unused': {}, 'unsupported': False, 'msgs': []})
for f in rep['files']:
  for d in f['defects']:
    if d['rule'] == 'l10n-locale-unsupported':
      for loc in d.get('locales') or [d.get('locale')]: unsup.add((d['bar'], loc))
for f in rep['files']:
    for d in f['defects']:
        if not d.get('item'): continue
        for loc in d.get('locales') or [d.get('locale')]:
            g = got[(d['bar'], d['item'], loc)]
            if d['rule'] == 'l10n-plural-missing':
                for c in re.findall(r"has no '(\w+)' form|no '(\w+)' form", d['message']):
                    g['missing'][c[0] or c[1]] = d['severity']
                g['msgs'].append(d['message'])
            elif d['rule'] == 'l10n-plural-unused':
                m = re.search(r"has a '(\w+)' form|has a form '(\w+)'", d['message'])
                g['unused'][m.group(1) or m.group(2)] = d['severity']; g['msgs'].append(d['message'])
            elif d['rule'] == 'l10n-locale-unsupported':
                unsup.add((d['bar'], loc))
stats = collections.Counter()
for k, g in got.items(): g['unsupported'] = (k[0], k[2]) in unsup; dis = collections.defaultdict(list)
for c in cases:
    g = got[(c['bar'], c['item'], c['tag'])]
    exp = expected(c['tag'], set(c['present']), 'ios' if c['platform'] == 'ios' else 'android')
    if g['unsupported'] or not profile(c['tag'])['explicit']:
        stats['unsupported agree' if g['unsupported'] == (not profile(c['tag'])['explicit']) else 'unsupported DISAGREE'] += 1
        if g['unsupported'] != (not profile(c['tag'])['explicit']): print('UNSUP', c['tag'], g)
        dis[('unsupported', profile(c['tag'])['locale'])].append(c['tag']); continue
    em, eu = exp
    em = {k: v for k, v in em.items() if v != 'none-reached'}
    ok = em == g['missing'] and eu == g['unused']
    stats['agree' if ok else 'disagree'] += 1
    if not ok:
        dis[(c['tag'], c['variant'])].append((em, eu, g['missing'], g['unused'], g['msgs']))
print(stats)
uns = sorted(k[1] for k in dis if k[0] == 'unsupported')
print('unsupported by BarAudit (babel knows):', len(uns), uns[:200])
n = 0
for k, v in dis.items():
    if k[0] == 'unsupported': continue
    n += 1
    if n <= int(sys.argv[3]) and not v[0][4] == [] : print(k, json.dumps(v[0], ensure_ascii=False)[:700])
print(n, 'disagreeing (tag,variant)')
