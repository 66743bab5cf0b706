import type { ReadStore } from '@lebe/store';
import { parkedProjections } from './failures';
import { isLayoutOf } from './partition';
import type { ProjectionRunner } from './projection-runner';

/** What a wait is for: the projections that read one of `types`, or the read models named (all when neither). */
export interface Awaited {
  types?: readonly string[];
  readModels?: readonly string[];
  timeoutMs?: number;
}

/** Read-your-writes: lets a command's response, or a user's next read, wait until the read models reflect a write. */
export interface Freshness {
  /**
   * Resolves true once the running projections have reached `position` (those that read one of `types`,
   * when given), false after the timeout.
   */
  awaitPosition(position: number, timeoutMs?: number, types?: readonly string[]): Promise<boolean>;
  /** The projections of `awaited` still behind `position` once they reached it or the timeout passed (none: fresh). */
  behind?(position: number, awaited: Awaited): Promise<string[]>;
  /**
   * Where read models are stepped in batches behind the replies (InProcessProjections): waits (bounded) until
   * all of them hold every write made so far, and returns those still behind; null when none is put off.
   */
  followed?(): Promise<string[]> | null;
}

export const defaultFreshnessTimeoutMs = 2000;

type Named = { name: string; handles: readonly string[] };

/** awaitedNames' answers per list of projections: a request asks the same few questions every time. */
const namesAsked = new WeakMap<readonly Named[], Map<string, string[]>>();

/** The names of the projections a wait is for. */
export function awaitedNames(projections: readonly Named[], { types, readModels }: Awaited): string[] {
  let asked = namesAsked.get(projections);
  if (!asked) namesAsked.set(projections, (asked = new Map()));
  const key = readModels ? `m:${readModels.join()}` : types ? `t:${types.join()}` : '';
  let names = asked.get(key);
  if (!names) {
    if (asked.size >= 1000) asked.clear();
    asked.set(key, (names = namesOf(projections, { types, readModels })));
  }
  return names;
}

function namesOf(projections: readonly Named[], { types, readModels }: Awaited): string[] {
  return projections
    .filter((p) =>
      readModels
        ? readModels.some((base) => isLayoutOf(base, p.name))
        : !types || p.handles.some((t) => types.includes(t)),
    )
    .map((p) => p.name);
}

interface Waiter {
  position: number;
  names: readonly string[];
  deadline: number;
  resolve(behind: string[]): void;
}

/** The waiters whose projections all reached their position (or are parked), or whose time is up, resolved. */
function settle(
  waiters: Set<Waiter>,
  checkpoints: Record<string, number>,
  parked: ReadonlySet<string> | Map<string, unknown>,
) {
  const now = Date.now();
  for (const w of [...waiters]) {
    const behind = w.names.filter((n) => !parked.has(n) && (checkpoints[n] ?? 0) < w.position);
    if (behind.length > 0 && now < w.deadline) continue;
    waiters.delete(w);
    w.resolve(behind);
  }
}

/**
 * Embedded mode: projections run in this process, woken by each append (and by a slow poll, for
 * appends made by other processes such as a bulk import). Catch-ups are serialised; while a request
 * waits, the projections it waits for go first, a batch at a time. The others follow at most every
 * `followEveryMs`, so a stream of answers costs them one commit per batch, not one each; a request that
 * may read them (every route but the answer's) first waits for them (followed).
 */
export class InProcessProjections implements Freshness {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => void) | null = null;
  private readonly waiters = new Set<Waiter>();
  private readonly all: string[];
  /** The log's last position appended here. */
  private head = 0;
  private followedAt = 0;
  /** Set while the projections nobody waits for were put off; the timer steps them when their time comes. */
  private putOff: NodeJS.Timeout | null = null;
  /** Between stop() and start() nothing steps the projections, not even a request waiting for them (it times out). */
  private stopped = false;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly pollMs = 1000,
    private readonly followEveryMs = 50,
  ) {
    this.all = runner.projections.map((p) => p.name);
  }

  start() {
    this.stopped = false;
    this.unlisten = this.runner.events.onAppended((position) => {
      this.head = Math.max(this.head, position);
      void this.kick();
    });
    this.timer = setInterval(() => void this.kick(), this.pollMs);
    this.timer.unref();
    return this.kick();
  }

  /** Starts a catch-up, or asks the running one to go round once more. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.catchUp().finally(() => {
      this.running = null;
      if (this.again) void this.kick();
    });
    return this.running;
  }

  private async catchUp() {
    do {
      this.again = false;
      try {
        await this.runner.init();
        while (await this.stepOnce());
        await this.settleWaiters();
      } catch (error) {
        console.error('[projections] catch-up failed:', error);
      }
    } while (this.again);
  }

  /** One batch for the projections someone waits for, then one for the rest (unless put off); false when neither moved. */
  private async stepOnce(): Promise<boolean> {
    const urgent = [...new Set([...this.waiters].flatMap((w) => w.names))];
    const first = urgent.length ? await this.runner.step(urgent) : false;
    const rest = urgent.length ? this.all.filter((n) => !urgent.includes(n)) : this.all;
    if (rest.length === 0) this.followedAll();
    if (first) await this.settleWaiters();
    if (rest.length === 0 || ((await this.behindHead(rest)) && this.putOffRest())) return first;
    this.followedAll();
    const then = await this.runner.step(rest);
    if (this.waiters.size) await this.settleWaiters();
    return first || then;
  }

  /** Whether the projections nobody waits for were stepped too recently to be stepped again yet (then a timer will). */
  private putOffRest(): boolean {
    const wait = this.followedAt + this.followEveryMs - performance.now();
    if (wait <= 0) return false;
    // Still set when it fires, so a request coming before the step still waits (followed).
    this.putOff ??= setTimeout(() => {
      this.followedAt = 0;
      void this.kick();
    }, wait);
    this.putOff.unref();
    return true;
  }

  /** Whether one of the named projections has not reached the last append made here. */
  private async behindHead(names: readonly string[]) {
    const checkpoints = await this.runner.checkpoints(names);
    return names.some((n) => checkpoints[n] < this.head);
  }

  /** Every projection is stepped in this round: none is put off any longer. */
  private followedAll() {
    this.clearPutOff();
    this.followedAt = performance.now();
  }

  private clearPutOff() {
    if (this.putOff) clearTimeout(this.putOff);
    this.putOff = null;
  }

  followed(): Promise<string[]> | null {
    return this.putOff ? this.behind(this.head, {}) : null;
  }

  private async settleWaiters() {
    if (this.waiters.size === 0) return;
    const [checkpoints, parked] = await Promise.all([this.runner.checkpoints(), this.runner.parked()]);
    settle(this.waiters, checkpoints, parked);
  }

  async awaitPosition(position: number, timeoutMs = defaultFreshnessTimeoutMs, types?: readonly string[]) {
    return (await this.behind(position, { timeoutMs, types })).length === 0;
  }

  async behind(position: number, awaited: Awaited): Promise<string[]> {
    const names = awaitedNames(this.runner.projections, awaited);
    if (names.length === 0) return [];
    // Already there (a learner's next request after a reply that waited for the same read models): no
    // catch-up round is started just to find nothing to step.
    const checkpoints = await this.runner.checkpoints(names);
    if (names.every((n) => checkpoints[n] >= position)) return [];
    const timeoutMs = awaited.timeoutMs ?? defaultFreshnessTimeoutMs;
    return new Promise((resolve) => {
      const waiter: Waiter = { position, names, deadline: Date.now() + timeoutMs, resolve };
      this.waiters.add(waiter);
      const timer = setTimeout(() => void this.settleWaiters().catch(() => undefined), timeoutMs + 1);
      timer.unref();
      void this.kick();
    });
  }

  async stop() {
    this.stopped = true;
    this.unlisten?.();
    if (this.timer) clearInterval(this.timer);
    this.clearPutOff();
    await this.running;
  }
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
    /** How long a wait lasts unless it says otherwise. */
    private readonly timeoutMs = defaultFreshnessTimeoutMs,
  ) {}

  async awaitPosition(position: number, timeoutMs = this.timeoutMs, types?: readonly string[]) {
    return (await this.behind(position, { timeoutMs, types })).length === 0;
  }

  behind(position: number, awaited: Awaited): Promise<string[]> {
    const names = awaitedNames(this.projections, awaited);
    if (names.length === 0) return Promise.resolve([]);
    const deadline = Date.now() + (awaited.timeoutMs ?? this.timeoutMs);
    return new Promise((resolve) => {
      this.waiters.add({ position, names, deadline, resolve });
      if (!this.ticking) void this.tick();
    });
  }

  private async tick() {
    this.ticking = true;
    try {
      while (this.waiters.size > 0) {
        const [checkpoints, parked] = await Promise.all([this.read.checkpoints(), parkedProjections(this.read)]);
        settle(this.waiters, checkpoints, parked);
        if (this.waiters.size > 0) await new Promise((r) => setTimeout(r, this.pollMs));
      }
    } catch (error) {
      for (const w of this.waiters) w.resolve([...w.names]);
      this.waiters.clear();
      console.error('[freshness] could not read the checkpoints:', error);
    } finally {
      this.ticking = false;
    }
  }
}
