"""Round 3, numbers in badges: what the VoiceOver/TalkBack transcript says for a tab whose accessibility
value is a plural (`%d` filled with the badge's count) in locales whose default numbering system is not
Latin, and which plural form it chooses.

The oracle: the count's digits are those java.util.Formatter writes for `String.format(locale, "%d", n)`
(JDK 17's CLDR locale data: `DecimalFormatSymbols.getZeroDigit()`), as Android's
`Resources.getQuantityString` formats with the configuration's locale, and as CFString writes a `%d` it
formats with a locale (`__CFStringFormatLocalizedNumber`, swift-corelibs-foundation: a decimal
CFNumberFormatter of the locale; `localizedStringWithFormat`, `String(localized:)`, `.stringsdict`
plurals). The form is the CLDR 42 category of the count (babel 2.12.1), whatever digits or grouping the
badge is written in: a badge is a sample of a count the app formats ("١٢", "1,234", "١٬٢٣٤").
babel 2.12.1 has no `numbering_system` argument (it came with 2.14, on newer CLDR), so the digits come
from the JDK. CFString also groups (`1,234`) where java.util.Formatter does not without the `,` flag: iOS
counts are expected grouped as round 4's gen_grouping.py has it (round 3 compared them without grouping).

    python3 gen_digits.py BINARY"""
import os, sys, json, re, subprocess, shutil, collections
from babel import Locale
from gen_grouping import jdk, ios_count

OUT = os.environ.get('ORACLE_OUT', '/tmp')
LOCS = ['ar', 'ar-EG', 'ar-SA', 'ar-MA', 'ar-DZ', 'fa', 'ps', 'ur', 'ur-IN', 'hi', 'bn', 'th', 'mr', 'ne', 'my', 'he', 'en', 'de']
CATS = ['zero', 'one', 'two', 'few', 'many', 'other']
# badges as written: (text, count)
BADGES = [('0', 0), ('1', 1), ('2', 2), ('3', 3), ('11', 11), ('12', 12), ('100', 100), ('102', 102), ('١٢', 12), ('۱۲', 12), ('১২', 12),
          ('१०२', 102), ('1,234', 1234), ('١٬٢٣٤', 1234), ('1.234', 1234), ('1 234', 1234), ('1,23,456', 123456)]
JAVA = r'''
import java.util.*;
public class Digits { public static void main(String[] a) {
  for (String t : a) { Locale l = Locale.forLanguageTag(t);
    System.out.println(t + "\t" + String.format(l, "%d", 1234567890)); } } }
'''


def java_digits(locs):
    d = os.path.join(OUT, 'digits-java')
    shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    open(os.path.join(d, 'Digits.java'), 'w').write(JAVA)
    subprocess.run(['javac', 'Digits.java'], cwd=d, check=True)
    out = subprocess.run(['java', '-cp', d, 'Digits'] + locs, capture_output=True, text=True, check=True).stdout
    table = {}
    for line in out.splitlines():
        t, s = line.split('\t')
        table[t] = dict(zip('1234567890', s))
    return table


def localized(n, table):
    return ''.join(table[c] for c in str(n))


def main(binary):
    digits = java_digits(LOCS)
    grouping = jdk(LOCS)
    bars = []
    strings = {'en': {'t': 'Mail', 'n': {'one': 'one:%d', 'other': 'other:%d'}}}
    for loc in LOCS:
        cats = Locale.parse(loc.replace('-', '_')).plural_form.tags | {'other'}
        if loc != 'en':
            strings[loc] = {'t': 'Mail ' + loc, 'n': {c: f'{c}:%d' for c in CATS if c in cats}}
    for platform in ['ios', 'material']:
        for loc in LOCS:
            items = [{'id': f'i{k}', 'titleKey': 't', 'badge': b, 'accessibility': {'valueKey': 'n'}} for k, (b, _) in enumerate(BADGES)]
            bars.append({'id': f'{platform}-{loc}', 'platform': platform, 'sourceLocale': 'en', 'locales': ['en', loc] if loc != 'en' else ['en'], 'selected': 'i0', 'items': items})
    path = os.path.join(OUT, 'digits.json')
    json.dump({'version': 1, 'bars': bars, 'strings': strings}, open(path, 'w'), ensure_ascii=False)
    out = subprocess.run([binary, 'speak', path], capture_output=True, text=True).stdout
    said = {}  # (platform, loc, item) -> value
    cur = None
    for line in out.splitlines():
        m = re.match(r'\S+: bar (\S+) \((\w+)\), (\S+), (.*)$', line)
        if m:
            bar, platform, loc, layout = m.groups()
            cur = (platform, loc) if bar == f'{platform}-{loc}' and layout in ('all devices', 'iPad') else None
            continue
        m = re.match(r'\s+(i\d+)\s+(.*)$', line)
        if m and cur:
            # the value is what stands between the title and the last two parts (role, position): a
            # grouped count has a comma of its own ("other:1,234" on iOS)
            head = m.group(2).rsplit(', ', 2)[0]
            v = re.search(r'(?:^|, )((?:zero|one|two|few|many|other):.*)$', head)
            said[cur + (m.group(1),)] = v.group(1) if v else None
    stats = collections.Counter(); dis = []
    for platform in ['ios', 'material']:
        for loc in LOCS:
            plural = Locale.parse(loc.replace('-', '_')).plural_form
            for k, (b, n) in enumerate(BADGES):
                got = said.get((platform, loc, f'i{k}'))
                cat = plural(n)
                if cat not in strings.get(loc, strings['en'])['n']: cat = 'other'
                # iOS groups the count (round 4, gen_grouping.py); java.util.Formatter's %d does not
                want = f'{cat}:{ios_count(n, loc, grouping) if platform == "ios" else localized(n, digits[loc])}'
                ok = got == want
                stats[(platform, ok)] += 1
                if not ok: dis.append((platform, loc, b, want, got))
    kinds = collections.Counter()
    for platform, loc, b, want, got in dis:
        kind = ('no count' if got is None or '%d' in got else 'category' if want.split(':')[0] != got.split(':')[0]
                else 'grouping' if got.split(':')[1].translate(str.maketrans('', '', ',.٬  ')) == want.split(':')[1] else 'digits')
        kinds[(platform, kind)] += 1
    for d in dis[:40]: print('  DIS %s %s badge %r: oracle %r, baraudit %r' % d)
    if kinds: print('  by kind:', dict(kinds))
    print(f'badge counts in localized digits: {sum(v for (p, ok), v in stats.items() if ok)} agree, {len(dis)} disagree '
          f'({len(LOCS)} locales × {len(BADGES)} badges × 2 platforms)')
    return len(dis)


if __name__ == '__main__':
    main(sys.argv[1])
