"""Plural oracle: CLDR 42 plural rules as babel 2.12.1 evaluates them."""
from decimal import Decimal
from babel import Locale, localedata
CATS = ['zero', 'one', 'two', 'few', 'many', 'other']
ALIASES = {'iw': 'he', 'in': 'id', 'ji': 'yi', 'tl': 'fil', 'no': 'nb', 'mo': 'ro', 'sh': 'sr_Latn'}

def babel_id(tag):
    """tag in any platform shape -> babel identifier, or None"""
    t = tag
    if t.startswith('b+'):
        t = t[2:].replace('+', '_')
    t = t.replace('-r', '_') if '-r' in t and len(t.split('-r')[1]) == 2 else t  # Android values-pt-rBR
    t = t.replace('-', '_')
    parts = t.split('_')
    lang = parts[0].lower()
    lang = ALIASES.get(lang, lang)
    rest = parts[1:]
    cand = '_'.join([lang] + rest)
    for c in [cand, '_'.join([lang] + rest[:1]), lang]:
        try:
            return Locale.parse(c)
        except Exception:
            continue
    return None

import os, pickle, functools
@functools.lru_cache(None)
def _has_own_rules(name):
    path = os.path.join(localedata._dirname, name + '.dat')
    if not os.path.exists(path): return False
    with open(path, 'rb') as f: return 'plural_form' in pickle.load(f)

def profile(tag):
    loc = babel_id(tag)
    if loc is None: return None
    explicit = any(_has_own_rules(i) for i in {str(loc), loc.language})
    # ICU (plurrule.cpp, getRuleFromResource) looks a locale's rules up by truncating its ID
    # (uloc_getParent), not by CLDR's parent locales: pt_AO, pt_MZ… get pt's rules, as iOS and Android do,
    # where babel's data inheritance gives them pt_PT's (round 2 settled round 1's 12 × 2 pt cases).
    rule = loc.plural_form
    parts = str(loc).split('_')
    for n in range(len(parts), 0, -1):
        if _has_own_rules('_'.join(parts[:n])):
            rule = Locale.parse('_'.join(parts[:n])).plural_form
            break
    cats = set(rule.tags) | {'other'}
    ints = {c: [] for c in CATS}
    for n in range(0, 1001):
        ints[rule(n)].append(n)
    mill = {c: [] for c in CATS}
    for k in range(1, 11):
        mill[rule(k * 1000000)].append(k * 1000000)
    frac = {c: [] for c in CATS}
    for s in ['0.5', '1.5', '2.5', '0.1', '1.1', '2.1', '3.5', '5.5', '10.5', '21.5', '1.0', '0.0', '2.0', '11.5', '100.5']:
        frac[rule(Decimal(s))].append(s)
    return {'explicit': explicit, 'locale': str(loc), 'cats': cats, 'ints': ints, 'mill': mill, 'frac': frac}

def expected(tag, present, platform):
    """present: set of category names in the translation. Returns (missing{cat: severity}, unused{cat: severity})"""
    p = profile(tag)
    if p is None: return None
    missing, unused = {}, {}
    for c in p['cats']:
        if c in present: continue
        ints = list(p['ints'][c])
        if platform == 'ios' and 'zero' in present and 0 in ints: ints.remove(0)
        if c == 'other': missing[c] = 'error'
        elif ints: missing[c] = 'error'
        elif p['mill'][c] or p['frac'][c]: missing[c] = 'warning'
        else: missing[c] = 'none-reached'
    for c in present:
        if c not in CATS: unused[c] = 'error'
        elif c in p['cats']: continue
        elif c == 'zero' and platform == 'ios': continue
        else: unused[c] = 'warning'
    return missing, unused
