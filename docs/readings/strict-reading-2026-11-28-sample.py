import json,random,collections
SEED=20261128
rng=random.Random(SEED)
qs=[json.loads(l) for l in open('seed.jsonl')]
langs=['english','french','german','spanish','dutch','portuguese','sango','dzongkha']
sample=[]
for lang in langs:
    cells=collections.defaultdict(list)
    for q in qs:
        if q['targetLanguage']==lang: cells[(q['questionType'],q['level'])].append(q)
    keys=sorted(cells); rng.shuffle(keys)
    alloc=collections.Counter(); n=25
    while n>0:
        progressed=False
        for k in keys:
            if n==0: break
            if alloc[k]<len(cells[k]): alloc[k]+=1; n-=1; progressed=True
        if not progressed: break
    for k in sorted(alloc):
        for q in rng.sample(cells[k],alloc[k]): sample.append(q)
json.dump(sample,open('sample.json','w'),ensure_ascii=False)
for i,q in enumerate(sample):
    ans=' | '.join(('['+a['text']+']' if a['isCorrect'] else a['text'])+(' {var: '+'; '.join(a['variants'])+'}' if a.get('variants') else '') for a in q['answers'])
    print(f"#{i+1} {q['id'][:8]} {q['targetLanguage'][:3]} L{q['level']} {q['questionType']}/{q['kind']}/{q['category']} :: {q['question']} ::FQ {q['fullQuestion'][:150]} => {ans}")
