import { join } from 'node:path';
import { Writable } from 'node:stream';
import { SqliteEventStore } from '@lebe/store';
import { exportEvents } from '@lebe/api/analysts';
import { answerEvent, syntheticAnswers } from '@lebe/testing/answer-tally';
import { rate, scaled, tempDir, type Figure } from './measure';

/** A sink that counts bytes and drops them: measures the export, not a disk. */
function sink() {
  let bytes = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { stream, bytes: () => bytes };
}

/** Export throughput (pseudonymised NDJSON and CSV) beside the raw read-all rate of the same log, same run. */
export async function exportBench(): Promise<Figure[]> {
  const store = new SqliteEventStore(join(tempDir('export'), 'events.sqlite'));
  const count = scaled(200_000);
  const events = [...syntheticAnswers(count, 2000, 3)].map(answerEvent);
  for (let i = 0; i < count; i += 1000)
    await store.appendMany(
      events.slice(i, i + 1000).map((e, j) => ({ stream: `learner-l${(i + j) % 2000}`, events: [e] })),
    );

  const readAll = await rate(count, async () => {
    for (let after = 0; ;) {
      const page = await store.readAll({ after, maxCount: 5000 });
      if (page.length === 0) break;
      for (const e of page) void [e.data, e.metadata]; // as an export reads them
      after = page[page.length - 1].position;
    }
  });
  const figures: Figure[] = [
    {
      name: `read all, pages of 5,000 (${count.toLocaleString('en-US')} events)`,
      value: readAll.perSecond,
      unit: 'events/s',
    },
  ];
  for (const format of ['ndjson', 'csv'] as const) {
    const out = sink();
    const run = await rate(count, async () => {
      const result = await exportEvents(store, out.stream, { format, key: 'bench' });
      if (result.exported !== count) throw new Error(`exported ${result.exported} of ${count}`);
    });
    figures.push({
      name: `export ${format}, pseudonymised (erasure pass included)`,
      value: run.perSecond,
      unit: 'events/s',
    });
    figures.push({ name: `export ${format}, output`, value: out.bytes() / run.seconds / 1e6, unit: 'MB/s' });
  }
  const clear = sink();
  const plain = await rate(count, async () => {
    await exportEvents(store, clear.stream, { format: 'ndjson', key: '', includePersonal: true });
  });
  figures.push({ name: 'export ndjson, personal data in clear', value: plain.perSecond, unit: 'events/s' });
  await store.close();
  return figures;
}
