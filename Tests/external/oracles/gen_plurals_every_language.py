"""Round 4, plural forms in the files apps ship, in every language CLDR 42 has plural rules for (babel 2.12.1:
the languages with rules of their own): an Android project (`values-xx/strings.xml`, `values-b+xxx/` for
three-letter codes, a `<plurals>` per case) and an Xcode project (`xx.lproj/Localizable.stringsdict`), each
case applied to every language at once — the complete forms; each of zero/one/two/few/many left out where
the language has it; each added where the language has no such category; `other` alone. Round 2 did this
for 11 and 12 languages; round 1 for every locale tag, but in bar definitions, not in the files.

The oracles are round 1's and 2's, written from the platforms' documentation: CLDR 42's categories and the
numbers that reach them (plural_oracle.py), Android's "Quantity strings" with Lint's MissingQuantity and
UnusedQuantity (gen_android_plurals.expect_forms), Apple's "Stringsdict file format" with the iOS zero key
used for 0 in every language (gen_stringsdict.expect_entry); and, as round 1 compared them in definitions,
the severities: a missing form that everyday counts reach is an error, one that only fractions or multiples
of a million reach a warning, a form the language never uses a warning.

    python3 gen_plurals_every_language.py BINARY"""
import os, re, sys, json
from babel import localedata
import files_common
from files_common import write_ios_project, stringsdict, run, compare
from plural_oracle import profile, _has_own_rules, CATS, expected as plural_expected
import gen_android_plurals
from gen_android_plurals import expect_forms
from gen_stringsdict import expect_entry, one_var

OUT = os.environ.get('ORACLE_OUT', '/tmp')
LANGS = sorted(i for i in localedata.locale_identifiers() if '_' not in i and i != 'root' and _has_own_rules(i))


def full(lang):
    return {c: f'%d {c} {lang}' for c in CATS if c in profile(lang)['cats']}


def variants():
    """case -> (description, change(lang, forms) -> forms)"""
    V = {'L01': ('complete', lambda l, f: f)}
    for k, c in enumerate(['zero', 'one', 'two', 'few', 'many']):
        V[f'L{2 + k:02d}'] = (f'{c} left out where the language has it', lambda l, f, c=c: {x: v for x, v in f.items() if x != c})
        V[f'L{7 + k:02d}'] = (f'{c} added where the language has no such category', lambda l, f, c=c: f if c in f else dict(f, **{c: f'%d {c}?'}))
    V['L12'] = ('other alone', lambda l, f: {'other': f['other']})
    return V


def android_folder(lang):
    return lang if len(lang) == 2 else 'b+' + lang


def severities(root):
    """(case, locale, rule, category) -> severity of BarAudit's plural findings"""
    found = {}
    for f in json.load(open(root + '-out/baraudit.json'))['files']:
        for d in f['defects']:
            if d['rule'] not in ('l10n-plural-missing', 'l10n-plural-unused'): continue
            m = files_common.CAT_RE.search(d['message'])
            for loc in d.get('locales') or [d.get('locale')]:
                found[(re.split('[-_]', d.get('item') or '')[0], loc, d['rule'], m and (m.group(1) or m.group(2)))] = d['severity']
    return found


def compare_severities(title, found, want):
    """want: (case, locale, rule, category) -> the oracle's severity (a missing form only fractions or
    millions reach is a warning, one everyday counts reach an error; a form the language never uses is a
    warning): compared where both report the finding"""
    dis = [(k, want[k], found[k]) for k in want if k in found and found[k] != want[k]]
    for k, w, g in dis[:10]: print(f'  DIS severity {k}: oracle {w}, baraudit {g}')
    print(f'{title}: {sum(1 for k in want if k in found) - len(dis)} severities agree, {len(dis)} disagree')
    return len(dis)


def wanted_severities(case, loc, forms, platform):
    r = plural_expected(loc, set(forms), platform)
    if r is None: return {}
    missing, unused = r
    want = {(case, loc, 'l10n-plural-missing', c): s for c, s in missing.items() if s != 'none-reached'}
    want.update({(case, loc, 'l10n-plural-unused', c): s for c, s in unused.items()})
    return want


def main(binary):
    V = variants()
    forms = {case: {l: change(l, full(l)) for l in ['en'] + LANGS} for case, (_, change) in V.items()}
    dis = 0
    # Android: every language a values folder of its own, English the default
    folders = {'': ('en', {})}
    folders.update({android_folder(l): (l, {}) for l in LANGS if l != 'en'})
    gen_android_plurals.FOLDERS = folders
    gen_android_plurals.TITLE = {q: f'Inbox {tag}' for q, (tag, _) in folders.items()}
    C = {case: (V[case][0], {q: forms[case][tag] for q, (tag, _) in folders.items()}) for case in V}
    root = os.path.join(OUT, 'plur-all-android')
    gen_android_plurals.write(root, C)
    got, msgs, diags = run(binary, root)
    for d in diags[:5]: print('  DIAG', d)
    expect = {}
    for case, (_, per_folder) in C.items():
        for q, (tag, _) in folders.items():
            e = expect_forms(tag, per_folder[q], None if q == '' else per_folder[''])
            if e: expect[(case, tag)] = e
    dis += compare('android plurals, every language', expect, got, msgs, {c: d for c, (d, _) in V.items()})
    want = {}
    for case, (_, per_folder) in C.items():
        for q, (tag, _) in folders.items(): want.update(wanted_severities(case, tag, per_folder[q], 'android'))
    dis += compare_severities('android plurals, every language', severities(root), want)
    print(f'android plurals, every language: {len(V)} cases × {len(folders)} folders')
    # iOS: every language an .lproj, Localizable.stringsdict with one variable per case
    locs = ['en'] + [l for l in LANGS if l != 'en']
    for l in locs: files_common.TITLES.setdefault(l, (f'Inbox {l}', f'Search {l}'))
    entries = {case: {l: one_var(forms[case][l]) for l in locs} for case in V}
    root = os.path.join(OUT, 'plur-all-ios')

    def tables(app):
        for l in locs:
            open(os.path.join(app, l + '.lproj', 'Localizable.stringsdict'), 'w').write(stringsdict({c: entries[c][l] for c in V}))
    write_ios_project(root, list(V), locs, tables)
    got, msgs, diags = run(binary, root)
    for d in diags[:5]: print('  DIAG', d)
    expect = {}
    for case in V:
        for l in locs:
            e = expect_entry(l, entries[case][l], entries[case]['en'])
            # a bare zh.lproj is Simplified Chinese to iOS, and BarAudit names it so
            if e: expect[(case, 'zh-Hans' if l == 'zh' else l)] = e
    dis += compare('stringsdict, every language', expect, got, msgs, {c: d for c, (d, _) in V.items()})
    want = {}
    for case in V:
        for l in locs:
            forms = {k: v for k, v in entries[case][l]['n'].items() if not k.startswith('NSString')}
            want.update({(k[0], 'zh-Hans' if l == 'zh' else l) + k[2:]: v for k, v in wanted_severities(case, l, forms, 'ios').items()})
    dis += compare_severities('stringsdict, every language', severities(root), want)
    print(f'stringsdict, every language: {len(V)} cases × {len(locs)} languages')
    return dis


if __name__ == '__main__':
    main(sys.argv[1])
