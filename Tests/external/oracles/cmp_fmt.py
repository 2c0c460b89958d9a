import json, sys, collections
from fmt_oracle import judge
cases = json.load(open(sys.argv[1]))
rep = json.load(open(sys.argv[2]))
found = collections.defaultdict(list)
for f in rep['files']:
    for d in f['defects']:
        if d['rule'] in ('l10n-format-mismatch',):
            for loc in d['locales']:
                found[(d['bar'], d['item'], loc)].append(d['message'])
stats = collections.Counter(); dis = []
for c in cases:
    p = 'ios' if c['platform'] == 'ios' else 'android'
    mm, amb, why = judge(p, c['src'], c['tr'])
    ba = bool(found.get((c['bar'], c['item'], 'de')))
    srcfind = found.get((c['bar'], c['item'], 'en'))
    key = ('amb' if amb else 'clear', mm, ba)
    stats[key] += 1
    if mm != ba and (amb if len(sys.argv) > 4 else not amb):
        dis.append((p, c['src'], c['tr'], mm, why, found.get((c['bar'], c['item'], 'de'))))
print(stats)
print(len(dis), 'clear disagreements')
for d in dis[:int(sys.argv[3]) if len(sys.argv) > 3 else 60]:
    print(json.dumps(d, ensure_ascii=False))
