import type { Awaited } from '@lebe/projectors/runtime';
import type { StoreConfig } from '@lebe/store';

/** What the projections thread is started with. */
export interface ThreadData {
  stores: StoreConfig;
}

/** From the API's thread to the projections thread. */
export type ToThread =
  | { type: 'start' }
  | { type: 'stop'; id: number }
  | { type: 'close'; id: number }
  | { type: 'appended'; position: number }
  | { type: 'behind'; id: number; position: number; awaited: Awaited };

/** Where the read models are: each projection's checkpoint, and each collection's change mark (ReadStore.changeMark). */
export interface Progress {
  checkpoints: Record<string, number>;
  marks: Record<string, string>;
}

/** From the projections thread to the API's thread. */
export type FromThread =
  | ({ type: 'started'; names: string[] } & Progress)
  | ({ type: 'moved' } & Progress)
  | { type: 'done'; id: number; behind: string[] }
  | { type: 'failed'; error: string };
