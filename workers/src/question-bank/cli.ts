// `npm run questions:generate`: puts the generated question bank into the log (idempotent).
import { openEventStore, storeConfig } from '@lebe/store';
import { seedBank } from './seed';

const events = await openEventStore(storeConfig());
const started = performance.now();
const result = await seedBank(events, (done, created) => process.stderr.write(`\r${done} generated, ${created} new`));
process.stderr.write('\n');
console.log(
  `${result.generated} questions generated, ${result.created} new, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await events.close();
