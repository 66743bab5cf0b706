// `npm run questions:generate [-- --seed] [-- --languages french,german]`: grows the question bank in the
// log to everything the data gives (over a million questions); idempotent, so it may be run again.
import { parseArgs } from 'node:util';
import { openEventStore, storeConfig } from '@lebe/store';
import { importBank } from './bank-import';

const { values } = parseArgs({ options: { seed: { type: 'boolean' }, languages: { type: 'string' } } });
const events = await openEventStore(storeConfig());
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const result = await importBank(
  { events },
  { target: values.seed ? 'seed' : 'full', languages: values.languages?.split(',') },
  (done, created) => process.stderr.write(`\r${done} generated, ${created} new, ${seconds()} s`),
);
process.stderr.write('\n');
console.log(
  `${result.generated} questions generated, ${result.created} new, ${result.withdrawn} withdrawn, in ${seconds()} s`,
);
await events.close();
