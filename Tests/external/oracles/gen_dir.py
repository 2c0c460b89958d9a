import json, sys, subprocess, collections
import os as _os, tempfile as _tempfile
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
    json.dump({'version':1,'bars':bars,'strings':strings},open(out+'.json','w'),ensure_ascii=False)
    subprocess.run([binary,'audit',out+'.json','--format','json','--output',out+'-out','--quiet'],stdout=subprocess.DEVNULL)
    rep=json.load(open(out+'-out/baraudit.json'))
    got=collections.defaultdict(set)
    for f in rep['files']:
        assert not f['diagnostics'], f['diagnostics'][:3]
        for d in f['defects']:
            if d['rule']=='bidi-direction-mismatch':
                for loc in d.get('locales') or []: got[(d['bar'],loc)].add(d['item'])
    st=collections.Counter(); dis=[]
    for bar, tag, bl, rtl in cases:
        g = got[(bar, tag)]
        exp = {'a'} if rtl else {'b'}
        st[(rtl, exp == g)] += 1
        if exp != g: dis.append((tag, bl, 'babel rtl' if rtl else 'babel ltr', sorted(g)))
    print(dict(st)); 
    for d in dis: print('  ', d)
run(sys.argv[1], OUT + '/dir')
