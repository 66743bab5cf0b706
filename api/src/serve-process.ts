import { startApi, type ApiConfig } from './main';
import { ensureQuestionBank } from './features/questions/seed-bank';

/**
 * The API as a process: listens, imports the seed bank on a first start, and on SIGINT or SIGTERM finishes
 * the requests under way before it exits. `api/src/serve.ts` runs it on the environment's configuration;
 * the tests that run the API as its own process run it with their password cost (testing/src/serve-for-tests.ts).
 */
export async function serveProcess(config: ApiConfig) {
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
}
