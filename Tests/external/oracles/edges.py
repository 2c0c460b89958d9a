import json, sys, subprocess, itertools, collections
import os as _os, tempfile as _tempfile
OUT = _os.environ.get('ORACLE_OUT', _tempfile.gettempdir())
from fmt_oracle import judge
IOS = ['%d','%1$d','%ld','%lld','%lu','%hhu','%jd','%td','%zu','%qd','%D','%U','%O','%x','%o','%i','%u','%c','%C','%lc','%@','%1$@','%s','%ls','%S','%p','%f','%lf','%Lf','%.f','%.0f','%F','%e','%a','%g',
       '%*d','%-*d','%.*f','%*.*f','%1$*2$d','%2$*1$d','%%d','%%%d','%#@count@','%#@n@','%1$@ %1$@','%2$@ %1$@','%@ %@','%1$@ %@','%5$@',
       "%'d",'%+.2f','%-d','%05d','% d','%  @','%','50%','50% off','%0$d','%n','%m','%y','%k','%1$','%$d','%.2@','%10@','%-10@','%1$s','%S %@','{count}','{n}','%{count}','%1$@%2$d','%2$d%1$@','％d']
JAVA = ['%s','%1$s','%2$s','%S','%d','%1$d','%x','%X','%o','%c','%C','%b','%B','%h','%H','%f','%e','%E','%g','%a','%A','%,d','%(d','%(,.2f','%-10s','%10s','%.3s','%05d','%+d','%#x',
        '%tY','%1$tY','%tm','%td','%Td','%tq','%T','%t','%n','%N','%%','%5%','%-%','%<s','%s %<s','%d %<s','%s %<d','%2$<s','%2$s %s','%s %2$s','%s %s','%1$s %1$s','%2$s %1$s','%10$s',
        '%ld','%lld','%@','%i','%u','%F','%D','%p','%z','% d','% s','%','50%','50% off','%0$s','%1$<s','%$s','%1$','{count}','{n}','%1$s%2$d','%2$d%1$s','％s','%-s','%08.3f','%1$-10s']
def run(plat, texts, out):
    pairs = list(itertools.product(texts, texts))
    items=[]; en={}; de={}
    for k,(s,t) in enumerate(pairs):
        items.append({'id':f'i{k}','titleKey':f't{k}','accessibility':{'valueKey':f'v{k}'}}); en[f't{k}']=f'Tab {k}'; de[f't{k}']=f'Reiter {k}'; en[f'v{k}']='a '+s+' b'; de[f'v{k}']='c '+t+' d'
    doc={'version':1,'bars':[{'id':'b','platform':'ios' if plat=='ios' else 'material','sourceLocale':'en','locales':['en','de'],'selected':'i0','items':items}],'strings':{'en':en,'de':de}}
    json.dump(doc,open(out+'.json','w'))
    subprocess.run([sys.argv[1],'audit',out+'.json','--format','json','--output',out+'-out','--quiet'],stdout=subprocess.DEVNULL)
    rep=json.load(open(out+'-out/baraudit.json'))
    found=collections.defaultdict(list); sev={}
    for f in rep['files']:
        for d in f['defects']:
            if d['rule']=='l10n-format-mismatch' and 'de' in d['locales']: found[d['item']].append(d['message']); sev[d['item']]=d['severity']
    st=collections.Counter(); dis=[]
    for k,(s,t) in enumerate(pairs):
        mm,amb,why=judge(plat,'a '+s+' b','c '+t+' d'); ba=bool(found.get(f'i{k}'))
        st[('amb' if amb else 'clear',mm,ba)]+=1
        if mm!=ba: dis.append(('AMB' if amb else 'CLR',s,t,mm,why,found.get(f'i{k}')))
        if mm and ba and plat=='android' and not amb:
            want='warning' if all(w.startswith('missing') or (w.startswith('braces') and set(eval(w.split(' vs ')[1])) <= set(eval(w[len('braces '):].split(' vs ')[0]))) for w in why.split('; ')) else 'error'
            st[('severity', want == sev.get(f'i{k}'))]+=1
            if want != sev.get(f'i{k}'): dis.append(('SEV',s,t,want,why,sev.get(f'i{k}'),found.get(f'i{k}')))
    return st,dis
for plat,texts in (('ios',IOS),('android',JAVA)):
    st,dis=run(plat,texts,OUT + '/edge-'+plat)
    print(plat,len(texts)**2,'pairs',dict(st))
    json.dump(dis,open(OUT + f'/edge-{plat}.dis.json','w'),ensure_ascii=False,indent=0)
