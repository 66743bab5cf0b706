import { HttpError } from '../http/errors';

/**
 * Password and keycode hashing, bounded. scrypt holds a thread of libuv's small pool for ~0.1 s: a flood
 * of logins would otherwise take every thread and stall everyone's request. At most `concurrency`
 * hashes run at once; waiting ones are served an address at a time in turn (in arrival order within one), so
 * a class signing in together from its school's address delays someone elsewhere by one hash, not thirty.
 * One address may have at most `perKey` hashes queued: past that its attempt is refused at once.
 */
export class HashQueue {
  private running = 0;
  /** Waiting hashes by key, the key that has waited longest first (a Map keeps insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly queuedByKey = new Map<string, number>();

  constructor(
    private readonly concurrency = 2,
    private readonly perKey = 64,
  ) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const queued = this.queuedByKey.get(key) ?? 0;
    if (queued >= this.perKey) throw new HttpError(429, 'Too many login attempts, please try again later');
    this.queuedByKey.set(key, queued + 1);
    try {
      // A finished hash hands its slot straight to the next in turn, so none can jump the queue.
      if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.wait(key, resolve));
      else this.running += 1;
      try {
        return await work();
      } finally {
        const next = this.nextInTurn(key);
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      const left = (this.queuedByKey.get(key) ?? 1) - 1;
      if (left > 0) this.queuedByKey.set(key, left);
      else this.queuedByKey.delete(key);
    }
  }

  private wait(key: string, resolve: () => void) {
    const line = this.waiting.get(key);
    if (line) line.push(resolve);
    else this.waiting.set(key, [resolve]);
  }

  /**
   * The first waiting hash of the key whose turn it is (not `finished`'s, whose hash just ran, while another
   * waits); that key, if it has more, goes to the back.
   */
  private nextInTurn(finished: string): (() => void) | undefined {
    const again = this.waiting.get(finished);
    if (again && this.waiting.size > 1) {
      this.waiting.delete(finished);
      this.waiting.set(finished, again);
    }
    const first = this.waiting.entries().next();
    if (first.done) return undefined;
    const [key, line] = first.value;
    const next = line.shift();
    this.waiting.delete(key);
    if (line.length) this.waiting.set(key, line);
    return next;
  }
}
