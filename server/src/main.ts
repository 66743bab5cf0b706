import { apiConfig } from './platform/config';
import { startServer } from './platform/server';
import { seedQuestionBankOnce } from './features/questions/seed-bank';

const config = apiConfig();
const running = await startServer(config);
await seedQuestionBankOnce(running.runtime.deps, config.SEED_QUESTIONS === 'true');
console.log(
  `Lëbe is listening on http://localhost:${config.PORT} (${running.runtime.deps.events.kind} event store, ${running.runtime.deps.read.kind} read models, projections ${running.runtime.inProcess ? 'in process' : 'by workers'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await running.close();
    process.exit(0);
  });
}
