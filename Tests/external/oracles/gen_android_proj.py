import os, sys, json, random, subprocess, collections, re, shutil, html
import os as _os, tempfile as _tempfile
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from fmt_oracle import judge
# pairs: (source as written in values/strings.xml, translation as written in values-de/strings.xml, source text, translation text after aapt)
CASES = [
    ('%d new', '%d neu'), ('%d new', '%s neu'), ('%1$s: %2$d', '%2$d: %1$s'), ('%1$s: %2$d', '%1$d: %2$s'),
    ('%d new', r'\u0025d neu'), ('%s from %s', r'%s von \u0025s'), ('%d%% read', '%d %% gelesen'),
    ('%d items', '<xliff:g id="count">%d</xliff:g> Elemente'), ('<xliff:g id="count" example="3">%1$d</xliff:g> items', '%1$s Elemente'),
    ('%d items', '<![CDATA[%s Elemente]]>'), ('%d items', r'\%d Elemente'), (r"%d item\'s", r"%d Element\'s"),
    ('"%d items"', '"%s Elemente"'), ('%d items', '%d Elemente %n'), ('%s', '%s %&lt;s'), ('%1$s', '%1$s %1$&lt;d'), ('%d', '%d %2$&lt;f'), ('%d &amp; %s', '%s &amp; %d'),
    ('%d items', '%,d Elemente'), ('%.2f km', '%d km'), ('%tY', '%d'), ('%b', '%s'), ('%c', '%s'),
    ('%d items', '%D Elemente'), ('%d items', '%i Elemente'), ('%s', '%@'), ('%d', '%ld'),
    ('50% off', '50 % Rabatt'), ('%1$s and %2$s', '%2$s und %1$s'), ('%1$s and %2$s', '%2$s und %2$s'),
    ('Hi %s', r'Hallo \n%s'), ('Hi %s', r'Hallo \\%s'), ('%d', r'\\u0025d'),
]
def aapt(text):
    """what aapt2 makes of a string resource's text (the escapes this generator writes)"""
    t = re.sub(r'<!\[CDATA\[(.*?)\]\]>', lambda m: m.group(1).replace('\\', '\\\\'), text)
    t = re.sub(r'</?xliff:g[^>]*>', '', t)
    t = html.unescape(t)
    if t.startswith('"') and t.endswith('"'): t = t[1:-1]
    out = ''; i = 0
    while i < len(t):
        c = t[i]
        if c == '\\' and i + 1 < len(t):
            n = t[i + 1]
            if n == 'u' and re.match(r'[0-9a-fA-F]{4}', t[i + 2:i + 6]): out += chr(int(t[i + 2:i + 6], 16)); i += 6; continue
            out += {'n': '\n', 't': '\t'}.get(n, n); i += 2; continue
        out += c; i += 1
    return out
def main(binary, root):
    shutil.rmtree(root, ignore_errors=True)
    res = os.path.join(root, 'app/src/main/res')
    for d in ['values', 'values-de', 'menu', 'layout']: os.makedirs(os.path.join(res, d))
    open(os.path.join(res, 'layout/main.xml'), 'w').write('<?xml version="1.0" encoding="utf-8"?>\n<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"><com.google.android.material.bottomnavigation.BottomNavigationView android:id="@+id/nav" app:menu="@menu/nav"/></LinearLayout>\n')
    items = []; en = []; de = []
    for k, (s, t) in enumerate(CASES):
        items.append(f'<item android:id="@+id/i{k}" android:title="@string/t{k}" app:contentDescription="@string/c{k}"/>')
        en.append(f'<string name="t{k}">Tab {k}</string><string name="c{k}">{s}</string>'); de.append(f'<string name="t{k}">Reiter {k}</string><string name="c{k}">{t}</string>')
    open(os.path.join(res, 'menu/nav.xml'), 'w').write('<?xml version="1.0" encoding="utf-8"?>\n<menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">\n' + '\n'.join(items) + '\n</menu>\n')
    open(os.path.join(res, 'values/strings.xml'), 'w').write('<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n' + '\n'.join(en) + '\n</resources>\n')
    open(os.path.join(res, 'values-de/strings.xml'), 'w').write('<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n' + '\n'.join(de) + '\n</resources>\n')
    subprocess.run([binary, 'audit', root, '--format', 'json', '--output', root + '-out', '--quiet'], stdout=subprocess.DEVNULL)
    rep = json.load(open(root + '-out/baraudit.json'))
    got = collections.defaultdict(list)
    for f in rep['files']:
        for d in f['diagnostics'][:5]: print('DIAG', d)
        for d in f['defects']:
            if d['rule'] == 'l10n-format-mismatch': got[d.get('item')].append(d['message'])
    for k, (s, t) in enumerate(CASES):
        S, T = aapt(s), aapt(t)
        mm, amb, why = judge('android', S, T)
        g = got.get(f'i{k}', [])
        flag = 'OK ' if mm == bool(g) else ('AMB' if amb else 'DIS')
        print(flag, json.dumps(s), '->', json.dumps(t), '| aapt:', json.dumps(S), json.dumps(T), '| oracle:', mm, why, '| baraudit:', g[:1])
if __name__ == '__main__':
    main(sys.argv[1], OUT + '/aproj')
