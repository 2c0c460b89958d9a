"""Round 2, iOS .stringsdict: an Xcode-shaped project (one storyboard per case, its first tab's
accessibility value a Localizable.stringsdict key named in code_strings) in 8 to 11 languages, and the
findings the platform's behaviour implies, written from Apple's documentation of the format
("Localizing strings that contain plurals", "Stringsdict file format"): NSStringLocalizedFormatKey names
variables `%#@name@` (positional `%1$#@name@`), each variable (NSStringPluralRuleType) chooses its form by
CLDR's plural rules for its own argument (babel 2.12.1, CLDR 42), a `zero` key is used for 0 in every
language, NSStringFormatValueTypeKey is the argument's type, forms may name further variables.

    python3 gen_stringsdict.py BINARY"""
import os, re, sys, json, itertools
from files_common import TITLES, write_ios_project, stringsdict, run, compare
from plural_oracle import expected as plural_expected, profile
from fmt_oracle import judge, parse_ios, ios_kind

OUT = os.environ.get('ORACLE_OUT', '/tmp')
LOCS = ['en', 'ar', 'ru', 'ja', 'pl', 'fr', 'pt-PT', 'he', 'cs', 'lv', 'de']
VAR_RE = re.compile(r'%(?:(\d+)\$)?#@([^@]+)@')

# complete forms per language, with the number
FULL = {
    'en': {'one': '%d unread message', 'other': '%d unread messages'},
    'ar': {'zero': '%d رسالة', 'one': 'رسالة واحدة %d', 'two': 'رسالتان %d', 'few': '%d رسائل', 'many': '%d رسالة', 'other': '%d رسالة'},
    'ru': {'one': '%d сообщение', 'few': '%d сообщения', 'many': '%d сообщений', 'other': '%d сообщения'},
    'ja': {'other': '未読%d件'},
    'pl': {'one': '%d wiadomość', 'few': '%d wiadomości', 'many': '%d wiadomości', 'other': '%d wiadomości'},
    'fr': {'one': '%d message', 'many': '%d de messages', 'other': '%d messages'},
    'pt-PT': {'one': '%d mensagem', 'many': '%d de mensagens', 'other': '%d mensagens'},
    'he': {'one': '%d הודעה', 'two': '%d הודעות', 'other': '%d הודעות'},
    'cs': {'one': '%d zpráva', 'few': '%d zprávy', 'many': '%d zprávy', 'other': '%d zpráv'},
    'lv': {'zero': '%d ziņu', 'one': '%d ziņa', 'other': '%d ziņas'},
    'de': {'one': '%d Nachricht', 'other': '%d Nachrichten'},
}
FOLDERS = {'en': {'one': '%d folder', 'other': '%d folders'}, 'ru': {'one': '%d папке', 'few': '%d папках', 'many': '%d папках', 'other': '%d папках'},
           'ar': {'zero': '%d مجلد', 'one': '%d مجلد', 'two': '%d مجلدين', 'few': '%d مجلدات', 'many': '%d مجلدًا', 'other': '%d مجلد'},
           'ja': {'other': '%dフォルダ'}, 'pl': {'one': '%d folderze', 'few': '%d folderach', 'many': '%d folderach', 'other': '%d folderach'},
           'fr': {'one': '%d dossier', 'many': '%d de dossiers', 'other': '%d dossiers'}, 'pt-PT': {'one': '%d pasta', 'many': '%d de pastas', 'other': '%d pastas'},
           'he': {'one': '%d תיקייה', 'two': '%d תיקיות', 'other': '%d תיקיות'}, 'cs': {'one': '%d složce', 'few': '%d složkách', 'many': '%d složkách', 'other': '%d složkách'},
           'lv': {'zero': '%d mapēs', 'one': '%d mapē', 'other': '%d mapēs'}, 'de': {'one': '%d Ordner', 'other': '%d Ordnern'}}
IN_WORD = {'en': ' in ', 'ar': ' في ', 'ru': ' в ', 'ja': '、', 'pl': ' w ', 'fr': ' dans ', 'pt-PT': ' em ', 'he': ' ב', 'cs': ' ve ', 'lv': ' ', 'de': ' in '}


def var(forms, vt='d'):
    d = {'NSStringFormatSpecTypeKey': 'NSStringPluralRuleType', 'NSStringFormatValueTypeKey': vt}
    d.update(forms)
    return d


def one_var(forms, vt='d', fmt='%#@n@', name='n'):
    return {'NSStringLocalizedFormatKey': fmt, name: var(forms, vt)}


def drop(forms, *cats):
    return {k: v for k, v in forms.items() if k not in cats}


def cases():
    C = {}
    C['C001'] = ('complete, one variable', {l: one_var(FULL[l]) for l in LOCS})
    C['C002'] = ('missing few/many (ru, pl, cs), other (fr), two (he, ar)', {l: one_var(
        {'ru': drop(FULL['ru'], 'few', 'many'), 'pl': drop(FULL['pl'], 'many'), 'cs': drop(FULL['cs'], 'few'), 'fr': drop(FULL['fr'], 'other'),
         'he': drop(FULL['he'], 'two'), 'ar': drop(FULL['ar'], 'two', 'few')}.get(l, FULL[l])) for l in LOCS})
    C['C003'] = ('zero key in every language (iOS: used for 0 everywhere)', {l: one_var(dict(FULL[l], zero='Keine / no / нет / なし')) for l in LOCS})
    C['C004'] = ('forms the language does not have (ja one, de few, he many, ru two, fr two)', {l: one_var(
        {'ja': dict(FULL['ja'], one='未読1件'), 'de': dict(FULL['de'], few='%d Nachrichten'), 'he': dict(FULL['he'], many='%d הודעות'),
         'ru': dict(FULL['ru'], two='%d сообщения'), 'fr': dict(FULL['fr'], two='%d messages')}.get(l, FULL[l])) for l in LOCS})
    C['C005'] = ('two variables, complete', {l: {'NSStringLocalizedFormatKey': '%#@files@' + IN_WORD[l] + '%#@folders@',
                                              'files': var(FULL[l]), 'folders': var(FOLDERS[l])} for l in LOCS})
    C['C006'] = ('two variables, the second lacks few/many in ru and two in he', {l: {'NSStringLocalizedFormatKey': '%#@files@' + IN_WORD[l] + '%#@folders@',
                 'files': var(FULL[l]), 'folders': var({'ru': drop(FOLDERS['ru'], 'few', 'many'), 'he': drop(FOLDERS['he'], 'two')}.get(l, FOLDERS[l]))} for l in LOCS})
    C['C007'] = ('two variables defined in the other order than the format names them; the format\'s first lacks few in ru',
                 {l: {'NSStringLocalizedFormatKey': '%#@files@' + IN_WORD[l] + '%#@folders@', 'folders': var(FOLDERS[l]),
                      'files': var(drop(FULL[l], 'few') if l == 'ru' else FULL[l])} for l in LOCS})
    C['C008'] = ('positional variables %1$#@files@ %2$#@folders@, reordered in ja and de, ru lacks many in files',
                 {l: {'NSStringLocalizedFormatKey': ('%2$#@folders@' + IN_WORD[l] + '%1$#@files@') if l in ('ja', 'de') else ('%1$#@files@' + IN_WORD[l] + '%2$#@folders@'),
                      'files': var({k: v.replace('%d', '%1$d') for k, v in (drop(FULL[l], 'many') if l == 'ru' else FULL[l]).items()}),
                      'folders': var({k: v.replace('%d', '%2$d') for k, v in FOLDERS[l].items()})} for l in LOCS})
    C['C009'] = ('positional, one variable %1$#@n@ with %1$d forms, pl lacks few', {l: one_var({k: v.replace('%d', '%1$d') for k, v in (drop(FULL[l], 'few') if l == 'pl' else FULL[l]).items()}, fmt='%1$#@n@') for l in LOCS})
    C['C010'] = ('value types ld (en), lld, u, d across languages: one integer', {l: one_var({k: v.replace('%d', '%' + vt) for k, v in FULL[l].items()}, vt=vt)
                 for l, vt in zip(LOCS, ['ld', 'lld', 'u', 'd', 'lld', 'ld', 'u', 'd', 'lld', 'd', 'ld'])})
    C['C011'] = ('value type @ in ru and pl where the en source has d (forms keep %d)', {l: one_var(FULL[l], vt='@' if l in ('ru', 'pl') else 'd') for l in LOCS})
    C['C012'] = ('forms with %@ in fr where the source has %d', {l: one_var({k: v.replace('%d', '%@') for k, v in FULL[l].items()} if l == 'fr' else FULL[l]) for l in LOCS})
    C['C013'] = ('one form without the number (fr, ru, pt-PT, he two, cs one)', {l: one_var(
        {'fr': dict(FULL['fr'], one='Un message'), 'ru': dict(FULL['ru'], one='Одно сообщение'), 'pt-PT': dict(FULL['pt-PT'], one='Uma mensagem'),
         'he': dict(FULL['he'], two='שתי הודעות'), 'cs': dict(FULL['cs'], one='Jedna zpráva'), 'en': dict(FULL['en'], one='One unread message'),
         'lv': dict(FULL['lv'], one='Viena ziņa')}.get(l, FULL[l])) for l in LOCS})
    C['C014'] = ('one form without the number, with a zero key (fr: 0 goes to zero, one is 1 only)', {l: one_var(
        {'fr': dict(FULL['fr'], one='Un message', zero='Aucun message'), 'pt-PT': dict(FULL['pt-PT'], one='Uma mensagem', zero='Nenhuma')}.get(l, FULL[l])) for l in LOCS})
    C['C015'] = ('nested variable: the other form of files names %#@folders@', {l: {'NSStringLocalizedFormatKey': '%#@files@',
                 'files': var({k: v + IN_WORD[l] + '%#@folders@' for k, v in FULL[l].items()}),
                 'folders': var(drop(FOLDERS[l], 'few') if l == 'ru' else FOLDERS[l])} for l in LOCS})
    C['C016'] = ('text around the variable in the format, sentence words', {l: one_var(FULL[l], fmt=TITLES[l][0] + ': %#@n@') for l in LOCS})
    C['C017'] = ('the other form has no number in de (format rule: a warning)', {l: one_var(dict(FULL[l], other='Nachrichten') if l == 'de' else FULL[l]) for l in LOCS})
    C['C018'] = ('an extra %@ in ru forms (reads an argument the app does not pass)', {l: one_var({k: v + ' %@' for k, v in FULL[l].items()} if l == 'ru' else FULL[l]) for l in LOCS})
    C['C019'] = ('two variables, a one form of the first without the number (fr, ru)', {l: {'NSStringLocalizedFormatKey': '%#@files@' + IN_WORD[l] + '%#@folders@',
                 'files': var({'fr': dict(FULL['fr'], one='Un message'), 'ru': dict(FULL['ru'], one='Одно сообщение')}.get(l, FULL[l])), 'folders': var(FOLDERS[l])} for l in LOCS})
    C['C020'] = ('an object before the variable (%@: %#@n@), a one form without the number (fr, pt-PT)', {l: one_var(
        {'fr': dict(FULL['fr'], one='Un message'), 'pt-PT': dict(FULL['pt-PT'], one='Uma mensagem')}.get(l, FULL[l]), fmt='%@: %#@n@') for l in LOCS})
    C['C021'] = ('nested: a one form of the inner variable without the number (ru)', {l: {'NSStringLocalizedFormatKey': '%#@files@',
                 'files': var({k: v + IN_WORD[l] + '%#@folders@' for k, v in FULL[l].items()}),
                 'folders': var(dict(FOLDERS['ru'], one='одной папке') if l == 'ru' else FOLDERS[l])} for l in LOCS})
    return C


def specs(text):
    return [s for s in parse_ios(text)[0]] if text else []


def expect_entry(loc, entry, src):
    """the findings Foundation's behaviour implies for one locale's entry (src: the en entry)"""
    exp = set()
    fmt = entry['NSStringLocalizedFormatKey']
    # every variable reachable from the format, nested ones too
    seen, order, todo = set(), [], [fmt]
    while todo:
        t = todo.pop(0)
        for m in VAR_RE.finditer(t):
            name = m.group(2)
            if name in seen or name not in entry: continue
            seen.add(name); order.append(name)
            todo += [v for k, v in entry[name].items() if not k.startswith('NSString')]
    for name in order:
        forms = {k: v for k, v in entry[name].items() if not k.startswith('NSString')}
        r = plural_expected(loc, set(forms), 'ios')
        if r is None: continue
        missing, unused = r
        for c, sev in missing.items():
            if sev != 'none-reached': exp.add(('l10n-plural-missing', c))
        for c in unused: exp.add(('l10n-plural-unused', c))
        p = profile(loc)
        # the zero key: 0 in every language, and CLDR's zero numbers where the language has that category
        # (Latvian 10, 11…: Foundation Release Notes 10.9 and Stack Overflow 61426762, verified on devices)
        # a form's own number is any specifier but a variable, numbered (`%2$#@folders@`, round 4) or not
        for c in ('zero', 'one', 'two'):
            if c in forms and not re.search(r'%(?!(?:\d+\$)?#@)', forms[c].replace('%%', '')):
                if c == 'zero' and 'zero' not in p['cats']: continue
                ints = [n for n in p['ints'][c] if not (n == 0 and 'zero' in forms and c != 'zero')]
                if len(ints) > 1: exp.add(('l10n-plural-implied-number', c))
    if loc == 'en': return exp

    # format: every form of every variable put into the sentence, the others at their other form,
    # against the source's sentence; value types by kind (Foundation reads the argument as that type)
    def sentence(e, pick):
        t = e['NSStringLocalizedFormatKey']
        for _ in range(4):
            t = VAR_RE.sub(lambda m: pick(e, m.group(2), m.group(1)), t)
        return t

    def other(e, name, pos):
        v = e.get(name)
        if not v: return '%@'
        return v.get('other') or next((x for k, x in v.items() if not k.startswith('NSString')), '')
    src_text = sentence(src, other)
    for name in order:
        for cat, form in entry[name].items():
            if cat.startswith('NSString'): continue
            if cat in ('zero', 'one', 'two') and not re.search(r'%(?!(?:\d+\$)?#@)', form.replace('%%', '')): continue
            tr = sentence(entry, lambda e, n, p: form if n == name else other(e, n, p))
            mm, amb, why = judge('ios', src_text, tr)
            if mm: exp.add(('l10n-format-mismatch', None))
        kinds = {ios_kind(v[-1], v[:-1]) for v in [entry[name].get('NSStringFormatValueTypeKey', 'd'), (src.get(name) or {}).get('NSStringFormatValueTypeKey', 'd')]}
        if len(kinds) > 1: exp.add(('l10n-format-mismatch', None))
    return exp


def audit(binary, root, C):
    """Writes the cases' entries (C: case -> (description, entries by language)) as every language's
    Localizable.stringsdict of an iOS project at root, audits it, and works out what each case should
    find in each language: (got, msgs, expect)."""
    def tables(app):
        for l in LOCS:
            open(os.path.join(app, l + '.lproj', 'Localizable.stringsdict'), 'w').write(stringsdict({c: ents[l] for c, (_, ents) in C.items()}))
    write_ios_project(root, list(C), LOCS, tables)
    got, msgs, diags = run(binary, root)
    for d in diags[:5]: print('  DIAG', d)
    expect = {}
    for c, (_, ents) in C.items():
        for l in LOCS:
            e = expect_entry(l, ents[l], ents['en'])
            if e: expect[(c, l)] = e
    return got, msgs, expect


def main(binary):
    C = cases()
    got, msgs, expect = audit(binary, os.path.join(OUT, 'sdict'), C)
    n = compare('stringsdict', expect, got, msgs, {c: d for c, (d, _) in C.items()})
    print(f'stringsdict: {len(C)} cases × {len(LOCS)} languages')
    return n


if __name__ == '__main__':
    main(sys.argv[1])
