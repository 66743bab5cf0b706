# Draws the sample of strict-reading-2026-11-29b: seed.jsonl is generateBank({ target: 'seed' }) for the four
# languages, one question's fields a line; mulberry32(SEED), strata = questionType x level in random order,
# one random question from each in turn until 25 per language.
# seed.jsonl: for (const q of generateBank({ target: 'seed', languages })) one JSON.stringify({ id: q.id, ...q.fields }) a line (npx tsx).
import json, sys
SEED = int(sys.argv[1])
def mulberry32(a):
    def rnd():
        nonlocal a
        a = (a + 0x6D2B79F5) & 0xFFFFFFFF
        t = a
        t = ((t ^ (t >> 15)) * (t | 1)) & 0xFFFFFFFF
        t ^= (t + (((t ^ (t >> 7)) * (t | 61)) & 0xFFFFFFFF)) & 0xFFFFFFFF
        return ((t ^ (t >> 14)) & 0xFFFFFFFF) / 4294967296
    return rnd
rnd = mulberry32(SEED & 0xFFFFFFFF)
qs = [json.loads(l) for l in open('seed.jsonl')]
for lang in ['english', 'french', 'german', 'dutch']:
    cells = {}
    for q in qs:
        if q['targetLanguage'] == lang: cells.setdefault((q['questionType'], q['level']), []).append(q)
    keys = sorted(cells)
    for i in range(len(keys) - 1, 0, -1):
        j = int(rnd() * (i + 1)); keys[i], keys[j] = keys[j], keys[i]
    taken, n = set(), 0
    while n < 25:
        for k in keys:
            if n == 25: break
            left = [q for q in cells[k] if q['id'] not in taken]
            if not left: continue
            q = left[int(rnd() * len(left))]; taken.add(q['id']); n += 1
            ans = '   '.join(('✔ ' if a['isCorrect'] else '✘ ') + a['text'] + (' {also: ' + '; '.join(a['variants']) + '}' if a.get('variants') else '') for a in q['answers'])
            print(f"{lang[:2]}{n} {q['id']} L{q['level']} {q['questionType']}/{q['knowledgeType']} · {q['category']}\n  {q['question']}\n  {ans}\n  FQ: {q['fullQuestion']}")
