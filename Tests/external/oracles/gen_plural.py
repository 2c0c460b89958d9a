import json, sys, re
from babel import localedata
from plural_oracle import profile, expected, CATS
EXTRA_TAGS = ['pt-BR','pt_PT','pt-PT','zh-Hant-TW','zh_Hant_TW','sr-Latn','b+sr+Latn','b+zh+Hant+TW','iw','in','ji','fil','tl','nb','no','iw-IL','in-ID','he-IL','sr-Latn-RS','pt-AO','pt-MZ','es-419','en-001','ar-EG','ca-ES-valencia','mo','sh']
def tags():
    out = []
    for i in sorted(localedata.locale_identifiers()):
        if i == 'root': continue
        out.append(i.replace('_', '-'))
    return out + EXTRA_TAGS

def main(platform, out):
    bars = []; strings = {'en': {}}; cases = []
    for bi, tag in enumerate(tags()):
        p = profile(tag)
        if p is None or tag == 'en' or tag.startswith('b+'): continue
        cats = sorted(p['cats'], key=CATS.index)
        variants = [('full', set(cats))]
        for c in cats:
            if len(cats) > 1: variants.append((f'-{c}', set(cats) - {c}))
        for c in CATS:
            if c not in cats: variants.append((f'+{c}', set(cats) | {c}))
        variants.append(('+fwe', set(cats) | {'fwe'}))
        if platform == 'ios' and 'zero' not in cats and 'one' in cats: variants.append(('+zero-one', (set(cats) | {'zero'}) - {'one'}))
        items = []; table = strings.setdefault(tag, {})
        for vi, (name, present) in enumerate(variants):
            key = f'k{bi}_{vi}'
            items.append({'id': f'i{vi}', 'titleKey': 'tab', 'badge': '3', 'accessibility': {'valueKey': key}})
            strings['en'][key] = {'one': '%d email', 'other': '%d emails'}
            table[key] = {c: f'%d x{c}' for c in sorted(present, key=lambda c: CATS.index(c) if c in CATS else 9)}
            cases.append({'bar': f'bar{bi}', 'item': f'i{vi}', 'tag': tag, 'variant': name, 'present': sorted(present), 'platform': platform})
        strings['en']['tab'] = 'Mail'; table['tab'] = 'Mail ' + tag
        bars.append({'id': f'bar{bi}', 'platform': platform, 'sourceLocale': 'en', 'locales': ['en', tag], 'selected': 'i0', 'items': items})
    json.dump({'version': 1, 'bars': bars, 'strings': strings}, open(out + '.json', 'w'), ensure_ascii=False)
    json.dump(cases, open(out + '.cases.json', 'w'))
if __name__ == "__main__": main(sys.argv[1], sys.argv[2])
