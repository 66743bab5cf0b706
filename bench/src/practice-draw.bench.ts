// The practice draw's index seek (GET /api/questions) at 1,000 and at 1,000,000 questions in the same run: its cost
// must not grow with the bank (an index seek on a fixed random key, see projectors/src/questions/draw.ts).
import { join } from 'node:path';
import { blankQuestion, newId } from '@lebe/domain';
import { questionBankProjection, type QuestionDoc, seekQuestion } from '@lebe/projectors/questions';
import { randOf } from '@lebe/projectors/runtime';
import { SqliteReadStore } from '@lebe/store';
import { scaled, tempDir, type Figure } from './measure';

const languages = ['dutch', 'dzongkha', 'english', 'french', 'german', 'portuguese', 'sango', 'spanish'] as const;

async function bankOf(size: number) {
  const read = new SqliteReadStore(join(tempDir('draw'), 'read.sqlite'));
  await read.ensure(questionBankProjection.collection);
  const now = new Date().toISOString();
  for (let start = 0; start < size; start += 20_000) {
    const ops = [];
    for (let i = start; i < Math.min(size, start + 20_000); i++) {
      const id = newId();
      const doc: QuestionDoc = {
        ...blankQuestion,
        _id: id,
        question: `q${i}`,
        targetLanguage: languages[i % 8],
        level: 1 + (Math.floor(i / 8) % 10),
        isFlagged: i % 50 === 0,
        user: null,
        origin: 'generated',
        owner: null,
        inBank: true,
        rand: randOf(id),
        createdAt: now,
        updatedAt: now,
        version: 0,
      };
      ops.push({ kind: 'put' as const, collection: 'questions', doc });
    }
    await read.commit(ops);
  }
  return read;
}

/** Median and 95th percentile of `count` draws, in milliseconds. */
async function draws(read: SqliteReadStore, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const q = await seekQuestion(read, { targetLanguage: languages[i % 8], level: 1 + (i % 10) }, new Set());
    times.push(performance.now() - started);
    if (!q) throw new Error('no question drawn');
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count / 2)], p95: times[Math.floor(count * 0.95)] };
}

export async function practiceDrawBench(): Promise<Figure[]> {
  const large = scaled(1_000_000);
  const small = await bankOf(1_000);
  const big = await bankOf(large);
  await draws(small, 200); // warm up
  await draws(big, 200);
  const a = await draws(small, 2_000);
  const b = await draws(big, 2_000);
  await Promise.all([small.close(), big.close()]);
  return [
    { name: 'draw, 1,000 questions, p50', value: a.p50, unit: 'ms' },
    { name: 'draw, 1,000 questions, p95', value: a.p95, unit: 'ms' },
    { name: `draw, ${large.toLocaleString('en-US')} questions, p50`, value: b.p50, unit: 'ms' },
    { name: `draw, ${large.toLocaleString('en-US')} questions, p95`, value: b.p95, unit: 'ms' },
    { name: 'ratio p50 large / small (flat is 1)', value: b.p50 / a.p50, unit: 'x' },
  ];
}
