import json, sys, subprocess, collections, itertools
import os as _os, tempfile as _tempfile
from report import audit, located_defects
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from bidi import get_display
FSI, PDI = '\u2068', '\u2069'
HE = ['שלום', 'הודעות מ-', 'יש לך', 'ו-']
AR = ['رسالة من', 'لديك', 'مرحبا']
CTX = ['{w} {p}', '{p} {w}', '{w} {p} {v}', '{w} ({p})', '{w}: {p}', '{w} {p}!', '{w} "{p}"', '{w} {p} - {v}', '{w}{p}', '{w} {p}+', '{w} #{p}', '{w} {p}%', '{p}', '{w} - {p}', '{w} {p}, {v}']
def main(binary, out):
    cases = []
    for loc, words in (('he', HE), ('ar', AR)):
        for w in words:
            for tpl in CTX:
                for p, sample in (('%d', '12'), ('%@', 'Anna 2')):
                    cases.append((loc, tpl.format(w=w, v=words[-1], p=p), p, sample))
    items = []; en = {}; tables = {'he': {}, 'ar': {}}
    for k, (loc, t, p, s) in enumerate(cases):
        items.append({'id': f'i{k}', 'titleKey': 'x', 'accessibility': {'valueKey': f'v{k}'}}); en[f'v{k}'] = 'value ' + p
        tables[loc][f'v{k}'] = t
        other = 'ar' if loc == 'he' else 'he'
        tables[other][f'v{k}'] = ('שלום ' if other == 'he' else 'مرحبا ') + p
    en['x'] = 'Inbox'; tables['he']['x'] = 'דואר'; tables['ar']['x'] = 'البريد'
    rep = audit(binary, {'version': 1, 'bars': [{'id': 'b', 'platform': 'ios', 'sourceLocale': 'en', 'locales': ['en', 'he', 'ar'], 'selected': 'i0', 'items': items}], 'strings': {'en': en, **tables}}, out)
    got = collections.defaultdict(list)
    for d, loc in located_defects(rep, {'bidi-unisolated-placeholder'}): got[(d['item'], loc)].append(d['message'])
    st = collections.Counter(); dis = []
    import unicodedata
    def disp(t):
        strong = any(unicodedata.bidirectional(c) in ('L', 'R', 'AL') for c in t.replace(FSI, '').replace(PDI, ''))
        # direction from the first strong character (isolates skipped), right to left when there is none
        return get_display(t) if strong else get_display(t, base_dir='R')
    for k, (loc, t, p, s) in enumerate(cases):
        a = disp(t.replace(p, s)).replace(FSI, '').replace(PDI, '')
        b = disp(t.replace(p, FSI + s + PDI)).replace(FSI, '').replace(PDI, '')
        exp = a != b
        g = bool(got.get((f'i{k}', loc)))
        st[(exp, g)] += 1
        if exp != g: dis.append((loc, t, p, a, b, got.get((f'i{k}', loc))))
    print(dict(st))
    for d in dis[:40]: print(json.dumps(d, ensure_ascii=False))
main(sys.argv[1], OUT + '/unisol')
