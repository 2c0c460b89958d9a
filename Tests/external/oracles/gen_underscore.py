import json, sys, subprocess, collections
import os as _os, tempfile as _tempfile
from report import audit, located_defects
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from babel import localedata
def run(binary, out, platform):
    ids = [i for i in sorted(localedata.locale_identifiers()) if '_' in i]
    bars=[]; strings={'en':{'t':'Settings','u':'Library','n':{'one':'%d email','other':'%d emails'},'v':'%d of %@'}}
    for bi, i in enumerate(ids):
        for sep in ['-', '_']:
            tag = i.replace('_', sep)
            strings[tag] = {'t':'Preferences','u':'ספרייה 99+','n':{'one':'x %d','other':'y %d','few':'z %d'},'v':'%@ %d'}
            bars.append({'id':f'bar{bi}{sep}','platform':platform,'sourceLocale':'en','locales':['en',tag],'selected':'a','items':[{'id':'a','titleKey':'t','badge':'3','accessibility':{'valueKey':'n'}},{'id':'b','titleKey':'u','accessibility':{'hintKey':'v'}}]})
    rep = audit(binary, {'version':1,'bars':bars,'strings':strings}, out)
    got=collections.defaultdict(set)
    for f in rep['files']:
        for d in f['diagnostics'][:5]: print('DIAG', d)
        for d in f['defects']:
            if d.get('item') is None: continue
            for loc in d.get('locales') or []:
                if loc == 'en': continue
                got[d['bar']].add((d['item'], d['rule'], d['severity']))
    dis=collections.Counter(); ex={}
    for bi, i in enumerate(ids):
        a, b = got[f'bar{bi}-'], got[f'bar{bi}_']
        if a != b:
            for x in a ^ b:
                k=(x[1], 'only-hyphen' if x in a else 'only-underscore'); dis[k]+=1; ex.setdefault(k, []).append(i)
    print(platform, len(ids), 'ids;', dict(dis))
    for k, v in ex.items(): print('  ', k, v[:15])
for p in ['ios','material']: run(sys.argv[1], OUT + '/us-'+p, p)
