import json, sys, re, random, subprocess, collections
import os as _os, tempfile as _tempfile
from report import audit, located_defects
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from bidi_oracle import problems, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI
ATOMS = [LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, 'a', 'b', 'א', 'ب', '1', ' ', '\u200e', '\u200f', '\u061c', '\u200d', '\u2029', '\n', '%@', '(', ')']
W = [3, 3, 5, 1, 1, 3, 3, 4, 5, 4, 3, 4, 3, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1]
def main(seed, n, binary, out):
    rnd = random.Random(seed)
    texts = []
    for k in range(n):
        L = rnd.randint(1, 12)
        t = ''.join(rnd.choices(ATOMS, W, k=L))
        if not t.strip(): t = 'x' + t
        texts.append(t)
    items = []; en = {}; ar = {}
    for k, t in enumerate(texts):
        items.append({'id': f'i{k}', 'titleKey': f't{k}'}); en[f't{k}'] = f'Tab {k}'; ar[f't{k}'] = t
    rep = audit(binary, {'version': 1, 'bars': [{'id': 'b', 'platform': 'ios', 'sourceLocale': 'en', 'locales': ['en', 'ar'], 'selected': 'i0', 'items': items}], 'strings': {'en': en, 'ar': ar}}, out)
    got = collections.defaultdict(list); ovr = set()
    for f in rep['files']:
        for d in f['diagnostics'][:3]: print('DIAG', d)
        for d in f['defects']:
            if 'ar' not in (d.get('locales') or []): continue
            if d['rule'] == 'bidi-controls-unbalanced': got[d['item']].append(d['message'])
            if d['rule'] == 'bidi-override': ovr.add(d['item'])
    st = collections.Counter(); dis = []
    for k, t in enumerate(texts):
        p = sorted(problems(t)); g = got.get(f'i{k}', [])
        gp = []
        for m in g:
            for part in m.split('; '):
                mm = re.search(r"has a (PDF|PDI) at character (\d+)", part)
                if mm: gp.append(('stray-' + mm.group(1).lower(), int(mm.group(2)) - 1)); continue
                mm = re.search(r"opens (\w+) at character (\d+)", part)
                if mm: gp.append(('open-isolate' if mm.group(1) in ('LRI','RLI','FSI') else 'open-embedding', int(mm.group(2)) - 1))
        exp = p; ba = sorted(gp)
        st[('problems' if exp else 'clean', exp == ba)] += 1
        if exp != ba: dis.append((t, p, g)); st['dis-with-B' if any(c in '\n\u2029' for c in t) else 'dis-without-B'] += 1
        if (LRO in t or RLO in t) != (f'i{k}' in ovr): st['override-dis'] += 1
    print(dict(st))
    for t, p, g in dis[:int(sys.argv[4]) if len(sys.argv) > 4 else 30]:
        print(json.dumps(t, ensure_ascii=True), p, g)
main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], OUT + '/bctl')
