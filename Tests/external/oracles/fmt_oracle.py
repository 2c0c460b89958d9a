"""Independent oracle for format specifiers (written from Apple's 'String Format Specifiers'
table + IEEE printf grammar, and the java.util.Formatter class documentation)."""
import re

# ---------------- iOS / Foundation ----------------
IOS_CONV = set('@dDiuUxXoOfFeEgGaAcCsSpn%')
IOS_LEN = ['hh', 'll', 'h', 'l', 'q', 'L', 'z', 't', 'j']

def ios_kind(conv, length):
    if conv == '@': return 'object'
    if conv in 'dDiuUxXoO': return 'int'
    if conv in 'fFeEgGaA': return 'double'
    # CFString (__CFParseFormatSpec): 'c' is an int of size 1 and 's' a C string whatever the length
    # modifier before them (%lc, %ls)
    if conv == 'c': return 'char'
    if conv == 'C': return 'wchar'
    if conv == 's': return 'cstring'
    if conv == 'S': return 'wstring'
    if conv == 'p': return 'pointer'
    if conv == 'n': return 'count-pointer'
    return None

def parse_ios(text):
    """returns (specs, flags) where specs = list of (argindex, kind, literal). flags: set of notes"""
    i, n = 0, len(text)
    seq = 0
    specs = []
    notes = set()
    positional = nonpositional = False
    while i < n:
        if text[i] != '%':
            i += 1; continue
        start = i
        j = i + 1
        m = re.match(r'(\d+)\$', text[j:])
        pos = None
        if m and m.group(1)[0] != '0':
            pos = int(m.group(1)); j += m.end()
        # no "'": CFString's __CFParseFormatSpec has no such flag, and its default case makes the
        # specifier a literal there ("%'d" reads no argument and shows as written)
        fm = re.match(r"[-+ #0]*", text[j:])
        flags = fm.group(0); j += fm.end()
        args = []  # (explicit pos or None, kind)
        wm = re.match(r'\*(?:(\d+)\$)?|\d+', text[j:])
        if wm:
            if wm.group(0).startswith('*'):
                args.append((int(wm.group(1)) if wm.group(1) else None, 'int'))
            j += wm.end()
        if j < n and text[j] == '.':
            pm = re.match(r'\.(?:\*(?:(\d+)\$)?|\d*)', text[j:])
            if pm.group(0).startswith('.*'):
                args.append((int(pm.group(1)) if pm.group(1) else None, 'int'))
            j += pm.end()
        length = ''
        while True:  # CFString reads any run of length modifiers, the last one wins
            for L in IOS_LEN:
                if text.startswith(L, j):
                    length = L; j += len(L); break
            else:
                break
        if j >= n or text[j] not in IOS_CONV:
            notes.add('invalid-percent')
            i = start + 1
            continue
        conv = text[j]; j += 1
        if conv == '%':
            if j - start != 2: notes.add('odd-percent')
            i = j; continue
        if ' ' in flags:
            # BarAudit's documented rule: the space flag is never read ("50% off")
            notes.add('space-flag')
            i = start + 1; continue
        kind = ios_kind(conv, length)
        lit = text[start:j]
        for (p, k) in args + [(pos, kind)]:
            if p is None:
                seq += 1; idx = seq; nonpositional = True
            else:
                idx = p; positional = True
            specs.append((idx, k, lit))
        i = j
    if positional and nonpositional: notes.add('mixed')
    return specs, notes

# ---------------- Android / java.util.Formatter ----------------
JAVA_RE = re.compile(r'%(\d+\$)?([-#+ 0,(<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])')
JAVA_DATE = set('HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc')

def java_kind(conv):
    if conv in 'bB': return 'boolean'
    if conv in 'hH': return 'hash'
    if conv in 'sS': return 'string'
    if conv in 'cC': return 'char'
    if conv in 'doxX': return 'integer'
    if conv in 'eEfgGaA': return 'float'
    return None

def parse_java(text):
    i, n = 0, len(text)
    ordinary = 0
    last = None
    specs = []
    notes = set()
    while i < n:
        if text[i] != '%':
            i += 1; continue
        m = JAVA_RE.match(text, i)
        if not m:
            notes.add('invalid-percent'); i += 1; continue
        pos, flags, width, prec, t, conv = m.groups()
        flags = flags or ''
        if conv == '%' and not t:
            i = m.end(); continue
        if conv == 'n' and not t:
            i = m.end(); continue
        if ' ' in flags:
            notes.add('space-flag'); i += 1; continue
        if t:
            if conv not in JAVA_DATE:
                notes.add('invalid-conv'); i += 1; continue
            kind = 'date'
        else:
            kind = java_kind(conv)
            if kind is None:
                notes.add('invalid-conv'); i += 1; continue
        if '<' in flags:
            if last is None:
                notes.add('bad-relative'); i = m.end(); continue
            idx = last
        elif pos:
            idx = int(pos[:-1])
            if idx == 0:
                notes.add('zero-index'); i = m.end(); continue
        else:
            ordinary += 1; idx = ordinary
        last = idx
        specs.append((idx, kind, m.group(0)))
        i = m.end()
    return specs, notes

BRACE = re.compile(r'\{([A-Za-z_][A-Za-z0-9_]*)\}')

def argmap(specs):
    d = {}
    for idx, k, lit in specs:
        d.setdefault(idx, set()).add(k)
    return d

def judge(platform, src, tr):
    """returns (mismatch: bool, ambiguous: bool, why)"""
    parse = parse_ios if platform == 'ios' else parse_java
    s, sn = parse(src); t, tn = parse(tr)
    # Numbered and unnumbered specifiers together are not ambiguous (round 4): CFString gives each
    # unnumbered one the next of its own count (`__CFStringAppendFormatCore`: "mainArgNum = argNum++",
    # after "It is actually incorrect to reorder some specs and not all"), as parse_ios does, and
    # java.util.Formatter's ordinary index is "independent of the indices used by explicit or relative
    # indexing".
    amb = 'invalid-conv' in sn | tn
    ms, mt = argmap(s), argmap(t)
    why = []
    for k in sorted(set(ms) | set(mt)):
        if k not in mt: why.append(f'missing arg {k}')
        elif k not in ms: why.append(f'extra arg {k}')
        elif ms[k] != mt[k]:
            why.append(f'arg {k}: {sorted(ms[k])} vs {sorted(mt[k])}')
            # CFString's own validation (__CFStringValidateFormat) compares type and size: %c is a 1-byte
            # integer, %C a unichar, %d an int of another size, so all three differ; only %hhd is %c's twin
            if platform == 'ios' and (ms[k] | mt[k]) <= {'int', 'char'} and 'hh' in src + tr: amb = True
            if len(ms[k]) > 1 or len(mt[k]) > 1: amb = True
    bs = sorted(set(BRACE.findall(src))); bt = sorted(set(BRACE.findall(tr)))
    if bs != bt: why.append(f'braces {bs} vs {bt}')
    return bool(why), amb, '; '.join(why)
