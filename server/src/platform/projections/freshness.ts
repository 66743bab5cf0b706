import type { ReadStore } from '@lebe/store';
import { parkedProjections } from './failures';
import type { ProjectionRunner } from './projection-runner';

/** Read-your-writes: lets a command's response wait until the read models reflect its events. */
export interface Freshness {
  /** Resolves true once every running projection has reached `position`, false after the timeout. */
  awaitPosition(position: number, timeoutMs?: number): Promise<boolean>;
}

export const defaultFreshnessTimeoutMs = 2000;

/**
 * Embedded mode: projections run in this process, woken by each append (and by a slow poll, for
 * appends made by other processes such as a bulk import). Catch-ups are serialised.
 */
export class InProcessProjections implements Freshness {
  private running: Promise<number> | null = null;
  private again = false;
  private reached = 0;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => void) | null = null;
  private lastError: unknown = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly pollMs = 1000,
  ) {}

  start() {
    this.unlisten = this.runner.events.onAppended(() => void this.kick());
    this.timer = setInterval(() => void this.kick(), this.pollMs);
    this.timer.unref();
    return this.kick();
  }

  /** Starts a catch-up, or asks the running one to go round once more. */
  kick(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          this.reached = await this.runner.catchUp();
          this.lastError = null;
        } while (this.again);
      } catch (error) {
        this.lastError = error;
        console.error('[projections] catch-up failed:', error);
      } finally {
        this.running = null;
      }
      return this.reached;
    })();
    return this.running;
  }

  async awaitPosition(position: number, timeoutMs = defaultFreshnessTimeoutMs): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await this.kick()) >= position && !this.lastError) return true;
      await new Promise((r) => setTimeout(r, 10));
    }
    return false;
  }

  async stop() {
    this.unlisten?.();
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

/** Distributed mode: projector workers run elsewhere; watch their checkpoints in the read store. */
export class CheckpointWatcher implements Freshness {
  constructor(
    private readonly read: ReadStore,
    private readonly projectionNames: readonly string[],
    private readonly pollMs = 20,
  ) {}

  async awaitPosition(position: number, timeoutMs = defaultFreshnessTimeoutMs): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [checkpoints, parked] = await Promise.all([this.read.checkpoints(), parkedProjections(this.read)]);
      const behind = this.projectionNames.filter((n) => !parked.has(n) && (checkpoints[n] ?? 0) < position);
      if (behind.length === 0) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
