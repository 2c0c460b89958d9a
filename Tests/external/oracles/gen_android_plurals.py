"""Round 2, Android `<plurals>`: a Gradle-shaped project (one bottom navigation menu and layout per case,
its first item's accessibility value a `<plurals>` named in code_strings) with translations in
`values-ru`, `values-pl`, `values-b+sr+Latn`, `values-pt-rPT`, `values-iw`, `values-in`, `values-ji`,
`values-ar`, `values-ja`, `values-fr`, `values-cs`, and the findings Android's behaviour implies, written
from the Android documentation ("Quantity strings (plurals)": `getQuantityString` picks the item by the
locale's CLDR rules, `zero`/`two`/`few`/`many` are used only in languages that have them, Lint's
MissingQuantity and UnusedQuantity), AAPT2's escapes (`\\'`, `%%`, `xliff:g`) and CLDR 42 through babel.
On Android a `zero` item is no special case: English never uses it.

    python3 gen_android_plurals.py BINARY"""
import os, re, sys, shutil
from xml.sax.saxutils import escape
from files_common import run, compare
from plural_oracle import expected as plural_expected, profile
from fmt_oracle import judge
from gen_android_proj import aapt

OUT = os.environ.get('ORACLE_OUT', '/tmp')
# folder qualifier -> (CLDR tag for the oracle, complete forms)
FOLDERS = {
    '': ('en', {'one': '%d unread message', 'other': '%d unread messages'}),
    'ru': ('ru', {'one': '%d сообщение', 'few': '%d сообщения', 'many': '%d сообщений', 'other': '%d сообщения'}),
    'pl': ('pl', {'one': '%d wiadomość', 'few': '%d wiadomości', 'many': '%d wiadomości', 'other': '%d wiadomości'}),
    'b+sr+Latn': ('sr_Latn', {'one': '%d poruka', 'few': '%d poruke', 'other': '%d poruka'}),
    'pt-rPT': ('pt_PT', {'one': '%d mensagem', 'many': '%d de mensagens', 'other': '%d mensagens'}),
    'iw': ('he', {'one': '%d הודעה', 'two': '%d הודעות', 'other': '%d הודעות'}),
    'in': ('id', {'other': '%d pesan'}),
    'ji': ('yi', {'one': '%d בריוו', 'other': '%d בריוו'}),
    'ar': ('ar', {'zero': '%d رسالة', 'one': 'رسالة %d', 'two': 'رسالتان %d', 'few': '%d رسائل', 'many': '%d رسالة', 'other': '%d رسالة'}),
    'ja': ('ja', {'other': '未読%d件'}),
    'fr': ('fr', {'one': '%d message', 'many': '%d de messages', 'other': '%d messages'}),
    'cs': ('cs', {'one': '%d zpráva', 'few': '%d zprávy', 'many': '%d zprávy', 'other': '%d zpráv'}),
}
TITLE = {'': 'Inbox', 'ru': 'Входящие', 'pl': 'Odebrane', 'b+sr+Latn': 'Prijemno', 'pt-rPT': 'Entrada', 'iw': 'דואר נכנס', 'in': 'Kotak masuk',
         'ji': 'אריינגעקומען', 'ar': 'الوارد', 'ja': '受信', 'fr': 'Réception', 'cs': 'Doručené'}


def drop(forms, *cats):
    return {k: v for k, v in forms.items() if k not in cats}


def per_folder(change):
    return {q: change(q, dict(f)) for q, (_, f) in FOLDERS.items()}


def cases():
    C = {}
    C['a001'] = ('complete', per_folder(lambda q, f: f))
    C['a002'] = ('zero in languages without it (en, ru, fr, ja), two in ru and pt-PT (UnusedQuantity)', per_folder(
        lambda q, f: dict(f, zero='No messages') if q in ('', 'ru', 'fr', 'ja') else dict(f, two='%d x') if q in ('pt-rPT',) else f))
    C['a003'] = ('missing quantities (MissingQuantity): ru many, pl few, sr-Latn few, iw two, ar zero, fr other, cs one', per_folder(
        lambda q, f: drop(f, {'ru': 'many', 'pl': 'few', 'b+sr+Latn': 'few', 'iw': 'two', 'ar': 'zero', 'fr': 'other', 'cs': 'one'}.get(q, '-'))))
    C['a004'] = ('numbered %1$d in every form', per_folder(lambda q, f: {k: v.replace('%d', '%1$d') for k, v in f.items()}))
    C['a005'] = ('%s in the ru other form where the source has %d', per_folder(lambda q, f: dict(f, other=f['other'].replace('%d', '%s')) if q == 'ru' else f))
    C['a006'] = ("escaped apostrophe and %% in the forms", per_folder(lambda q, f: {k: v + " \\'100%%\\'" for k, v in f.items()}))
    C['a007'] = ('xliff:g around the count', per_folder(lambda q, f: {k: v.replace('%d', '<xliff:g id="count" example="3">%d</xliff:g>') for k, v in f.items()}))
    C['a008'] = ('one without the number (fr one is 0 and 1; pt-PT one is 1 only; ru one is 1, 21, 31…)', per_folder(
        lambda q, f: dict(f, one={'fr': 'Un message', 'pt-rPT': 'Uma mensagem', 'ru': 'Одно сообщение', '': 'One unread message', 'cs': 'Jedna zpráva'}[q])
        if q in ('fr', 'pt-rPT', 'ru', '', 'cs') else f))
    C['a009'] = ('ja with one, in (id) with one, ji (yi) with few: forms the language does not have', per_folder(
        lambda q, f: dict(f, one='1件') if q in ('ja', 'in') else dict(f, few='%d x') if q == 'ji' else f))
    C['a010'] = ('Java specifiers: %,d grouping and %n in ru, %1$s in pl other', per_folder(
        lambda q, f: {k: v.replace('%d', '%,d') + '%n' for k, v in f.items()} if q == 'ru' else dict(f, other='%1$s wiadomości') if q == 'pl' else f))
    return C


def write(root, C):
    shutil.rmtree(root, ignore_errors=True)
    res = os.path.join(root, 'app/src/main/res')
    open(os.path.join(root, 'settings.gradle'), 'w') if os.makedirs(root, exist_ok=True) is None else None
    open(os.path.join(root, 'settings.gradle'), 'w').write("include ':app'\n")
    conf = ['code_strings:']
    tables = {q: [] for q in FOLDERS}
    for c, (_, forms) in C.items():
        for d in ['menu', 'layout']: os.makedirs(os.path.join(res, d), exist_ok=True)
        open(os.path.join(res, f'menu/nav_{c}.xml'), 'w').write(
            '<?xml version="1.0" encoding="utf-8"?>\n<menu xmlns:android="http://schemas.android.com/apk/res/android">\n'
            f'<item android:id="@+id/{c}_inbox" android:title="@string/{c}_inbox"/>\n<item android:id="@+id/{c}_search" android:title="@string/{c}_search"/>\n</menu>\n')
        open(os.path.join(res, f'layout/act_{c}.xml'), 'w').write(
            '<?xml version="1.0" encoding="utf-8"?>\n<com.google.android.material.bottomnavigation.BottomNavigationView xmlns:android="http://schemas.android.com/apk/res/android" '
            f'xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/nav" app:labelVisibilityMode="labeled" app:menu="@menu/nav_{c}"/>\n')
        conf.append(f'  {c}_inbox: {{value: {c}_unread, badge: "3"}}')
        for q in FOLDERS:
            items = ''.join(f'<item quantity="{k}">{v}</item>' for k, v in forms[q].items())
            tables[q].append(f'<string name="{c}_inbox">{escape(TITLE[q])} {c}</string><string name="{c}_search">S {c} {q}</string><plurals name="{c}_unread">{items}</plurals>')
    for q, entries in tables.items():
        d = os.path.join(res, 'values' + ('-' + q if q else ''))
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, 'strings.xml'), 'w').write('<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n'
                                                        + '\n'.join(entries) + '\n</resources>\n')
    open(os.path.join(root, 'baraudit.yml'), 'w').write('\n'.join(conf) + '\n')


def expect_forms(tag, forms, src):
    exp = set()
    forms = {k: aapt(v) for k, v in forms.items()}
    r = plural_expected(tag, set(forms), 'material')
    if r is not None:
        missing, unused = r
        exp |= {('l10n-plural-missing', c) for c, s in missing.items() if s != 'none-reached'}
        exp |= {('l10n-plural-unused', c) for c in unused}
        p = profile(tag)
        for c in ('zero', 'one', 'two'):
            if c in forms and c in p['cats'] and not re.search(r'%[^%n]', forms[c].replace('%%', '')) and len(p['ints'][c]) > 1:
                exp.add(('l10n-plural-implied-number', c))
    if src is not None:
        s = aapt(src['other'])
        for c, t in forms.items():
            if c in ('zero', 'one', 'two') and not re.search(r'%[^%n]', t.replace('%%', '')): continue
            if judge('android', s, t)[0]: exp.add(('l10n-format-mismatch', None))
    return exp


def main(binary):
    C = cases()
    root = os.path.join(OUT, 'aplur')
    write(root, C)
    got, msgs, diags = run(binary, root)
    for d in diags[:5]: print('  DIAG', d)
    expect = {}
    for c, (_, forms) in C.items():
        for q, (tag, _) in FOLDERS.items():
            loc = {'': 'en', 'b+sr+Latn': 'sr-Latn', 'pt-rPT': 'pt-PT', 'iw': 'he', 'in': 'id', 'ji': 'yi'}.get(q, q)
            e = expect_forms(tag, forms[q], None if q == '' else forms[''])
            if e: expect[(c, loc)] = e
    n = compare('android plurals', expect, got, msgs, {c: d for c, (d, _) in C.items()})
    print(f'android plurals: {len(C)} cases × {len(FOLDERS)} folders')
    return n


if __name__ == '__main__':
    main(sys.argv[1])
