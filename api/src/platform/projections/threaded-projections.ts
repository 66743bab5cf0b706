import { Worker } from 'node:worker_threads';
import type { EventStore, StoreConfig } from '@lebe/store';
import { awaitedNames, defaultFreshnessTimeoutMs, type Awaited, type Freshness } from '@lebe/projectors/runtime';
import type { FromThread, ThreadData, ToThread } from './protocol';

type Named = { name: string; handles: readonly string[] };

/** The in-process read models as the API's thread drives them: in this thread or in a thread of their own. */
export interface LocalProjections extends Freshness {
  start(): Promise<void>;
  /** Nothing steps the read models until start() (tests make them lag with it). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** The thread's entry: compiled beside the bundle (scripts/bundle.mjs), else its source run through tsx. */
function threadEntry(): { file: URL; entry?: string } {
  if (!import.meta.url.endsWith('.ts')) return { file: new URL('./projections-thread.js', import.meta.url) };
  return {
    file: new URL('./thread-boot.mjs', import.meta.url),
    entry: new URL('./projections-thread.ts', import.meta.url).href,
  };
}

/**
 * The embedded default's projections in a worker thread of this process, so that building the read models
 * (most of an answer's CPU) runs on another core than the requests. The thread runs InProcessProjections on
 * its own connections; this side tells it of each append, mirrors its checkpoints (a wait already met is
 * answered here, without a message) and hands it the waits that are not.
 */
export class ThreadedProjections implements LocalProjections {
  private worker: Worker | null = null;
  private readonly calls = new Map<number, (behind: string[]) => void>();
  private nextCall = 1;
  private checkpoints: Record<string, number> = {};
  private marks: Record<string, string> = {};
  private head = 0;
  private unlisten: (() => void) | null = null;
  private started: ((names: string[]) => void) | null = null;
  private closed = false;
  private readonly all: string[];

  /** The thread starts with start(), once the API's own connections have prepared the read store. */
  constructor(
    private readonly events: EventStore,
    private readonly projections: readonly Named[],
    private readonly stores: StoreConfig,
  ) {
    this.all = projections.map((p) => p.name);
  }

  /** The read store's change mark of a collection as the thread that writes it sees it (ReadStore.changeMark). */
  changeMark(collection: string): string {
    return this.marks[collection] ?? '';
  }

  private spawn(): Worker {
    const { file, entry } = threadEntry();
    const data: ThreadData & { entry?: string } = { stores: this.stores, entry };
    const worker = new Worker(file, { workerData: data });
    worker.on('message', (message: FromThread) => this.received(message));
    worker.on('error', (error) => console.error('[projections] the projections thread failed:', error));
    worker.on('exit', (code) => {
      if (!this.closed) console.error(`[projections] the projections thread stopped (exit ${code})`);
      for (const resolve of this.calls.values()) resolve(this.all);
      this.calls.clear();
    });
    return worker;
  }

  private received(message: FromThread) {
    switch (message.type) {
      case 'moved':
        this.checkpoints = message.checkpoints;
        this.marks = message.marks;
        return;
      case 'started':
        this.checkpoints = message.checkpoints;
        this.marks = message.marks;
        return this.started?.(message.names);
      case 'done':
        this.calls.get(message.id)?.(message.behind);
        return this.calls.delete(message.id);
      case 'failed':
        return console.error('[projections] in the projections thread:', message.error);
    }
  }

  private post(message: ToThread) {
    this.worker?.postMessage(message);
  }

  private call(message: (id: number) => ToThread): Promise<string[]> {
    const id = this.nextCall++;
    return new Promise((resolve) => {
      this.calls.set(id, resolve);
      this.post(message(id));
    });
  }

  async start() {
    this.worker ??= this.spawn();
    this.head = Math.max(this.head, await this.events.headPosition());
    this.unlisten ??= this.events.onAppended((position) => {
      this.head = Math.max(this.head, position);
      this.post({ type: 'appended', position });
    });
    const names = await new Promise<string[]>((resolve) => {
      this.started = resolve;
      this.post({ type: 'start' });
    });
    if (names.join() !== this.all.join())
      throw new Error(`The projections thread runs ${names.join()}, the API expects ${this.all.join()}`);
  }

  async stop() {
    await this.call((id) => ({ type: 'stop', id }));
  }

  async close() {
    this.unlisten?.();
    this.closed = true;
    if (!this.worker) return;
    await this.call((id) => ({ type: 'close', id }));
    await this.worker.terminate();
  }

  /** The named projections' mirrored checkpoints all at `position` or past it. */
  private reached(names: readonly string[], position: number) {
    return names.every((n) => (this.checkpoints[n] ?? 0) >= position);
  }

  async awaitPosition(position: number, timeoutMs = defaultFreshnessTimeoutMs, types?: readonly string[]) {
    return (await this.behind(position, { timeoutMs, types })).length === 0;
  }

  behind(position: number, awaited: Awaited): Promise<string[]> {
    const names = awaitedNames(this.projections, awaited);
    if (names.length === 0 || this.reached(names, position)) return Promise.resolve([]);
    return this.call((id) => ({ type: 'behind', id, position, awaited }));
  }

  followed(): Promise<string[]> | null {
    return this.reached(this.all, this.head) ? null : this.behind(this.head, {});
  }
}
