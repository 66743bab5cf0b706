// The admin console's question list (GET /api/admin/questions: the filter panel and the search box, the
// default sort newest first, the total for Content-Range) on a bank of 1,000,000 questions in the SQLite
// read store, at page 1 and page 500, through the route's handler. Also the rate at which the bank is
// written with the question bank's indexes, which every index added slows.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'koa';
import { questionBankProjection, type QuestionDoc } from '@lebe/projectors/questions';
import { randOf } from '@lebe/projectors/runtime';
import { SqliteReadStore, type ReadStore } from '@lebe/store';
import { features, type AppDeps } from '@lebe/api';
import { generateBank, rank } from '@lebe/question-bank';
import { scaled, tempDir, type Figure } from './measure';

/** About how many questions the full generated bank holds; the bench keeps a random share of it. */
const fullBank = 2_100_000;
const batchSize = 2_000;

/**
 * A bank of `size` real generated questions (a share of the full bank chosen by id, so every source and
 * language keeps its weight), written straight into the read store in the projection's batches, with
 * what admins and learners change on top: 1% flagged, 4% gutenburg texts, 1% teachers' own questions.
 * The import gives a batch one creation time, as the seed does. Returns the write rate in documents/s.
 */
export async function buildBank(read: ReadStore, size: number): Promise<number> {
  await read.ensure(questionBankProjection.collection);
  const share = Math.min(1, (size / fullBank) * 1.05) * 2 ** 32;
  const start = Date.UTC(2026, 0, 1);
  let ops: { kind: 'put'; collection: string; doc: QuestionDoc }[] = [];
  let written = 0;
  let writing = 0;
  const flush = async () => {
    const started = performance.now();
    await read.commit(ops);
    writing += performance.now() - started;
    written += ops.length;
    ops = [];
  };
  for (const q of generateBank({ target: 'full' })) {
    if (rank(q.id) >= share) continue;
    const r = rank(`${q.id}/admin`) % 100;
    const time = new Date(start + Math.floor((written + ops.length) / batchSize) * 1000).toISOString();
    const teacher = r === 99;
    ops.push({
      kind: 'put',
      collection: 'questions',
      doc: {
        ...q.fields,
        isFlagged: r === 0,
        textType: r >= 95 && r < 99 ? 'gutenburg' : q.fields.textType,
        _id: q.id,
        user: null,
        origin: teacher ? 'teacher' : 'generated',
        owner: teacher ? 'bench-teacher' : null,
        inBank: !teacher,
        rand: randOf(q.id),
        createdAt: time,
        updatedAt: time,
        version: 0,
      },
    });
    if (ops.length === batchSize) await flush();
    if (written + ops.length >= size) break;
  }
  if (ops.length) await flush();
  return written / (writing / 1000);
}

export type ListFilter = Record<string, string | number>;
/** What an admin picks in the filter panel (values as the panel sends them) and the search box. */
const cases: [string, ListFilter][] = [
  ['no filter', {}],
  ['questionType', { questionType: 'conjugation' }],
  ['targetLanguage', { targetLanguage: 'sango' }],
  ['level', { level: 5 }],
  ['textType', { textType: 'ai' }],
  ['flag flagged', { flag: 'flagged' }],
  ['questionType + textType', { questionType: 'multiple_choice', textType: 'ai' }],
  ['questionType + textType (rare)', { questionType: 'fill_in_the_blank', textType: 'gutenburg' }],
  ['targetLanguage + level', { targetLanguage: 'german', level: 6 }],
  ['userLanguage + targetLanguage', { userLanguage: 'english', targetLanguage: 'spanish' }],
  ['flag unflagged + targetLanguage', { flag: 'unflagged', targetLanguage: 'dutch' }],
  ['targetLanguage + level + questionType', { targetLanguage: 'french', level: 10, questionType: 'translation' }],
  ['userLanguage + questionType + textType', { userLanguage: 'english', questionType: 'conjugation', textType: 'ai' }],
  ['questionType + textType + flag flagged', { questionType: 'multiple_choice', textType: 'ai', flag: 'flagged' }],
  [
    'all six filters',
    {
      userLanguage: 'english',
      targetLanguage: 'german',
      level: 3,
      questionType: 'multiple_choice',
      textType: 'ai',
      flag: 'unflagged',
    },
  ],
  ['q', { q: 'haben' }],
  ['q + targetLanguage', { q: 'hund', targetLanguage: 'german' }],
  ['q + questionType + level', { q: 'semaine', questionType: 'multiple_choice', level: 4 }],
];

const listRoute = features
  .flatMap((f) => f.routes)
  .find((r) => r.method === 'get' && r.path === '/api/admin/questions')!;

/** One request through the route's handler, as the console sends it: 20 a page, newest first. */
export async function list(deps: AppDeps, filter: ListFilter, from: number) {
  const headers: Record<string, string> = {};
  const ctx = { set: (name: string, value: string) => (headers[name] = value), body: undefined };
  const query = {
    filter: JSON.stringify(filter),
    range: JSON.stringify([from, from + 19]),
    sort: '["createdAt","DESC"]',
  };
  await listRoute.handler({ query, ctx: ctx as unknown as Context, deps } as never);
  return Number(headers['Content-Range'].split('/')[1]);
}

/** Median and 95th percentile in ms: at least 5 runs after a warm-up, up to 30 or about 10 s. */
export async function timed(work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  const began = performance.now();
  while (times.length < 30 && (times.length < 5 || performance.now() - began < 10_000)) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(times.length / 2)],
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)],
  };
}

/** The deep page: page 500 of 20 (rows 9,980-9,999), or the last page when there are fewer matches. */
const deepStart = (total: number) => Math.max(0, Math.min(9_980, Math.ceil(total / 20) * 20 - 20));

export async function adminQuestionsBench(): Promise<Figure[]> {
  const size = scaled(1_000_000);
  const dir = tempDir('admin-questions');
  const read = new SqliteReadStore(join(dir, 'read.sqlite'));
  const writeRate = await buildBank(read, size);
  const figures: Figure[] = [
    { name: `bank of ${size.toLocaleString('en-US')}: bulk write with its indexes`, value: writeRate, unit: 'docs/s' },
    ...(await listTimes(read)),
  ];
  await read.close();
  rmSync(dir, { recursive: true, force: true }); // 1.5 GB at a million questions
  return figures;
}

/** p50 and p95 of every case at page 1 and at the deep page, on a store that holds a bank. */
export async function listTimes(read: ReadStore): Promise<Figure[]> {
  const deps = { read } as unknown as AppDeps;
  const figures: Figure[] = [];
  for (const [name, filter] of cases) {
    const total = await list(deps, filter, 0);
    const deep = deepStart(total);
    const first = await timed(() => list(deps, filter, 0));
    const far = await timed(() => list(deps, filter, deep));
    figures.push(
      { name: `${name} (${total.toLocaleString('en-US')}): page 1 p50`, value: first.p50, unit: 'ms' },
      { name: `${name}: page 1 p95`, value: first.p95, unit: 'ms' },
      { name: `${name}: from row ${deep.toLocaleString('en-US')} p50`, value: far.p50, unit: 'ms' },
      { name: `${name}: from row ${deep.toLocaleString('en-US')} p95`, value: far.p95, unit: 'ms' },
    );
  }
  return figures;
}
