import json, sys, subprocess, collections
import os as _os, tempfile as _tempfile
from report import audit, located_defects
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from babel import Locale
from plural_oracle import babel_id
from gen_plural import tags
def run(binary, out):
    bars=[]; strings={'en':{'t':'Settings','u':'Library'}}; cases=[]
    for bi, tag in enumerate(tags()):
        if tag=='en' or tag.startswith('b+'): continue
        loc = babel_id(tag)
        if loc is None: continue
        rtl = loc.text_direction == 'rtl'
        strings[tag] = {'t': 'Preferences', 'u': 'ספרייה'}
        bars.append({'id':f'bar{bi}','platform':'ios','sourceLocale':'en','locales':['en',tag],'selected':'a','items':[{'id':'a','titleKey':'t'},{'id':'b','titleKey':'u'}]})
        cases.append((f'bar{bi}', tag, str(loc), rtl))
    rep = audit(binary, {'version':1,'bars':bars,'strings':strings}, out)
    got=collections.defaultdict(set)
    for d, loc in located_defects(rep, {'bidi-direction-mismatch'}, clean=True): got[(d['bar'],loc)].add(d['item'])
    st=collections.Counter(); dis=[]
    for bar, tag, bl, rtl in cases:
        g = got[(bar, tag)]
        exp = {'a'} if rtl else {'b'}
        st[(rtl, exp == g)] += 1
        if exp != g: dis.append((tag, bl, 'babel rtl' if rtl else 'babel ltr', sorted(g)))
    print(dict(st)); 
    for d in dis: print('  ', d)
run(sys.argv[1], OUT + '/dir')
