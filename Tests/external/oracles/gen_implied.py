import json, sys, re, collections, subprocess
import os as _os, tempfile as _tempfile
from report import audit, located_defects
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from plural_oracle import profile, CATS
from gen_plural import tags
def run(platform, out, binary):
    bars=[]; strings={'en':{}}; cases=[]
    for bi, tag in enumerate(tags()):
        p = profile(tag)
        if p is None or tag == 'en' or tag.startswith('b+') or not p['explicit']: continue
        cats = [c for c in CATS if c in p['cats']]
        items=[]; table=strings.setdefault(tag,{})
        vi = 0
        for form in ['zero','one','two']:
            if form not in cats and not (platform == 'ios' and form == 'zero'): continue
            for withzero in ([False, True] if platform == 'ios' and form != 'zero' and 'zero' not in cats else [False]):
                key=f'k{bi}_{vi}'
                v = {c: f'%d x{c}' for c in cats}
                v[form] = f'word{form}'
                if withzero: v['zero'] = 'none'
                table[key]=v; strings['en'][key]={'one':'%d email','other':'%d emails'}
                items.append({'id':f'i{vi}','titleKey':'tab','badge':'3','accessibility':{'valueKey':key}})
                ints = list(p['ints'][form])
                if platform == 'ios' and ('zero' in v) and form != 'zero' and 0 in ints: ints.remove(0)
                if platform == 'ios' and form == 'zero' and 'zero' not in cats: ints = [0]
                if platform == 'ios' and form == 'zero' and 'zero' in cats and 0 not in ints: ints = [0] + ints
                cases.append({'bar':f'bar{bi}','item':f'i{vi}','tag':tag,'form':form,'withzero':withzero,'expect':len(ints)>1,'ints':ints[:8]})
                vi += 1
        # single string with a count: badge-value-not-pluralized
        key=f'k{bi}_s'; table[key]='%d xsingle'; strings['en'][key]={'one':'%d email','other':'%d emails'}
        items.append({'id':'single','titleKey':'tab','badge':'3','accessibility':{'valueKey':key}})
        nint = sum(1 for c in CATS if p['ints'][c])
        cases.append({'bar':f'bar{bi}','item':'single','tag':tag,'form':'single','expect':nint>1,'ints':[c for c in CATS if p['ints'][c]]})
        table['tab']='Mail '+tag; strings['en']['tab']='Mail'
        bars.append({'id':f'bar{bi}','platform':platform,'sourceLocale':'en','locales':['en',tag],'selected':items[0]['id'],'items':items})
    rep = audit(binary, {'version':1,'bars':bars,'strings':strings}, out)
    got=collections.defaultdict(set)
    for d, loc in located_defects(rep, {'l10n-plural-implied-number','badge-value-not-pluralized'}, clean=True): got[(d['bar'],d['item'],loc)].add(d['rule'])
    st=collections.Counter(); dis=[]
    for c in cases:
        rule = 'badge-value-not-pluralized' if c['form']=='single' else 'l10n-plural-implied-number'
        g = rule in got[(c['bar'],c['item'],c['tag'])]
        st[(c['form'], c['expect'], g)] += 1
        if g != c['expect']: dis.append(c)
    print(platform, dict(st)); 
    for d in dis[:40]: print('  ', d)
    return dis
if __name__ == '__main__':
    for plat in ['ios','material']: run(plat, OUT + '/imp-'+plat, sys.argv[1])
