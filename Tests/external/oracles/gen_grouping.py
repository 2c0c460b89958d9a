"""Round 4, grouped counts: what the VoiceOver/TalkBack transcript says for a tab whose accessibility value is
a plural filled with a count of four digits and more, iOS `%d`/`%lu` and Android `%d`/`%,d`/`%1$,d`; and
the position TalkBack says for each tab of an Android project's bottom navigation menu ("١ من ٥").

The oracle, written from the platforms' formatters and not from ICU:
- iOS: CFString formats a `%d` it is given a locale for with a decimal-style CFNumberFormatter of that locale
  (`__CFStringFormatLocalizedNumber` in swift-corelibs-foundation's CFString.c; `CFNumberFormatterCreate`
  opens ICU's UNUM_DECIMAL and sets no minimum grouping), so the count is grouped as the locale's CLDR
  decimal pattern says: its primary and secondary grouping sizes ("#,##,##0.###": 3 then 2) from CLDR 42 as
  babel 2.12.1 parses it, the digits and the grouping separator from the JDK (17, CLDR locale data:
  `String.format(locale, "%d")`, `DecimalFormatSymbols.getGroupingSeparator()`; babel 2.12.1 has only the
  Latin numbering system's symbols).
- Android: java.util.Formatter itself, which Android's is (OpenJDK's `Formatter.localizedMagnitude`:
  `%d` is not grouped, `%,d` is grouped every `getGroupingSize()` digits): `String.format(locale, spec, n)`
  run in the JDK.
The plural form is the CLDR 42 category of the count (babel).

    python3 gen_grouping.py BINARY"""
import os, sys, json, re, subprocess, shutil, collections
from babel import Locale

OUT = os.environ.get('ORACLE_OUT', '/tmp')
LOCS = ['en', 'en-IN', 'de', 'de-CH', 'es', 'fr', 'it', 'ru', 'pl', 'pt-PT', 'pt', 'sv', 'nb', 'cs', 'uk', 'tr',
        'ar', 'ar-EG', 'ar-MA', 'fa', 'ps', 'ur', 'ur-IN', 'he', 'hi', 'bn', 'mr', 'ne', 'th', 'my', 'ja', 'zh-Hans', 'ko']
CATS = ['zero', 'one', 'two', 'few', 'many', 'other']
COUNTS = [999, 1000, 1001, 1234, 2000, 12345, 100000, 123456, 1234567, 21000001]
SPECS = {'ios': ['%d', '%lu'], 'material': ['%d', '%,d', '%1$,d']}
JAVA = r'''
import java.util.*; import java.text.*;
public class Grouping { public static void main(String[] a) {
  long[] counts = { COUNTS };
  for (String t : a) { Locale l = Locale.forLanguageTag(t);
    DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
    StringBuilder b = new StringBuilder(t + "\t" + String.format(l, "%d", 1234567890) + "\t" + s.getGroupingSeparator());
    for (long n : counts) b.append("\t" + String.format(l, "%d", n) + "\t" + String.format(l, "%,d", n));
    System.out.println(b); } } }
'''


def jdk(locs):
    d = os.path.join(OUT, 'grouping-java')
    shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    open(os.path.join(d, 'Grouping.java'), 'w').write(JAVA.replace("COUNTS", ', '.join(f'{n}L' for n in COUNTS)))
    subprocess.run(['javac', 'Grouping.java'], cwd=d, check=True)
    out = subprocess.run(['java', '-cp', d, 'Grouping'] + locs, capture_output=True, text=True, check=True).stdout
    table = {}
    for line in out.splitlines():
        f = line.split('\t')
        table[f[0]] = {'digits': dict(zip('1234567890', f[1])), 'group': f[2],
                       'plain': dict(zip(COUNTS, f[3::2])), 'grouped': dict(zip(COUNTS, f[4::2]))}
    return table


def ios_count(n, loc, table):
    """n as the locale's decimal pattern groups it, in the JDK's digits and separator"""
    primary, secondary = Locale.parse(loc.replace('-', '_')).decimal_formats[None].grouping
    digits = str(n)
    groups = []
    if len(digits) > primary:
        groups.append(digits[-primary:]); digits = digits[:-primary]
        while len(digits) > secondary:
            groups.append(digits[-secondary:]); digits = digits[:-secondary]
    groups.append(digits)
    text = table[loc]['group'].join(reversed(groups))
    return ''.join(table[loc]['digits'].get(c, c) for c in text)


def said_values(binary, path):
    """(bar, item) -> the value the transcript says, for the bars' all-devices or iPad layout"""
    out = subprocess.run([binary, 'speak', path], capture_output=True, text=True).stdout
    said, cur = {}, None
    for line in out.splitlines():
        m = re.match(r'\S+: bar (\S+) \((\w+)\), (\S+), (.*)$', line)
        if m:
            cur = m.group(1) if m.group(4) in ('all devices', 'iPad') else None
            continue
        m = re.match(r'\s+(i\d+)\s+(.*)$', line)
        if m and cur:
            v = re.search(r'«(\w+):(.*?)»', m.group(2))
            said[(cur, m.group(1))] = (v.group(1), v.group(2)) if v else None
    return said


# Android folder -> locale, for TalkBack's positions
POSITION_FOLDERS = {'': 'en', 'ar': 'ar', 'b+ar+EG': 'ar-EG', 'b+ar+MA': 'ar-MA', 'fa': 'fa', 'ps': 'ps', 'ur': 'ur', 'b+ur+IN': 'ur-IN',
                    'hi': 'hi', 'bn': 'bn', 'as': 'as', 'mr': 'mr', 'ne': 'ne', 'my': 'my', 'th': 'th', 'iw': 'he', 'de': 'de'}
POSITION_ITEMS = 5


def positions(binary, table):
    """TalkBack's position of each item of a Gradle project's bottom navigation menu ("١ من ٥"): TalkBack writes
    it with getString(R.string.list_index_template, index, count) (google/talkback, CollectionState), which
    Resources.getString formats with the configuration's locale, as java.util.Formatter writes `%d` there
    (the JDK's digits). Only bars imported from Android projects are TalkBack's; a `material` bar of a
    definition file follows VoiceOver (Material Components for iOS), whose digits were not settled."""
    root = os.path.join(OUT, 'grouping-positions')
    shutil.rmtree(root, ignore_errors=True)
    res = os.path.join(root, 'app/src/main/res')
    for d in ['menu', 'layout']: os.makedirs(os.path.join(res, d))
    open(os.path.join(root, 'settings.gradle'), 'w').write("include ':app'\n")
    open(os.path.join(res, 'menu/nav.xml'), 'w').write(
        '<?xml version="1.0" encoding="utf-8"?>\n<menu xmlns:android="http://schemas.android.com/apk/res/android">\n'
        + ''.join(f'<item android:id="@+id/p{k}" android:title="@string/p{k}"/>\n' for k in range(POSITION_ITEMS)) + '</menu>\n')
    open(os.path.join(res, 'layout/act.xml'), 'w').write(
        '<?xml version="1.0" encoding="utf-8"?>\n<com.google.android.material.bottomnavigation.BottomNavigationView '
        'xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" '
        'android:id="@+id/nav" app:labelVisibilityMode="labeled" app:menu="@menu/nav"/>\n')
    for q, loc in POSITION_FOLDERS.items():
        d = os.path.join(res, 'values' + ('-' + q if q else ''))
        os.makedirs(d)
        open(os.path.join(d, 'strings.xml'), 'w').write('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n'
            + ''.join(f'<string name="p{k}">Tab {k} {loc}</string>\n' for k in range(POSITION_ITEMS)) + '</resources>\n')
    out = subprocess.run([binary, 'speak', root], capture_output=True, text=True).stdout
    said, cur = {}, None
    for line in out.splitlines():
        m = re.match(r'\S+: bar \S+ \(material, TalkBack\), (\S+), ', line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r'\s+p(\d+)\s+(.*)$', line)
        if m and cur:
            said[(cur, int(m.group(1)))] = re.findall(r'\d+', m.group(2).rsplit(', ', 1)[-1])
    dis = []
    for loc in POSITION_FOLDERS.values():
        digits = table[loc]['digits']
        for k in range(POSITION_ITEMS):
            want = [''.join(digits[c] for c in str(n)) for n in (k + 1, POSITION_ITEMS)]
            if said.get((loc, k)) != want: dis.append((loc, k + 1, want, said.get((loc, k))))
    for d in dis[:10]: print('  DIS TalkBack position %s %d: oracle %r, baraudit %r' % d)
    total = len(POSITION_FOLDERS) * POSITION_ITEMS
    print(f'TalkBack positions in localized digits: {total - len(dis)} agree, {len(dis)} disagree '
          f'({len(POSITION_FOLDERS)} locales × {POSITION_ITEMS} items)')
    return len(dis)


def main(binary):
    table = jdk(sorted(set(LOCS) | set(POSITION_FOLDERS.values())))
    bars, strings, cases = [], {}, []
    for platform, specs in SPECS.items():
        for si, spec in enumerate(specs):
            key = f'n{platform[0]}{si}'
            strings.setdefault('en', {'t': 'Mail'})[key] = {'one': f'«one:{spec}»', 'other': f'«other:{spec}»'}
            for loc in LOCS:
                cats = set(Locale.parse(loc.replace('-', '_')).plural_form.tags) | {'other'}
                if loc != 'en':
                    strings.setdefault(loc, {'t': 'Mail ' + loc})[key] = {c: f'«{c}:{spec}»' for c in CATS if c in cats}
                bar = f'{platform}-{si}-{loc}'
                items = [{'id': f'i{k}', 'titleKey': 't', 'badge': str(n), 'accessibility': {'valueKey': key}} for k, n in enumerate(COUNTS)]
                bars.append({'id': bar, 'platform': platform, 'sourceLocale': 'en', 'locales': ['en', loc] if loc != 'en' else ['en'],
                             'selected': 'i0', 'items': items})
                cases += [(platform, spec, loc, bar, f'i{k}', n) for k, n in enumerate(COUNTS)]
    path = os.path.join(OUT, 'grouping.json')
    json.dump({'version': 1, 'bars': bars, 'strings': strings}, open(path, 'w'), ensure_ascii=False)
    said = said_values(binary, path)
    stats = collections.Counter(); dis = []
    for platform, spec, loc, bar, item, n in cases:
        cat = Locale.parse(loc.replace('-', '_')).plural_form(n)
        if cat not in strings.get(loc, strings['en'])[f'n{platform[0]}{SPECS[platform].index(spec)}']: cat = 'other'
        if platform == 'ios': text = ios_count(n, loc, table)
        else: text = table[loc]['grouped' if ',' in spec else 'plain'][n]
        want = (cat, text)
        got = said.get((bar, item))
        stats[(platform, got == want)] += 1
        if got != want: dis.append((platform, spec, loc, n, want, got))
    for d in dis[:40]: print('  DIS %s %s %s count %d: oracle %r, baraudit %r' % d)
    kinds = collections.Counter((p, s, 'category' if g is None or w[0] != g[0] else 'text') for p, s, l, n, w, g in dis)
    if kinds: print('  by kind:', dict(kinds))
    print(f'grouped counts: {len(cases) - len(dis)} agree, {len(dis)} disagree '
          f'({len(LOCS)} locales × {len(COUNTS)} counts × {sum(len(s) for s in SPECS.values())} specifiers)')
    return len(dis) + positions(binary, table)


if __name__ == '__main__':
    main(sys.argv[1])
