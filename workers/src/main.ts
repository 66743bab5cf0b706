// `npm run workers`: the distributed projection pipeline (see docs/pipeline.md). WORKER_ROLE picks the
// part this process plays, so the feeder runs once and projector workers scale out.
import { writeFileSync } from 'node:fs';
import { jobs } from '@lebe/api/jobs';
import { projections } from '@lebe/projectors';
import { openEventStore, openReadStore, storeConfig } from '@lebe/store';
import { startPipeline, workerRoles, type WorkerRole } from './pipeline/pipeline';

const env = process.env;

function fail(message: string): never {
  console.error(`[workers] ${message}`);
  process.exit(2);
}

const redisUrl =
  env.REDIS_URL || fail('REDIS_URL is required (redis://host:6379): without Redis the API projects in process');
const role = (env.WORKER_ROLE || 'all') as WorkerRole;
if (!workerRoles.includes(role)) fail(`WORKER_ROLE must be one of ${workerRoles.join(', ')} (got ${role})`);
const concurrency = Number(env.WORKER_CONCURRENCY || 1);
if (!Number.isInteger(concurrency) || concurrency < 1) fail(`WORKER_CONCURRENCY must be a positive integer`);

const config = storeConfig();
const events = await openEventStore(config);
const read = await openReadStore(config);
const pipeline = await startPipeline({
  redisUrl,
  role,
  events,
  read,
  projections,
  jobs,
  concurrency,
});
// Workers serve no HTTP: a container health check reads how fresh this file is (see compose.yaml).
const heartbeatFile = env.HEARTBEAT_FILE;
const heartbeat = heartbeatFile
  ? setInterval(() => pipeline.healthy() && writeFileSync(heartbeatFile, new Date().toISOString()), 5000)
  : null;
heartbeat?.unref();
console.info(`[workers] ${role} started (${projections.length} projections, concurrency ${concurrency})`);

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) {
    console.warn(`[workers] ${signal} again: exiting without waiting`);
    process.exit(1);
  }
  stopping = true;
  if (heartbeat) clearInterval(heartbeat);
  console.info(`[workers] ${signal}: finishing running jobs`);
  try {
    await pipeline.close();
    await Promise.all([events.close(), read.close()]);
  } catch (error) {
    console.error('[workers] could not close cleanly:', error);
    process.exitCode = 1;
  }
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));
