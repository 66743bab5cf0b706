import type { ReadStore } from '@lebe/store';
import { parkedProjections } from './failures';
import type { ProjectionRunner } from './projection-runner';

/** Read-your-writes: lets a command's response wait until the read models reflect its events. */
export interface Freshness {
  /**
   * Resolves true once the running projections have reached `position` (those that read one of `types`,
   * when given), false after the timeout.
   */
  awaitPosition(position: number, timeoutMs?: number, types?: readonly string[]): Promise<boolean>;
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

interface Waiter {
  position: number;
  names: readonly string[];
  deadline: number;
  resolve(reached: boolean): void;
}

/**
 * Distributed mode: projector workers run elsewhere. One watcher serves every request waiting on its
 * writes: it reads the checkpoints once per tick for all of them (not a poll per request), and a
 * request waits only for the projections that read the types of events it wrote.
 */
export class CheckpointWatcher implements Freshness {
  private readonly waiters = new Set<Waiter>();
  private ticking = false;

  constructor(
    private readonly read: ReadStore,
    private readonly projections: readonly { name: string; handles: readonly string[] }[],
    private readonly pollMs = 15,
  ) {}

  awaitPosition(position: number, timeoutMs = defaultFreshnessTimeoutMs, types?: readonly string[]): Promise<boolean> {
    const names = this.projections.filter((p) => !types || p.handles.some((t) => types.includes(t))).map((p) => p.name);
    if (names.length === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      this.waiters.add({ position, names, deadline: Date.now() + timeoutMs, resolve });
      if (!this.ticking) void this.tick();
    });
  }

  private async tick() {
    this.ticking = true;
    try {
      while (this.waiters.size > 0) {
        const [checkpoints, parked] = await Promise.all([this.read.checkpoints(), parkedProjections(this.read)]);
        const now = Date.now();
        for (const w of [...this.waiters]) {
          const caughtUp = w.names.every((n) => parked.has(n) || (checkpoints[n] ?? 0) >= w.position);
          if (!caughtUp && now < w.deadline) continue;
          this.waiters.delete(w);
          w.resolve(caughtUp);
        }
        if (this.waiters.size > 0) await new Promise((r) => setTimeout(r, this.pollMs));
      }
    } catch (error) {
      for (const w of this.waiters) w.resolve(false);
      this.waiters.clear();
      console.error('[freshness] could not read the checkpoints:', error);
    } finally {
      this.ticking = false;
    }
  }
}
