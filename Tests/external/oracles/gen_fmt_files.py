"""Round 3, format specifiers in the files apps ship: pairs of a source text and its translation written
into an Xcode project (Localizable.strings, a .stringsdict plural, a String Catalog unit) and a Gradle
project (values/strings.xml and values-de/strings.xml: a <string> a menu item's contentDescription names,
and a <plurals> a code string names), judged by fmt_oracle.judge on the text the platform's own reader
makes of each file (Foundation's .strings escapes, aapt2's: gen_android_proj.aapt), with:

- `formatted="false"` (Android): aapt2 then skips its check of non-positional substitutions
  (ResourceParser: `if (formatted && translatable) VerifyJavaStringFormat`), but Resources.getString(id,
  args) still formats, and a menu's text is never formatted: the flag changes nothing the rule compares.
- `<xliff:g>` is dropped by aapt2 and keeps its text; `\\%` is `%` (an escaped character is itself).
- a plural form that leaves the number out (zero/one/two) is l10n-plural-implied-number's, not a mismatch.

    python3 gen_fmt_files.py BINARY"""
import os, re, sys, json, shutil, subprocess, collections
from xml.sax.saxutils import escape
from files_common import write_ios_project, stringsdict, run
from fmt_oracle import judge, parse_ios, parse_java, argmap


def form_mismatch(platform, src, form, cat):
    """a plural form against the source's other form; a zero/one/two form may leave the count (an integer
    argument) out: the rule of forms without their number is l10n-plural-implied-number's"""
    m, a, why = judge(platform, src, form)
    if not m or cat not in ('zero', 'one', 'two'): return m, why
    parse = parse_ios if platform == 'ios' else parse_java
    ms, mt = argmap(parse(src)[0]), argmap(parse(form)[0])
    ints = {'int', 'integer'}
    left = [k for k in ms if k not in mt and not ms[k] <= ints] + [k for k in mt if k not in ms or ms[k] != mt[k]]
    return bool(left), why
from gen_android_proj import aapt

OUT = os.environ.get('ORACLE_OUT', '/tmp')

# (source, translation) as the platform reads them (iOS); written into .strings with \" and \\ escaped
IOS_PAIRS = [
    ('%1$@ has %2$ld', '%2$ld: %1$@'), ('%1$@ has %2$ld', '%1$ld: %2$@'), ('%@ %d', '%1$@ %2$d'), ('%1$@ %@', '%1$@ %@'),
    ('%1$d of %2$d, %1$d new', '%1$d von %2$d'), ('%1$d of %2$d, %1$d new', '%1$d/%2$d, %1$d neu'), ('%d%% read', '%d %% gelesen'),
    ('%d read', '%d gelesen%n'), ('%-5.2f km', '%.1f km'), ('%05d', '%d'), ('%ld', '%d'), ('%lld', '%ld'), ('%d', '%lld'),
    ('%@', '%s'), ('%@', '%S'), ('%s', '%@'), ('%u new', '%d neu'), ('%x', '%d'), ('%d', '%f'), ('%.2f', '%g'),
    ('%@ and %@', '%2$@ und %1$@'), ('%1$@', '%1$@ %1$@'), ('%d new', 'Neu'), ('%d new', '%@ neu'), ('%d new', '%d neu %d'),
    ('%2$@ %1$d', '%1$d %2$@'), ('%#x', '%x'), ('%+d', '%d'), ('%*d', '%d'), ('%hhd', '%d'), ('%qd', '%d'), ('%zd', '%d'),
    ('%p', '%@'), ('%c', '%C'), ('%i', '%d'), ('%D', '%d'), ('%O', '%o'), ('%e', '%f'), ('%a', '%F'), ('%1$@ (%2$d%%)', '(%2$d %%) %1$@'),
    ('%d new', '%%d neu'), ('%@ new', '%1$@ neu'), ('%d', '%1$d %1$d'),
]
# (source, translation as written between the quotes of a .strings file, as Foundation reads it): \U escapes
IOS_RAW = [('%d new', r'\U0025d neu', '%d neu'), ('%d new', r'\U0025@ neu', '%@ neu'), ('%d new', r'\%d neu', '%d neu'), ('%d new', r'%d neu\n', '%d neu\n')]
# (source, translation) as written in strings.xml, and the attributes of each <string>
AND_PAIRS = [
    ('%1$s: %2$d', '%2$d: %1$s', '', ''), ('%1$s: %2$d', '%1$d: %2$s', '', ''), ('%s and %d', '%s und %d', ' formatted="false"', ' formatted="false"'),
    ('%s and %d', '%d und %s', ' formatted="false"', ' formatted="false"'), ('%d new', '%s neu', ' formatted="false"', ''),
    ('%d new', '%s neu', '', ' formatted="false"'), ('100% safe', '100 % sicher', ' formatted="false"', ' formatted="false"'),
    ('<xliff:g id="n" example="3">%1$d</xliff:g> new', '<xliff:g id="n">%1$s</xliff:g> neu', '', ''),
    ('<xliff:g id="n" example="3">%1$d</xliff:g> new', '<xliff:g id="n">%1$d</xliff:g> neu', '', ''),
    ('%d new', r'\%d neu', '', ''), ('%1$d of %2$d, %1$d new', '%1$d von %2$d', '', ''), ('%1$d of %2$d, %1$d new', '%2$d: %1$d, %1$d', '', ''),
    ('%d%% read', '%d %% gelesen', '', ''), ('%d read', '%d gelesen%n', '', ''), ('%-5.2f km', '%.1f km', '', ''), ('%05d', '%d', '', ''),
    ('%d', '%ld', '', ''), ('%s', '%@', '', ''), ('%1$s', '%1$s %1$s', '', ''), ('%d new', 'Neu', '', ''), ('%,d new', '%d neu', '', ''),
    ('%d new', '%d neu %d', '', ''), ('%1$s %2$s', '%2$s %1$s', '', ''), ('%1$tY', '%1$d', '', ''), ('%b', '%s', '', ''), ('%x', '%d', '', ''),
    ('%S', '%s', '', ''), ('%X', '%x', '', ''), ('%e', '%f', '', ''), ('%h', '%s', '', ''), ('%c', '%d', '', ''), ('%.2f', '%d', '', ''),
    ('%d new', '&#37;d neu', '', ''), ('%d new', '&#x25;s neu', '', ''), ('%d new', '"%s" neu', '', ''), ('%d new', r'\"%s\" neu', '', ''),
    ('%d new', '<b>%d</b> neu', '', ''), ('%d new', '<b>%s</b> neu', '', ''), ('%d new', '<![CDATA[<b>%d</b>]]> neu', '', ''),
    ('%1$s and %2$s', '%2$s und %1$s', '', ' formatted="false"'), ('%s', '%1$s', '', ''), ('%d', '%1$d %1$d', '', ''),
]
# plural forms: (source forms, translation forms) in values/ and values-de/ <plurals>
AND_PLURALS = [
    ({'one': '%d new', 'other': '%d new'}, {'one': '%1$d neu', 'other': '%1$d neu'}),
    ({'one': '%d new', 'other': '%d new'}, {'one': 'Eine neu', 'other': '%1$s neu'}),
    ({'one': '%1$d new in %2$s', 'other': '%1$d new in %2$s'}, {'one': 'Eine neu in %2$s', 'other': '%1$d neu in %2$s'}),
    ({'one': '%d new', 'other': '%d new'}, {'one': '%d neu', 'other': '<xliff:g id="n">%d</xliff:g> neu %%'}),
    ({'one': '%d new', 'other': '%d new'}, {'one': '%d neu', 'other': r'\%d neu'}),
    ({'one': '%s new', 'other': '%s new'}, {'one': '%s neu', 'other': '%d neu'}),
]
IOS_PLURALS = [
    ({'one': '%d new', 'other': '%d new'}, {'one': '%1$d neu', 'other': '%1$d neu'}, 'd', 'd'),
    ({'one': '%d new', 'other': '%d new'}, {'one': 'Eine neu', 'other': '%@ neu'}, 'd', 'd'),
    ({'one': '%ld new', 'other': '%ld new'}, {'one': '%d neu', 'other': '%lld neu'}, 'ld', 'lld'),
    ({'one': '%d new', 'other': '%d new'}, {'one': '%d neu', 'other': '%d neu'}, 'd', '@'),
    ({'one': '%d new', 'other': '%d new'}, {'one': '%d neu', 'other': '%d neu %n'}, 'd', 'd'),
]


def strings_literal(t):
    return '"' + t.replace('\\', '\\\\').replace('"', '\\"') + '"'


def ios(binary):
    cases = [f'F{i:03d}' for i in range(len(IOS_PAIRS))] + [f'P{i:03d}' for i in range(len(IOS_PLURALS))] + [f'R{i:03d}' for i in range(len(IOS_RAW))]

    def tables(app):
        for loc, idx in (('en', 0), ('de', 1)):
            lines = [f'"F{i:03d}" = {strings_literal(p[idx])};' for i, p in enumerate(IOS_PAIRS)]
            lines += [f'"R{i:03d}" = ' + (strings_literal(p[0]) if idx == 0 else '"' + p[1] + '"') + ';' for i, p in enumerate(IOS_RAW)]
            open(os.path.join(app, loc + '.lproj', 'Localizable.strings'), 'w').write('\n'.join(lines) + '\n')
            ents = {}
            for i, p in enumerate(IOS_PLURALS):
                v = {'NSStringFormatSpecTypeKey': 'NSStringPluralRuleType', 'NSStringFormatValueTypeKey': p[2 + idx]}
                v.update(p[idx])
                ents[f'P{i:03d}'] = {'NSStringLocalizedFormatKey': '%#@n@', 'n': v}
            open(os.path.join(app, loc + '.lproj', 'Localizable.stringsdict'), 'w').write(stringsdict(ents))
    root = os.path.join(OUT, 'fmtios')
    write_ios_project(root, cases, ['en', 'de'], tables)
    got, msgs, diags = run(binary, root)
    for d in diags[:5]: print('  DIAG', d)
    dis = amb = ok = 0
    for i, (s, t) in enumerate(IOS_PAIRS):
        mm, a, why = judge('ios', s, t)
        g = ('l10n-format-mismatch', None) in got.get((f'F{i:03d}', 'de'), set())
        if mm == g: ok += 1
        elif a: amb += 1; print(f'  AMB ios {s!r} -> {t!r}: oracle {mm} ({why}), baraudit {g}')
        else: dis += 1; print(f'  DIS ios {s!r} -> {t!r}: oracle {mm} ({why}), baraudit {g}', msgs.get((f'F{i:03d}', 'de'), [])[:2])
    for i, (s, written, t) in enumerate(IOS_RAW):
        mm, a, why = judge('ios', s, t)
        g = ('l10n-format-mismatch', None) in got.get((f'R{i:03d}', 'de'), set())
        if mm == g: ok += 1
        else: dis += 1; print(f'  DIS ios {s!r} -> written {written!r}: oracle {mm} ({why}), baraudit {g}', msgs.get((f'R{i:03d}', 'de'), [])[:2])
    for i, (sf, tf, svt, tvt) in enumerate(IOS_PLURALS):
        mm = False
        why = []
        for c, t in tf.items():
            m, w = form_mismatch('ios', sf['other'], t, c)
            if m: mm = True; why.append(f'{c}: {w}')
        # the variable's value type is the argument's type (NSStringFormatValueTypeKey)
        if judge('ios', '%' + svt, '%' + tvt)[0]: mm = True; why.append(f'value type {svt} vs {tvt}')
        g = ('l10n-format-mismatch', None) in got.get((f'P{i:03d}', 'de'), set())
        if mm == g: ok += 1
        else: dis += 1; print(f'  DIS ios plural {sf} -> {tf} ({svt}/{tvt}): oracle {mm} {why}, baraudit {g}', msgs.get((f'P{i:03d}', 'de'), [])[:2])
    print(f'format pairs in iOS files: {ok} agree, {dis} disagree, {amb} ambiguous (of {len(IOS_PAIRS) + len(IOS_PLURALS) + len(IOS_RAW)})')
    return dis


def android(binary):
    root = os.path.join(OUT, 'fmtand')
    shutil.rmtree(root, ignore_errors=True)
    res = os.path.join(root, 'app/src/main/res')
    for d in ['values', 'values-de', 'menu', 'layout']: os.makedirs(os.path.join(res, d))
    open(os.path.join(root, 'settings.gradle'), 'w').write("include ':app'\n")
    conf = ['code_strings:']
    en, de = [], []
    n = 0
    for k, (s, t, sa, ta) in enumerate(AND_PAIRS):
        c = f'f{k:03d}'
        en.append(f'<string name="{c}_t">Tab {k}</string><string name="{c}_c"{sa}>{s}</string>')
        de.append(f'<string name="{c}_t">Reiter {k}</string><string name="{c}_c"{ta}>{t}</string>')
    for k, (sf, tf) in enumerate(AND_PLURALS):
        c = f'p{k:03d}'
        en.append(f'<string name="{c}_t">Tab {c}</string><plurals name="{c}_n">' + ''.join(f'<item quantity="{q}">{v}</item>' for q, v in sf.items()) + '</plurals>')
        de.append(f'<string name="{c}_t">Reiter {c}</string><plurals name="{c}_n">' + ''.join(f'<item quantity="{q}">{v}</item>' for q, v in tf.items()) + '</plurals>')
        conf.append(f'  {c}_i: {{value: {c}_n, badge: "3"}}')
    for k in range(len(AND_PAIRS) + len(AND_PLURALS)):
        c = f'f{k:03d}' if k < len(AND_PAIRS) else f'p{k - len(AND_PAIRS):03d}'
        desc = f' app:contentDescription="@string/{c}_c"' if c[0] == 'f' else ''
        open(os.path.join(res, f'menu/nav_{c}.xml'), 'w').write(
            '<?xml version="1.0" encoding="utf-8"?>\n<menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">\n'
            f'<item android:id="@+id/{c}_i" android:title="@string/{c}_t"{desc}/>\n</menu>\n')
        open(os.path.join(res, f'layout/act_{c}.xml'), 'w').write(
            '<?xml version="1.0" encoding="utf-8"?>\n<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:android="http://schemas.android.com/apk/res/android" '
            f'xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/nav" app:labelVisibilityMode="labeled" app:menu="@menu/nav_{c}"/>\n')
    hdr = '<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n'
    open(os.path.join(res, 'values/strings.xml'), 'w').write(hdr + '\n'.join(en) + '\n</resources>\n')
    open(os.path.join(res, 'values-de/strings.xml'), 'w').write(hdr + '\n'.join(de) + '\n</resources>\n')
    open(os.path.join(root, 'baraudit.yml'), 'w').write('\n'.join(conf) + '\n')
    got, msgs, diags = run(binary, root)
    for d in diags[:5]: print('  DIAG', d)
    dis = amb = ok = 0
    for k, (s, t, sa, ta) in enumerate(AND_PAIRS):
        mm, a, why = judge('android', aapt(s), aapt(t))
        g = ('l10n-format-mismatch', None) in got.get((f'f{k:03d}', 'de'), set())
        if mm == g: ok += 1
        elif a: amb += 1; print(f'  AMB android {s!r}{sa} -> {t!r}{ta}: oracle {mm} ({why}), baraudit {g}')
        else: dis += 1; print(f'  DIS android {s!r}{sa} -> {t!r}{ta}: oracle {mm} ({why}), baraudit {g}', msgs.get((f'f{k:03d}', 'de'), [])[:2])
    for k, (sf, tf) in enumerate(AND_PLURALS):
        mm = False; why = []
        for c, t in tf.items():
            m, w = form_mismatch('android', aapt(sf['other']), aapt(t), c)
            if m: mm = True; why.append(f'{c}: {w}')
        g = ('l10n-format-mismatch', None) in got.get((f'p{k:03d}', 'de'), set())
        if mm == g: ok += 1
        else: dis += 1; print(f'  DIS android plural {sf} -> {tf}: oracle {mm} {why}, baraudit {g}', msgs.get((f'p{k:03d}', 'de'), [])[:2])
    print(f'format pairs in Android files: {ok} agree, {dis} disagree, {amb} ambiguous (of {len(AND_PAIRS) + len(AND_PLURALS)})')
    return dis


if __name__ == '__main__':
    ios(sys.argv[1])
    android(sys.argv[1])
