// `npm run ability:fit-prior`: fits the difficulty prior on the questions the read store calibrated (20 answers
// or more) and records it in the log, as the nightly job does. Bring the read models up first (`npm run projections`).
import { openEventStore, openReadStore, storeConfig } from '@lebe/store';
import { fitDifficultyPrior } from './fit-prior';

const config = storeConfig();
const events = await openEventStore(config);
const read = await openReadStore(config, { soleWriter: false });
const now = new Date();
const result = await fitDifficultyPrior(
  { events, read, freshness: { awaitPosition: async () => true } },
  { actor: null, correlationId: `fit-prior-cli-${now.toISOString()}`, now },
);
console.log(
  result.recorded
    ? `Prior fitted on ${result.items} calibrated questions and recorded: ${result.coefficients.map((c) => c.toFixed(3)).join(' ')}`
    : `Prior fitted on ${result.items} calibrated questions: the same as the prior in effect, nothing recorded`,
);
await Promise.all([events.close(), read.close()]);
