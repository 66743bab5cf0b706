import { apiConfig } from './platform/config';
import { startServer } from './platform/server';
import { ensureQuestionBank } from './features/questions';

const config = apiConfig();
const running = await startServer(config);
const { deps, inProcess } = running.runtime;
console.log(
  `Lëbe is listening on http://localhost:${config.PORT} (${deps.events.kind} event store, ${deps.read.kind} read models, projections ${inProcess ? 'in process' : 'by workers'})`,
);
await ensureQuestionBank(deps, config.SEED_QUESTIONS === 'true');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    console.log(`${signal}: finishing the requests under way, then stopping`);
    await running.close();
    process.exit(0);
  });
}
