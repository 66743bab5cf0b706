// The API's process: `npm run serve`, `npm start` and the image run this file.
import { apiConfig, startApi } from './main';
import { ensureQuestionBank } from './features/questions/seed-bank';

const config = apiConfig();
const running = await startApi(config);
const { deps, inProcess } = running.runtime;
console.log(
  `Lëbe is listening on http://localhost:${config.PORT} (${deps.events.kind} event store, ${deps.read.kind} read models, projections ${inProcess ? 'in process' : 'by workers'})`,
);
await ensureQuestionBank(deps, config.SEED_QUESTIONS === 'true', config.SEED_LANGUAGES);

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
