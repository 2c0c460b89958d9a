import random, json, sys, re
from fmt_oracle import judge, parse_ios, parse_java

IOS_POOL = ['%d','%i','%u','%ld','%lld','%lu','%llu','%qd','%hd','%hhd','%zd','%x','%X','%lx','%o','%D','%U','%O',
            '%@','%s','%S','%ls','%c','%C','%f','%.2f','%5.1f','%lf','%Lf','%e','%g','%G','%a','%F','%E','%p',
            '%*d','%.*f','%-5d','%05d','%+d','%#x',"%'d",'%10@','%-10@','%.3@']
JAVA_POOL = ['%s','%S','%d','%o','%x','%X','%f','%.2f','%e','%E','%g','%G','%a','%A','%c','%C','%b','%B','%h','%H',
             '%tY','%tm','%td','%tH','%tM','%tB','%Tb','%tF','%tT','%tR','%tc','%,d','%(d','%(,.2f','%-10s','%08.3f','%+d','%#x','%#o',
             '%10s','%-5d','%05d','%.3s']
IOS_BAD = ['%ls','%y','%k','%v']  # unusual
JAVA_BAD = ['%ld','%@','%i','%u','%F','%D','%lld','%tq','%p','%z']
WORDS = ['new','from','of','and','items','left','in','Gmail','days','x','y','z']

def strip_pos(sp):
    return sp

def positional(sp, k):
    return '%' + f'{k}$' + sp[1:]

def mk_text(specs, rnd):
    parts = []
    for s in specs:
        parts.append(rnd.choice(WORDS)); parts.append(s)
    if rnd.random() < .5: parts.append(rnd.choice(WORDS))
    return ' '.join(parts)

def same_class_swap(platform, sp, rnd):
    groups = ([['%d','%i','%u','%ld','%lld','%x','%o','%D','%U','%qd','%zd','%hd'],['%f','%e','%g','%lf','%Lf','%F','%a'],['%@'],['%s'],['%S']]
              if platform == 'ios' else
              [['%d','%o','%x','%X'],['%f','%e','%g','%a','%E','%G','%A'],['%s','%S'],['%c','%C'],['%b','%B'],['%h','%H'],['%tY','%td','%tm']])
    for g in groups:
        if sp in g: return rnd.choice(g)
    return sp

def gen_pair(platform, rnd):
    pool = IOS_POOL if platform == 'ios' else JAVA_POOL
    bad = IOS_BAD if platform == 'ios' else JAVA_BAD
    n = rnd.choice([0,1,1,2,2,3,4])
    specs = [rnd.choice(pool) for _ in range(n)]
    use_pos = n > 1 and rnd.random() < .4 and not any('*' in s for s in specs)
    src_specs = [positional(s, k+1) if use_pos else s for k, s in enumerate(specs)]
    tr_specs = list(src_specs)
    ops = []
    for _ in range(rnd.choice([0,1,1,1,2])):
        op = rnd.choice(['reorder_pos','swap_same','swap_any','drop','add','dup_pos','pct_lit','bad','brace','space_pct','relative','newline','mix','len'])
        ops.append(op)
        if op == 'reorder_pos' and len(specs) > 1 and not any('*' in s for s in specs):
            tr_specs = [positional(s, k+1) for k, s in enumerate(specs)]
            rnd.shuffle(tr_specs)
        elif op == 'swap_same' and tr_specs:
            k = rnd.randrange(len(tr_specs)); s = specs[k] if k < len(specs) else tr_specs[k]
            ns = same_class_swap(platform, s, rnd)
            tr_specs[k] = positional(ns, k+1) if use_pos and '$' in tr_specs[k] else ns
        elif op == 'swap_any' and tr_specs:
            k = rnd.randrange(len(tr_specs)); ns = rnd.choice(pool)
            tr_specs[k] = positional(ns, k+1) if use_pos and '$' in tr_specs[k] and '*' not in ns else ns
        elif op == 'drop' and tr_specs:
            del tr_specs[rnd.randrange(len(tr_specs))]
        elif op == 'add':
            tr_specs.insert(rnd.randrange(len(tr_specs)+1), rnd.choice(pool))
        elif op == 'dup_pos' and use_pos:
            tr_specs.append(rnd.choice(src_specs))
        elif op == 'pct_lit':
            tr_specs.insert(rnd.randrange(len(tr_specs)+1), rnd.choice(['%%', '50%%', '%%%%']))
        elif op == 'bad':
            tr_specs.insert(rnd.randrange(len(tr_specs)+1), rnd.choice(bad))
        elif op == 'brace':
            if rnd.random() < .5: src_specs.append('{count}')
            tr_specs.append(rnd.choice(['{count}', '{n}', '{Count}']))
        elif op == 'space_pct':
            tr_specs.insert(rnd.randrange(len(tr_specs)+1), rnd.choice(['50 %', '50% off', '% d', '%  s', '10% de', '100%']))
        elif op == 'relative' and platform != 'ios':
            if tr_specs: tr_specs.insert(rnd.randrange(1, len(tr_specs)+1), rnd.choice(['%<s', '%<d', '%<f']))
            else: tr_specs.append('%<s')
        elif op == 'newline' and platform != 'ios':
            tr_specs.insert(rnd.randrange(len(tr_specs)+1), rnd.choice(['%n', '%N']))
        elif op == 'mix' and platform != 'ios' and tr_specs:
            # Java: explicit index mixed with ordinary ones
            k = rnd.randrange(len(tr_specs)); tr_specs[k] = positional(tr_specs[k].replace('$',''), rnd.choice([1,2,3])) if '$' not in tr_specs[k] else tr_specs[k]
        elif op == 'len' and platform == 'ios' and tr_specs:
            k = rnd.randrange(len(tr_specs)); s = tr_specs[k]
            if s[-1] in 'diuxo': s = re.sub(r'(hh|ll|h|l|q|z|t|j)(?=[diuxo]$)', '', s); tr_specs[k] = s[:-1] + rnd.choice(['l','ll','h','hh','q','z','t','j','']) + s[-1]
    src = mk_text(src_specs, rnd); tr = mk_text(tr_specs, rnd)
    return src, tr, ops

def main(seed, nbars, per_bar, out):
    rnd = random.Random(seed)
    bars = []; strings = {'en': {}, 'de': {}}; cases = []
    for b in range(nbars):
        platform = 'ios' if b % 2 == 0 else 'material'
        items = []
        for i in range(per_bar):
            key = f'b{b}i{i}'
            src, tr, ops = gen_pair('ios' if platform == 'ios' else 'android', rnd)
            strings['en'][key + '.t'] = f'Tab {b} {i}'; strings['de'][key + '.t'] = f'Reiter {b} {i}'
            strings['en'][key + '.v'] = src; strings['de'][key + '.v'] = tr
            items.append({'id': key, 'titleKey': key + '.t', 'accessibility': {'valueKey': key + '.v'}})
            cases.append({'bar': f'bar{b}', 'item': key, 'platform': platform, 'src': src, 'tr': tr, 'ops': ops})
        bars.append({'id': f'bar{b}', 'platform': platform, 'sourceLocale': 'en', 'locales': ['en', 'de'], 'selected': items[0]['id'], 'items': items})
    json.dump({'version': 1, 'bars': bars, 'strings': strings}, open(out + '.json', 'w'), ensure_ascii=False)
    json.dump(cases, open(out + '.cases.json', 'w'), ensure_ascii=False)

if __name__ == '__main__':
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
