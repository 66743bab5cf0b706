import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  streamCategory,
  type RecordedEvent,
  personIdFields,
  personStreamCategories,
  personalTextFields,
} from '@lebe/domain';

/**
 * The export key: ANALYTICS_KEY, else a random key generated once and kept under DATA_DIR, so the same
 * learner gets the same pseudonym in every export from this deployment (and a different one elsewhere).
 */
export function analyticsKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.ANALYTICS_KEY) return env.ANALYTICS_KEY;
  const file = join(dataDir, 'analytics.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

const text = new Set(personalTextFields);
const ids = new Set(personIdFields);

/**
 * Replaces personal data with a keyed hash (HMAC-SHA-256, 80 bits shown): names, e-mails and free text,
 * person ids in data and metadata, and the id part of person streams. One value always gives one
 * pseudonym, so `user-<id>`, `userId`, `learner` and `actor` of the same person still join.
 */
export class Pseudonymiser {
  /** The same few learners recur through the log: remembering their pseudonyms saves most HMACs. Bounded. */
  private readonly known = new Map<string, string>();

  constructor(private readonly key: string) {}

  pseudonym(value: string): string {
    let p = this.known.get(value);
    if (p === undefined) {
      p = `p_${createHmac('sha256', this.key).update(value).digest('hex').slice(0, 20)}`;
      if (this.known.size >= 50_000) this.known.clear();
      this.known.set(value, p);
    }
    return p;
  }

  private value(field: string, value: unknown): unknown {
    // A list of person ids (a group's members) is pseudonymised id by id.
    if (ids.has(field) && Array.isArray(value)) return value.map((v) => this.value(field, v));
    if (typeof value === 'string' && (text.has(field) || ids.has(field))) return value ? this.pseudonym(value) : value;
    return this.walk(value);
  }

  private walk(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.walk(v));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.value(k, v)]));
  }

  stream(name: string): string {
    const category = streamCategory(name);
    if (!personStreamCategories.includes(category) || category === name) return name;
    return `${category}-${this.pseudonym(name.slice(category.length + 1))}`;
  }

  event(event: RecordedEvent): RecordedEvent {
    const actor = event.metadata.actor;
    return {
      ...event,
      streamName: this.stream(event.streamName),
      data: this.walk(event.data),
      metadata: { ...event.metadata, actor: actor ? this.pseudonym(actor) : actor },
    };
  }
}
