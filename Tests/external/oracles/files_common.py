"""Shared pieces of the round-2 oracles (the files apps ship): writing an iOS project whose tabs take
their accessibility values from code_strings keys, running baraudit on it, and comparing findings by
(case, locale, rule, plural category)."""
import os, re, json, shutil, subprocess, collections
from xml.sax.saxutils import escape

RULES = {'l10n-plural-missing', 'l10n-plural-unused', 'l10n-plural-implied-number', 'l10n-format-mismatch',
         'badge-value-not-pluralized', 'l10n-string-missing', 'bidi-unisolated-placeholder', 'bidi-display-reorder',
         'bidi-controls-unbalanced', 'bidi-direction-mismatch', 'bidi-override'}
CAT_RE = re.compile(r"(?:no|has an?) '(zero|one|two|few|many|other|[a-z]+)' form|the '(zero|one|two|few|many|other)' form")

STORYBOARD = '''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{c}-TBC">
    <scenes>
        <scene sceneID="{c}-S1"><objects>
            <viewController id="{c}-VC1" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Inbox" image="tray" catalog="system" badgeValue="3" id="{c}-TBI"/>
            </viewController>
        </objects></scene>
        <scene sceneID="{c}-S2"><objects>
            <viewController id="{c}-VC2" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Search" image="magnifyingglass" catalog="system" id="{c}-TB2"/>
            </viewController>
        </objects></scene>
        <scene sceneID="{c}-S0"><objects>
            <tabBarController id="{c}-TBC" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="{c}-TB"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                <connections>
                    <segue destination="{c}-VC1" kind="relationship" relationship="viewControllers" id="{c}-G1"/>
                    <segue destination="{c}-VC2" kind="relationship" relationship="viewControllers" id="{c}-G2"/>
                </connections>
            </tabBarController>
        </objects></scene>
    </scenes>
</document>
'''
TITLES = {'en': ('Inbox', 'Search'), 'ar': ('الوارد', 'بحث'), 'ru': ('Входящие', 'Поиск'), 'ja': ('受信', '検索'),
          'pl': ('Odebrane', 'Szukaj'), 'fr': ('Réception', 'Recherche'), 'pt-PT': ('Entrada', 'Pesquisa'),
          'he': ('דואר נכנס', 'חיפוש'), 'fa': ('صندوق', 'جستجو'), 'ur': ('ان باکس', 'تلاش'), 'cs': ('Doručené', 'Hledat'),
          'lv': ('Iesūtne', 'Meklēt'), 'de': ('Eingang', 'Suche')}


def write_ios_project(root, cases, locales, write_tables):
    """cases: list of case ids; write_tables(app_folder) writes Localizable files. Each case is a storyboard
    Cnnn.storyboard whose first tab takes its accessibility value from the key of the same name."""
    shutil.rmtree(root, ignore_errors=True)
    app = os.path.join(root, 'App')
    os.makedirs(os.path.join(app, 'Base.lproj'))
    for loc in locales: os.makedirs(os.path.join(app, loc + '.lproj'), exist_ok=True)
    conf = ['code_strings:']
    for c in cases:
        open(os.path.join(app, 'Base.lproj', c + '.storyboard'), 'w').write(STORYBOARD.format(c=c))
        conf.append(f'  {c}-TBI: {{value: {c}, badge: "3"}}')
        for loc in locales:
            t1, t2 = TITLES[loc]
            open(os.path.join(app, loc + '.lproj', c + '.strings'), 'w').write(
                f'"{c}-TBI.title" = "{t1}";\n"{c}-TB2.title" = "{t2}";\n')
    open(os.path.join(root, 'baraudit.yml'), 'w').write('\n'.join(conf) + '\n')
    write_tables(app)


def plist_value(v, ind='\t'):
    if isinstance(v, dict):
        out = '<dict>\n'
        for k, x in v.items():
            out += f'{ind}\t<key>{escape(k)}</key>\n{ind}\t' + plist_value(x, ind + '\t') + '\n'
        return out + ind + '</dict>'
    return f'<string>{escape(v)}</string>'


def stringsdict(entries):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n' + plist_value(entries, '') + '\n</plist>\n')


def run(binary, root, bidi=False):
    out = root + '-out'
    shutil.rmtree(out, ignore_errors=True)
    cfg = os.path.join(root, 'baraudit.yml')
    subprocess.run([binary, 'audit', root, '--format', 'json', '--output', out, '--quiet'] + (['--config', cfg] if os.path.exists(cfg) else []), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rep = json.load(open(out + '/baraudit.json'))
    got = collections.defaultdict(set)   # (case, locale) -> {(rule, cat)}
    msgs = collections.defaultdict(list)
    diags = []
    for f in rep['files']:
        diags += f.get('diagnostics', [])
        for d in f['defects']:
            if d['rule'] not in RULES: continue
            # the bidi rules are judged by gen_files_bidi.py; here only a variable left in the text counts
            if d['rule'].startswith('bidi-') and not bidi and '#@' not in d['message']: continue
            case = re.split('[-_]', d.get('item') or '')[0]
            for loc in d.get('locales') or [d.get('locale')]:
                m = CAT_RE.search(d['message'])
                cat = (m.group(1) or m.group(2)) if m and d['rule'].startswith('l10n-plural') else None
                got[(case, loc)].add((d['rule'], cat))
                msgs[(case, loc)].append(f"{d['rule']} [{d['severity']}] {d['message']}")
    return got, msgs, diags


def compare(title, expect, got, msgs, notes, ambiguous=()):
    """expect: (case, locale) -> {(rule, cat)}; prints the disagreements, returns their count"""
    keys = set(expect) | set(got)
    dis = 0; ok = 0; amb = 0
    for k in sorted(keys, key=str):
        e, g = expect.get(k, set()), got.get(k, set())
        if e == g: ok += 1; continue
        if k in ambiguous or k[0] in ambiguous:
            amb += 1
            print(f'  UNSETTLED {k[0]} {k[1]}: baraudit {sorted(g, key=str)}')
            continue
        dis += 1
        print(f'  DIS {k[0]} {k[1]}: {notes.get(k[0], "")}\n      oracle:   {sorted(e, key=str)}\n      baraudit: {sorted(g, key=str)}')
        for m in msgs.get(k, [])[:4]: print('        ', m[:220])
    print(f'{title}: {ok} agree, {dis} disagree, {amb} ambiguous (case × locale)')
    return dis
