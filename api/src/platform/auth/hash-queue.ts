import { HttpError } from '../http/errors';

/**
 * Password and keycode hashing, bounded. scrypt holds a thread of libuv's small pool for ~0.1 s: a flood
 * of logins would otherwise take every thread and stall everyone's request. At most `concurrency`
 * hashes run at once, waiting ones are served in arrival order, and one address may have at most
 * `perKey` hashes queued: past that its attempt is refused at once, so a flood delays others little.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly queuedByKey = new Map<string, number>();

  constructor(
    private readonly concurrency = 2,
    private readonly perKey = 4,
  ) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const queued = this.queuedByKey.get(key) ?? 0;
    if (queued >= this.perKey) throw new HttpError(429, 'Too many login attempts, please try again later');
    this.queuedByKey.set(key, queued + 1);
    try {
      // A finished hash hands its slot straight to the next in line, so none can jump the queue.
      if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running += 1;
      try {
        return await work();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      const left = (this.queuedByKey.get(key) ?? 1) - 1;
      if (left > 0) this.queuedByKey.set(key, left);
      else this.queuedByKey.delete(key);
    }
  }
}
