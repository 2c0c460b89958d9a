import json, sys, random, subprocess, collections, itertools
import os as _os, tempfile as _tempfile
from report import audit, located_defects
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from bidi import get_display
UNITS = ['99+', '4 / 7', '4/7', '-5', '5%', '%5', '$5', '5$', '1,000', '1.5', '+1 555', '(3)', '3)', '10:30', '1/2', 'A1', 'iOS 17', 'v2.0', '#1', '1-2', '5 ₪', '₪5', '€ 5', '5 €', '12.5%', '+5', '5-', '1+1', '2x', 'x2', '3 of 7', '100%', '-12.5', '1 - 2', '(99+)', '[3]', '3.', '#', 'A-B', 'Wi-Fi 6', '24/7', '9:41', '1.', '2)', '99+!', '+', '-', '1 + 2 = 3']
HE = ['יש לך', 'הודעות', 'שלום', 'ב-', 'עד']
AR = ['لديك', 'رسالة', 'مرحبا', 'من']
def main(binary, out):
    cases = []
    for loc, words in (('he', HE), ('ar', AR)):
        for u in UNITS:
            for tpl in ['{w} {u} {v}', '{u} {w}', '{w} {u}', '{w}{u}', '{w} ({u})', '{u}']:
                cases.append((loc, tpl.format(w=words[0], v=words[1], u=u), u))
    items = []; en = {}; tables = {'he': {}, 'ar': {}}
    for k, (loc, t, u) in enumerate(cases):
        items.append({'id': f'i{k}', 'titleKey': f't{k}'}); en[f't{k}'] = f'Tab {k}'
    for k, (loc, t, u) in enumerate(cases):
        tables[loc][f't{k}'] = t
        other = 'ar' if loc == 'he' else 'he'
        tables[other][f't{k}'] = 'שלום' if other == 'he' else 'مرحبا'
    rep = audit(binary, {'version': 1, 'bars': [{'id': 'b', 'platform': 'ios', 'sourceLocale': 'en', 'locales': ['en', 'he', 'ar'], 'selected': 'i0', 'items': items}], 'strings': {'en': en, **tables}}, out)
    got = collections.defaultdict(list)
    for d, loc in located_defects(rep, {'bidi-display-reorder'}): got[(d['item'], loc)].append(d['message'])
    st = collections.Counter(); dis = []
    for k, (loc, t, u) in enumerate(cases):
        # UIKit natural alignment: direction from the first strong character, RTL when there is none
        first = get_display(t)  # auto: first strong, LTR default
        has_strong = any(__import__('unicodedata').bidirectional(c) in ('L', 'R', 'AL') for c in t)
        vis = get_display(t) if has_strong else get_display(t, base_dir='R')
        mir = str.maketrans('()[]{}<>', ')(][}{><')
        vis = vis.translate(mir)
        # the rule's stated exemptions: a sign separated by a space is a word of its own; sentence
        # punctuation ending a run takes the paragraph direction; a sign glued to a right-to-left
        # letter before it is a prefix (he "ב-5"); a lone sign is no number
        core = u.rstrip('.!?,:;)]')
        stated_exempt = False
        words = u.split(' ')
        if len(words) == 2 and (not any(c.isdigit() for c in words[0]) or not any(c.isdigit() for c in words[1])): stated_exempt = True
        i = t.find(u)
        if i > 0 and t[i-1] not in ' (' and not t[i-1].isdigit() and u[0] in '-+#%$₪€' and ' ' not in u: stated_exempt = True
        reordered = core not in vis and u.strip() not in ('+', '-', '#') and not stated_exempt
        g = got.get((f'i{k}', loc), [])
        st[(reordered, bool(g))] += 1
        if reordered != bool(g): dis.append((loc, t, u, vis, g))
    print(dict(st))
    for d in dis: print(json.dumps(d, ensure_ascii=False))
main(sys.argv[1], OUT + '/reord')
