"""Round 2, bidi in the files apps ship: right-to-left accessibility values (ar, he, fa, ur) with a
placeholder at the start, middle or end, digits, Latin brand names, LRM/RLM and FSI…PDI written as the
files write them (`\\U2068` in a .strings file, `\\u2068` and `&#x2068;` in strings.xml, or the characters
themselves), in an iOS project (Localizable.strings) and an Android project (values-*/strings.xml).
bidi-unisolated-placeholder is expected exactly when python-bidi displays the text differently with the
sample value ('Anna 2' for an object or string, '12' for an integer) than with it isolated (FSI…PDI),
the paragraph direction from the first strong character, right to left when there is none (as UIKit
and Android lay out labels); the file's escapes are decoded as Foundation and AAPT2 decode them.

    python3 gen_files_bidi.py BINARY"""
import os, re, sys, shutil, unicodedata
from bidi import get_display
from files_common import STORYBOARD, run, compare

OUT = os.environ.get('ORACLE_OUT', '/tmp')
FSI, PDI, LRM, RLM = '\u2068', '\u2069', '\u200e', '\u200f'
WORDS = {'ar': ('رسائل جديدة من', 'الوارد'), 'he': ('הודעות חדשות מ', 'דואר נכנס'), 'fa': ('پیام‌های تازه از', 'صندوق'), 'ur': ('نئے پیغامات از', 'ان باکس')}
TEMPLATES = ['{w} {p}', '{p} {w}', '{w} {p} Gmail', 'Gmail {w} {p}', '{w} ({p})', '{w}: {p}', '{w} {p} 2024', '{p}: {w}',
             '{w} ' + FSI + '{p}' + PDI, FSI + '{p}' + PDI + ' {w}', '{w} ' + RLM + '{p}' + RLM, LRM + '{p}' + LRM + ' {w}',
             '{w} {p}!', '{w} "{p}"', '{w} #{p}', '{w} {p} - WhatsApp']
PLACEHOLDERS = {'ios': [('%@', 'Anna 2'), ('%1$@', 'Anna 2'), ('%d', '12')], 'material': [('%s', 'Anna 2'), ('%1$s', 'Anna 2'), ('%d', '12')]}
CONTROLS = {FSI: '2068', PDI: '2069', LRM: '200E', RLM: '200F'}


def disp(t):
    strong = any(unicodedata.bidirectional(c) in ('L', 'R', 'AL') for c in t.replace(FSI, '').replace(PDI, ''))
    return get_display(t) if strong else get_display(t, base_dir='R')


def expected(text, p, sample):
    a = disp(text.replace(p, sample)).replace(FSI, '').replace(PDI, '')
    b = disp(text.replace(p, FSI + sample + PDI)).replace(FSI, '').replace(PDI, '')
    return a != b


def cases(platform):
    out = []
    for t in TEMPLATES:
        for p, s in PLACEHOLDERS[platform]:
            out.append((t, p, s))
    return out


def ios_escape(text, k):
    # every other case writes its controls as \\Uxxxx, as .strings files may
    if k % 2: return text
    return ''.join('\\U' + CONTROLS[c] if c in CONTROLS else c for c in text)


def android_escape(text, k):
    if k % 3 == 1: return ''.join('\\u' + CONTROLS[c] if c in CONTROLS else c for c in text)
    if k % 3 == 2: return ''.join('&#x' + CONTROLS[c] + ';' if c in CONTROLS else c for c in text)
    return text


def write_ios(root, C):
    shutil.rmtree(root, ignore_errors=True)
    app = os.path.join(root, 'App')
    locs = ['en'] + list(WORDS)
    for l in locs: os.makedirs(os.path.join(app, l + '.lproj'), exist_ok=True)
    os.makedirs(os.path.join(app, 'Base.lproj'), exist_ok=True)
    conf = ['code_strings:']
    loc_lines = {l: [] for l in locs}
    for k, (t, p, s) in enumerate(C):
        c = f'B{k:03d}'
        open(os.path.join(app, 'Base.lproj', c + '.storyboard'), 'w').write(STORYBOARD.format(c=c).replace(' badgeValue="3"', ''))
        conf.append(f'  {c}-TBI: {{value: {c}}}')
        for l in locs:
            t1, t2 = ('Inbox', 'Search') if l == 'en' else (WORDS[l][1], WORDS[l][1] + ' 2')
            open(os.path.join(app, l + '.lproj', c + '.strings'), 'w').write(f'"{c}-TBI.title" = "{t1}";\n"{c}-TB2.title" = "{t2}";\n')
            value = f'New from {p}' if l == 'en' else ios_escape(t.format(w=WORDS[l][0], p=p).replace('"', '\\"'), k)
            loc_lines[l].append(f'"{c}" = "{value}";')
    for l in locs: open(os.path.join(app, l + '.lproj', 'Localizable.strings'), 'w').write('\n'.join(loc_lines[l]) + '\n')
    open(os.path.join(root, 'baraudit.yml'), 'w').write('\n'.join(conf) + '\n')


def write_android(root, C):
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    open(os.path.join(root, 'settings.gradle'), 'w').write("include ':app'\n")
    res = os.path.join(root, 'app/src/main/res')
    for d in ['menu', 'layout']: os.makedirs(os.path.join(res, d), exist_ok=True)
    tables = {l: [] for l in ['en'] + list(WORDS)}
    for k, (t, p, s) in enumerate(C):
        c = f'b{k:03d}'
        open(os.path.join(res, f'menu/nav_{c}.xml'), 'w').write(
            '<?xml version="1.0" encoding="utf-8"?>\n<menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">\n'
            f'<item android:id="@+id/{c}_inbox" android:title="@string/{c}_t" app:contentDescription="@string/{c}_cd"/>\n<item android:id="@+id/{c}_search" android:title="@string/{c}_s"/>\n</menu>\n')
        open(os.path.join(res, f'layout/act_{c}.xml'), 'w').write(
            '<?xml version="1.0" encoding="utf-8"?>\n<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:android="http://schemas.android.com/apk/res/android" '
            f'xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/nav" app:menu="@menu/nav_{c}"/>\n')
        for l in tables:
            t1 = 'Inbox' if l == 'en' else WORDS[l][1]
            value = f'New from {p}' if l == 'en' else android_escape(t.format(w=WORDS[l][0], p=p).replace('"', '\\"'), k)
            tables[l].append(f'<string name="{c}_t">{t1}</string><string name="{c}_s">{t1} 2</string><string name="{c}_cd">{value}</string>')
    for l, entries in tables.items():
        d = os.path.join(res, 'values' + ('' if l == 'en' else '-' + l))
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, 'strings.xml'), 'w').write('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' + '\n'.join(entries) + '\n</resources>\n')


def main(binary):
    total = 0
    for platform, writer, prefix in (('ios', write_ios, 'B'), ('material', write_android, 'b')):
        C = cases(platform)
        root = os.path.join(OUT, 'fbidi-' + platform)
        writer(root, C)
        got, msgs, diags = run(binary, root, bidi=True)
        for d in diags[:5]: print('  DIAG', d)
        got = {k: {x for x in v if x[0] == 'bidi-unisolated-placeholder'} for k, v in got.items()}
        got = {k: v for k, v in got.items() if v}
        expect = {}
        for k, (t, p, s) in enumerate(C):
            for l in WORDS:
                if expected(t.format(w=WORDS[l][0], p=p), p, s): expect[(f'{prefix}{k:03d}', l)] = {('bidi-unisolated-placeholder', None)}
        notes = {f'{prefix}{k:03d}': f'{t!r} {p}' for k, (t, p, s) in enumerate(C)}
        total += compare(f'bidi in {platform} files', expect, got, msgs, notes)
        print(f'bidi in {platform} files: {len(C)} values × {len(WORDS)} languages, {len(expect)} expected findings')
    return total


if __name__ == '__main__':
    main(sys.argv[1])
