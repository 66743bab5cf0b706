// The public /languages page's figures (GET /api/questions/stats) on the full generated bank: they are
// a read model (bankStats) kept as questions come, change and go, so the call reads one document
// however large the bank is. Before, it counted the bank per request: 2.4 s on the 2.1 M bank whenever
// its one-minute cache was cold. Goal: <= 10 ms, always.
import { join } from 'node:path';
import { blankQuestion, type NewEvent } from '@lebe/domain';
import { generateBank } from '@lebe/question-bank';
import { bankStats, bankStatsProjection } from '@lebe/projectors/questions';
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { SqliteEventStore, SqliteReadStore } from '@lebe/store';
import { timed } from './admin-questions.bench';
import { rate, scaled, tempDir, type Figure } from './measure';

export async function bankStatsBench(): Promise<Figure[]> {
  const dir = tempDir('bank-stats');
  const events = new SqliteEventStore(join(dir, 'events.sqlite'), 100, { synchronous: 'NORMAL' });
  const read = new SqliteReadStore(join(dir, 'read.sqlite'));
  const limit = scaled(Number.MAX_SAFE_INTEGER);
  const metadata = { actor: null, correlationId: 'bench', time: new Date().toISOString(), schemaVersion: 1 };
  let size = 0;
  let batch: { stream: string; events: NewEvent[] }[] = [];
  for (const { id, fields } of generateBank({ target: 'full' })) {
    if (size++ >= limit) break;
    const data = { questionId: id, fields: { ...blankQuestion, ...fields }, origin: 'generated', owner: null };
    batch.push({ stream: `question-${id}`, events: [{ type: 'QuestionCreated', data, metadata } as NewEvent] });
    if (batch.length === 5000) {
      await events.appendNewStreams(batch);
      batch = [];
    }
  }
  if (batch.length) await events.appendNewStreams(batch);
  size = Math.min(size, limit);

  const runner = new ProjectionRunner(events, read, [bankStatsProjection], { rebuildBatchSize: 100_000 });
  await runner.init();
  const built = await rate(size, async () => void (await runner.catchUp()));
  const { languages } = await bankStats(read);
  const counted = languages.reduce((n, l) => n + l.total, 0);
  if (counted !== size) throw new Error(`the figures count ${counted} questions of ${size}`);
  const { p50, p95 } = await timed(() => bankStats(read));
  await Promise.all([events.close(), read.close()]);
  const n = size.toLocaleString('en-US');
  return [
    { name: `bank figures kept while ${n} questions are created`, value: built.perSecond, unit: 'questions/s' },
    { name: `stats call on a bank of ${n}, p50 (goal <= 10 ms)`, value: p50, unit: 'ms' },
    { name: `stats call on a bank of ${n}, p95`, value: p95, unit: 'ms' },
  ];
}
