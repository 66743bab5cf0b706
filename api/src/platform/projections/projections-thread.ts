// The embedded default's read models, built in a thread of the API's process (ThreadedProjections): the same
// runner and schedule as in one thread (InProcessProjections), on its own connections to the same files.
import { parentPort, workerData } from 'node:worker_threads';
import { projections } from '@lebe/projectors';
import { failuresCollection, InProcessProjections, ProjectionRunner } from '@lebe/projectors/runtime';
import { openEventStore, openReadStore } from '@lebe/store';
import type { FromThread, Progress, ThreadData, ToThread } from './protocol';

const port = parentPort!;
const post = (message: FromThread) => port.postMessage(message);
const { stores } = workerData as ThreadData;

const events = await openEventStore(stores);
const read = await openReadStore(stores, { soleWriter: true });
const runner = new ProjectionRunner(events, read, projections);
const collections = [failuresCollection.name, ...new Set(projections.map((p) => p.collection.name))];
/** Where the read models are now, as this thread's connection sees them. */
const progress = (): Progress => ({
  checkpoints: runner.knownCheckpoints(),
  marks: Object.fromEntries(collections.map((c) => [c, read.changeMark?.(c) ?? ''])),
});
const local = new InProcessProjections(runner, { onMoved: () => post({ type: 'moved', ...progress() }) });

port.on('message', (message: ToThread) => {
  void handle(message).catch((error: unknown) => post({ type: 'failed', error: String(error) }));
});

async function handle(message: ToThread) {
  switch (message.type) {
    case 'appended':
      return local.appended(message.position);
    case 'behind':
      return post({ type: 'done', id: message.id, behind: await local.behind(message.position, message.awaited) });
    case 'start':
      await runner.init();
      await local.start();
      await runner.checkpoints();
      return post({ type: 'started', names: projections.map((p) => p.name), ...progress() });
    case 'stop':
      await local.stop();
      return post({ type: 'done', id: message.id, behind: [] });
    case 'close':
      await local.stop();
      await Promise.all([events.close(), read.close()]);
      post({ type: 'done', id: message.id, behind: [] });
      return port.close();
  }
}
