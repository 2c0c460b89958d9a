"""Round 3, String Catalog states: what Xcode builds into the app for a unit's `state`, a key's
`shouldTranslate` and `extractionState`, and a language that has a key but no unit, judged by what the
app then shows (round 2 left these 11 (case, locale) pairs unsettled).

The oracle, and what it rests on:
- `xcstringstool compile` turns every localization holding a `stringUnit` value (or plural
  `variations`, or `substitutions`) into that language's `.strings` / `.stringsdict` entry; the unit's
  `state` (`new`, `needs_review`, `stale`, `translated`, or none) is the editor's review status, not
  part of what is built (Apple, "Localizing and varying text with a String Catalog": the states track a
  translation's progress; WWDC23 "Discover String Catalogs", Build: catalogs are compiled into `.strings`
  and `.stringsdict`; hmelder/xcstringstool, an open-source `compile`, reads no state). So a `new` or
  `needs_review` unit ships, and a value copied from the source ships as the source's text.
- A key's `extractionState` (`manual`, `stale`, `extracted_with_value`, `migrated`) says how Xcode
  found the key, not whether it is built.
- A language without a unit for the key (no localization, `{}`, an empty plural, a unit without a value)
  gets no entry: `CFBundleCopyLocalizedStringForLocalization` then returns the value the code passed,
  else the key (swift-corelibs-foundation, CFBundle_Strings.c). `shouldTranslate: false` keys are only in
  the source language, so other languages show the key: what was intended when the key is the source
  text (Xcode's extracted keys are), a missing string when it is an identifier.

    python3 gen_xcstates.py BINARY"""
import os, sys, json, re, collections
from files_common import write_ios_project, run, compare, RULES
from gen_stringsdict import FULL, expect_entry, drop
from gen_xcstrings import unit, plural, subst, as_stringsdict

OUT = os.environ.get('ORACLE_OUT', '/tmp')
LOCS = ['en', 'ar', 'ru', 'ja', 'pl', 'fr', 'pt-PT', 'he', 'cs', 'de']
PLAIN = {'en': 'Unread mail', 'ar': 'بريد غير مقروء', 'ru': 'Непрочитанная почта', 'ja': '未読メール', 'pl': 'Nieprzeczytana poczta',
         'fr': 'Courrier non lu', 'pt-PT': 'Correio não lido', 'he': 'דואר שלא נקרא', 'cs': 'Nepřečtená pošta', 'de': 'Ungelesene Post'}
STATES = ['translated', 'new', 'needs_review', 'stale', None]


def plain_unit(v, state):
    u = {'value': v}
    if state: u['state'] = state
    return {'stringUnit': u}


def cases():
    C = {}  # case -> (description, localizations, key fields, key)
    C['S001'] = ('text units in every state: fr needs_review, de new, ru stale, ja no state, others translated',
                 {l: plain_unit(PLAIN[l], {'fr': 'needs_review', 'de': 'new', 'ru': 'stale', 'ja': None}.get(l, 'translated')) for l in LOCS}, {})
    C['S002'] = ('plural forms in state new (de) and needs_review (fr, ru), ru without few',
                 {l: plural(drop(FULL[l], 'few') if l == 'ru' else FULL[l], state={'de': 'new', 'fr': 'needs_review', 'ru': 'needs_review'}.get(l, 'translated')) for l in LOCS}, {})
    C['S003'] = ('a substitution whose forms are new (pl, without many) and needs_review (cs)',
                 {l: subst('%#@count@', {'count': (1, drop(FULL[l], 'many') if l == 'pl' else FULL[l])}, state={'pl': 'new', 'cs': 'needs_review'}.get(l, 'translated')) for l in LOCS}, {})
    C['S004'] = ('shouldTranslate false, an identifier key, only the source language has a unit',
                 {'en': plain_unit(PLAIN['en'], 'translated')}, {'shouldTranslate': False})
    C['S005'] = ('shouldTranslate false, the key is the source text, only the source language has a unit',
                 {'en': plain_unit('Mailbox Pro', 'translated')}, {'shouldTranslate': False}, 'Mailbox Pro')
    C['S006'] = ('shouldTranslate false, the key is the source text, no localizations at all', {}, {'shouldTranslate': False}, 'Mailbox Go')
    C['S007'] = ('a key without a unit: de {}, fr an empty plural, ru a unit without a value, ja no localization',
                 dict({l: plain_unit(PLAIN[l], 'translated') for l in LOCS if l != 'ja'},
                      de={}, fr={'variations': {'plural': {}}}, ru={'stringUnit': {'state': 'new'}}), {})
    for i, es in enumerate(['stale', 'manual', 'extracted_with_value', 'migrated']):
        C['S%03d' % (8 + i)] = (f'extractionState {es}, ru plural without few', {l: plural(drop(FULL[l], 'few') if l == 'ru' else FULL[l]) for l in LOCS}, {'extractionState': es})
    C['S012'] = ('a new unit (de) and a needs_review unit (fr) whose value is the source text copied',
                 {l: plain_unit(PLAIN['en'] if l in ('de', 'fr') else PLAIN[l], {'de': 'new', 'fr': 'needs_review'}.get(l, 'translated')) for l in LOCS}, {})
    C['S013'] = ('device variations whose iphone unit is new (de) and needs_review (fr)',
                 {l: {'variations': {'device': {'iphone': plain_unit(PLAIN[l], {'de': 'new', 'fr': 'needs_review'}.get(l, 'translated')), 'other': plain_unit(PLAIN[l], 'translated')}}} for l in LOCS}, {})
    return C


def expected(C):
    exp = {}
    for c, spec in C.items():
        desc, ents, fields = spec[:3]
        key = spec[3] if len(spec) > 3 else c
        src = ents.get('en') or {}
        for l in LOCS:
            if l == 'en' and not src and fields.get('shouldTranslate') is False: continue  # the key is the text
            e = ents.get(l)
            has = bool(e) and (('stringUnit' in e and 'value' in e['stringUnit']) or (e.get('variations', {}).get('plural'))
                               or 'device' in e.get('variations', {}))
            if not has:
                # the key is shown: intended when it is the source text of a key not to translate
                if not (fields.get('shouldTranslate') is False and key != c): exp[(c, l)] = {('l10n-string-missing', None)}
                continue
            if 'variations' in e and 'plural' in e['variations'] or 'substitutions' in e:
                x = expect_entry(l, as_stringsdict(e), as_stringsdict(src))
                if x: exp[(c, l)] = x
            if l != 'en' and c == 'S012' and l in ('de', 'fr'):
                exp.setdefault((c, l), set()).add(('l10n-string-untranslated', None))
    return exp


def main(binary):
    C = cases()
    root = os.path.join(OUT, 'xcstates')
    rules_before = set(RULES)
    RULES.add('l10n-string-untranslated')

    def tables(app):
        strings = {}
        for c, spec in C.items():
            desc, ents, fields = spec[:3]
            key = spec[3] if len(spec) > 3 else c
            e = {'extractionState': 'manual'}
            e.update(fields)
            if ents: e['localizations'] = ents
            strings[key] = e
        json.dump({'sourceLanguage': 'en', 'strings': strings, 'version': '1.0'}, open(os.path.join(app, 'Localizable.xcstrings'), 'w'), ensure_ascii=False, indent=2)
    write_ios_project(root, list(C), LOCS, tables)
    # the keys that are source texts: code_strings names them
    conf = open(os.path.join(root, 'baraudit.yml')).read()
    for c, spec in C.items():
        if len(spec) > 3: conf = conf.replace(f'{{value: {c},', f'{{value: "{spec[3]}",')
    open(os.path.join(root, 'baraudit.yml'), 'w').write(conf)
    got, msgs, diags = run(binary, root)
    RULES.clear(); RULES.update(rules_before)
    for d in diags[:5]: print('  DIAG', d)
    n = compare('xcstrings states', expected(C), got, msgs, {c: s[0] for c, s in C.items()})
    print(f'xcstrings states: {len(C)} cases × {len(LOCS)} languages')
    return n


if __name__ == '__main__':
    main(sys.argv[1])
