import { join } from 'node:path';
import { SqliteEventStore } from '@lebe/store';
import type { RecordedEvent } from '@lebe/domain';
import { answerEvent, syntheticAnswers } from '@lebe/testing/answer-tally';
import { rate, scaled, tempDir, type Figure } from './measure';

/** Append throughput to the SQLite log (one event per append, and batched) and read-all throughput. */
export async function eventStoreBench(): Promise<Figure[]> {
  const store = new SqliteEventStore(join(tempDir('log'), 'events.sqlite'));
  const single = scaled(20_000);
  const singles = [...syntheticAnswers(single)].map(answerEvent);
  const one = await rate(single, async () => {
    for (let i = 0; i < single; i++) await store.append(`learner-${i % 500}`, [singles[i]]);
  });

  const batched = scaled(200_000);
  const batchSize = 1000;
  const events = [...syntheticAnswers(batched, 2000, 2)].map(answerEvent);
  const many = await rate(batched, async () => {
    for (let i = 0; i < batched; i += batchSize)
      await store.appendMany(
        events.slice(i, i + batchSize).map((e, j) => ({ stream: `learner-${(i + j) % 2000}`, events: [e] })),
      );
  });

  const total = single + batched;
  // Events are parsed on first use: time reading them in full, and reading only their envelopes.
  const readAllWith = (use: (e: RecordedEvent) => unknown) =>
    rate(total, async () => {
      let after = 0;
      for (;;) {
        const page = store.readAllSync({ after, maxCount: 5000 });
        if (page.length === 0) break;
        for (const e of page) use(e);
        after = page[page.length - 1].position;
      }
    });
  const readAll = await readAllWith((e) => [e.data, e.metadata]);
  const readEnvelopes = await readAllWith((e) => e.type);
  await store.close();
  return [
    {
      name: `append, one event per append (${single.toLocaleString('en-US')} appends)`,
      value: one.perSecond,
      unit: 'events/s',
    },
    { name: `append, ${batchSize} events per transaction`, value: many.perSecond, unit: 'events/s' },
    {
      name: `read all, pages of 5,000, envelopes only (data unparsed)`,
      value: readEnvelopes.perSecond,
      unit: 'events/s',
    },
    {
      name: `read all, pages of 5,000, data and metadata (${total.toLocaleString('en-US')} events)`,
      value: readAll.perSecond,
      unit: 'events/s',
    },
  ];
}
