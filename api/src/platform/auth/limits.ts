import Database from 'better-sqlite3';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { HttpError } from '../http/errors';
import { HashQueue } from './hash-queue';
import { limitRefusals } from '../observability/metrics';

export interface LimitsConfig {
  /** Attempts on one account (or classroom code) from one address per window; a success starts afresh. */
  perSubjectAddress: number;
  /** Attempts from one address per window, successes given back (a school signs in from one address). */
  perAddress: number;
  /** Failed attempts on one account from anywhere before each further attempt is slowed down, never refused. */
  slowdownAfter: number;
  /** Registrations from one address per hour. */
  registrationsPerHour: number;
  /** Reports of questions one learner may make per hour. */
  flagsPerHour: number;
  windowMs: number;
}

export const tooManyAttempts = 'Too many login attempts, please try again later';

/**
 * The brute-force limits of logins, classroom logins and keycode checks. An attempt is COUNTED BEFORE its
 * password is verified, so parallel guesses cannot all slip under a limit; the counters live where every
 * API instance sees them (Redis when configured, else a SQLite file beside the data), kept by
 * rate-limiter-flexible. Nobody else's failures can lock the right password out: the hard limits are per
 * subject AND address, or per address; failures from everywhere only slow an account down.
 */
export class Limits {
  /** Attempts of one subject from one address counted and not yet settled in this process. */
  private readonly verifying = new Map<string, Set<Promise<unknown>>>();

  private constructor(
    private readonly subjectAddress: RateLimiterAbstract,
    private readonly address: RateLimiterAbstract,
    private readonly subject: RateLimiterAbstract,
    private readonly registrations: RateLimiterAbstract,
    private readonly flags: RateLimiterAbstract,
    readonly hashing: HashQueue,
    private readonly closeStore: () => Promise<void>,
    private readonly slowdownMs: number,
  ) {}

  static async open(
    config: LimitsConfig,
    where: { redis?: Redis; dataDir: string; slowdownMs?: number },
  ): Promise<Limits> {
    const seconds = Math.max(1, Math.round(config.windowMs / 1000));
    let make: (keyPrefix: string, points: number, duration: number) => Promise<RateLimiterStoreAbstract>;
    let closeStore = async () => undefined;
    if (where.redis) {
      const redis = where.redis;
      make = async (keyPrefix, points, duration) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix: `lebe-limits:${keyPrefix}`, points, duration });
    } else {
      mkdirSync(where.dataDir, { recursive: true });
      const file = join(where.dataDir, 'limits.sqlite');
      const db = new Database(file);
      chmodSync(file, 0o600);
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      make = (keyPrefix, points, duration) =>
        new Promise((resolve, reject) => {
          const limiter: RateLimiterSQLite = new RateLimiterSQLite(
            { storeClient: db, storeType: 'better-sqlite3', tableName: `limits_${keyPrefix}`, points, duration },
            (error?: Error) => (error ? reject(error) : resolve(limiter)),
          );
        });
      closeStore = async () => void db.close();
    }
    return new Limits(
      await make('subject_address', config.perSubjectAddress, seconds),
      await make('address', config.perAddress, seconds),
      await make('subject', config.slowdownAfter, seconds),
      await make('registration', config.registrationsPerHour, 3600),
      await make('flag', config.flagsPerHour, 3600),
      new HashQueue(),
      closeStore,
      where.slowdownMs ?? 2000,
    );
  }

  /**
   * A login or keycode check of `subject` (an e-mail, a classroom code) from `address`: counted, then
   * verified through the bounded hashing queue. A success gives the attempt back and clears the subject's
   * count at this address; a refusal past a limit is a 429 before any hash is computed.
   */
  async attempt(kind: string, subject: string, address: string, verify: () => Promise<boolean>): Promise<boolean> {
    const here = `${kind}:${subject}:${address}`;
    await refuseWhenOver(kind, this.consumeOnceSettled(here));
    // Under way from the moment it is counted, so an attempt over the limit meanwhile waits for it.
    const settled = (async () => {
      await refuseWhenOver(kind, this.address.consume(`${kind}:${address}`));
      const everywhere = `${kind}:${subject}`;
      const slowed = await this.subject.get(everywhere);
      if (slowed && slowed.remainingPoints <= 0) await new Promise((r) => setTimeout(r, this.slowdownMs));
      const ok = await this.hashing.run(address, verify);
      if (ok) {
        await Promise.all([this.subjectAddress.delete(here), this.address.reward(`${kind}:${address}`, 1)]);
      } else {
        await this.subject.consume(everywhere).catch(() => undefined);
      }
      return ok;
    })();
    this.underWay(here, settled);
    return settled;
  }

  private underWay(here: string, settled: Promise<unknown>) {
    let set = this.verifying.get(here);
    if (!set) this.verifying.set(here, (set = new Set()));
    set.add(settled);
    const done = () => {
      set.delete(settled);
      if (set.size === 0 && this.verifying.get(here) === set) this.verifying.delete(here);
    };
    settled.then(done, done);
  }

  /**
   * Counts an attempt of a subject at an address. Over the limit while attempts of the same pair are still being
   * verified here, it waits for them: a class typing its classroom's code at once from one school address
   * is let in as their checks succeed (each success clears the count), while parallel wrong guesses still
   * get no more verifications than the limit.
   */
  private async consumeOnceSettled(here: string) {
    for (;;) {
      try {
        return await this.subjectAddress.consume(here);
      } catch (error) {
        const pending = this.verifying.get(here);
        if (!(error instanceof RateLimiterRes) || !pending?.size) throw error;
        await Promise.race([...pending].map((p) => p.catch(() => undefined)));
      }
    }
  }

  /**
   * A password-reset request for `subject` (an e-mail) from `address`, or a reset link tried from `address`
   * (no subject): counted as a login attempt that failed and refused past the same limits, whether or not
   * an account has the address, so the answer never tells.
   */
  async reset(address: string, subject?: string) {
    const message = 'Too many password reset attempts, please try again later';
    if (subject) await refuseWhenOver('reset', this.subjectAddress.consume(`reset:${subject}:${address}`), message);
    await refuseWhenOver('reset', this.address.consume(`reset:${address}`), message);
  }

  /** A registration from `address`: refused past the hourly limit. */
  async register(address: string) {
    await refuseWhenOver(
      'registration',
      this.registrations.consume(address),
      'Too many accounts created from here, please try again later',
    );
  }

  /** A learner's report of a question: refused past the hourly limit. */
  async flag(user: string) {
    const message = 'You have reported many questions lately, please try again later';
    await refuseWhenOver('flag', this.flags.consume(user), message);
  }

  async close() {
    await this.closeStore();
  }
}

async function refuseWhenOver(kind: string, consumed: Promise<unknown>, message = tooManyAttempts) {
  try {
    await consumed;
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      limitRefusals.inc({ kind });
      throw new HttpError(429, message);
    }
    throw error;
  }
}
