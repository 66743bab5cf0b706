// A projector worker process for the pipeline tests: `node --import tsx worker-process.ts DATA_DIR REDIS_URL PREFIX`.
// Projects the synthetic answer tallies from the SQLite files in DATA_DIR. Says "ready" once it listens
// and "active <job id>" as it starts a job, so a test can kill it in the middle of one.
import type { DocumentProjection } from '@lebe/projectors/runtime';
import type { Doc } from '@lebe/store';
import type { TestEvent } from '@lebe/testing/answer-tally';
import { startPipeline } from '../pipeline/pipeline';
import { tallies, tempStores } from './pipeline';

/** The same projections, made slower, so a catch-up spans many small batches a kill can cut. */
const slow = (p: DocumentProjection<TestEvent, Doc>): DocumentProjection<TestEvent, Doc> => ({
  ...p,
  evolve(doc, event, id) {
    const until = performance.now() + 0.05;
    while (performance.now() < until);
    return p.evolve(doc, event, id);
  },
});

const [dir, redisUrl, prefix] = process.argv.slice(2);
const stores = tempStores(dir);
const pipeline = await startPipeline({
  redisUrl,
  prefix,
  role: 'projector',
  events: stores.events,
  read: stores.read,
  projections: tallies.map(slow),
  concurrency: 2,
  runner: { batchSize: 25 },
  lockDuration: 5000,
});
for (const projector of pipeline.projectors)
  projector.on('active', (job) => process.stdout.write(`active ${job.id}\n`));
process.stdout.write('ready\n');
process.once('SIGTERM', async () => {
  await pipeline.close();
  await Promise.all([stores.events.close(), stores.read.close()]);
});
