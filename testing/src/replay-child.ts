// Child process for the crash test: replays the log of DIR into its read store, reporting progress.
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { learnerTally, levelTally } from './answer-tally';
import { tempStores } from './stores';

const s = tempStores(process.argv[2]);
const runner = new ProjectionRunner(s.events, s.read, [learnerTally, levelTally], { batchSize: 100 });
await runner.init();
while (await runner.step(['testLearnerTally', 'testLevelTally'])) {
  const checkpoints = await s.read.checkpoints();
  process.stdout.write(`${Math.min(...Object.values(checkpoints))}\n`);
}
process.stdout.write('done\n');
