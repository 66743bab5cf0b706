// Runs the projections thread from its TypeScript source (npm start, tests): tsx's loader is registered in the
// thread itself, as a worker's --import is not applied to its entry module. The bundle runs its compiled entry.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
