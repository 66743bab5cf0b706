// `npm run projections -- <status|failures|retry NAME|rebuild NAME|all>`: inspect and repair read models.
import { openEventStore, openReadStore, storeConfig } from '@lebe/store';
import { ProjectionRunner } from './projection-runner';
import { parkedProjections, retryProjection } from './failures';
import { projections as productProjections } from '..';

const [command = 'status', target] = process.argv.slice(2);
const config = storeConfig();
const events = await openEventStore(config);
const read = await openReadStore(config);
const runner = new ProjectionRunner(events, read, productProjections);
await runner.init();

const names = (which: string | undefined) => {
  if (!which) throw new Error('Name a projection, or all');
  return which === 'all' ? productProjections.map((p) => p.name) : [runner.projection(which).name];
};

try {
  switch (command) {
    case 'status':
      console.table(
        (await runner.status()).map((s) => ({
          projection: s.name,
          checkpoint: s.checkpoint,
          lag: s.lag,
          parked: s.failure ? `at ${s.failure.position}` : '',
        })),
      );
      break;
    case 'failures':
      for (const f of (await parkedProjections(read)).values())
        console.log(
          `${f.projection}: parked at position ${f.position} (${f.eventType} on ${f.streamName}, event ${f.eventId}) since ${f.at}\n  ${f.error}`,
        );
      break;
    case 'retry':
      for (const name of names(target)) {
        const retried = await retryProjection(read, name);
        console.log(retried ? `${name}: retrying from its checkpoint` : `${name}: not parked`);
      }
      await runner.catchUp(names(target));
      console.table(
        (await runner.status()).map((s) => ({
          projection: s.name,
          checkpoint: s.checkpoint,
          parked: Boolean(s.failure),
        })),
      );
      break;
    case 'rebuild': {
      const started = performance.now();
      const head = await runner.rebuild(names(target));
      console.log(
        `Rebuilt ${names(target).join(', ')} up to position ${head} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      break;
    }
    default:
      console.error('usage: npm run projections -- <status|failures|retry NAME|all|rebuild NAME|all>');
      process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await events.close();
  await read.close();
}
