import { z } from 'zod';
import { practiceLanguages } from '@lebe/domain';
import { storeConfig, type StoreConfig } from '@lebe/store';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  JWT_SECRET: z.string().min(16).optional(),
  TOKEN_TTL: z.string().default('30d'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  REDIS_URL: z.string().optional(),
  CONTACT_EMAIL: z.string().default('hello@lebe.app'),
  // Password-reset mail: through SMTP when SMTP_URL is set (smtp:// or smtps://), else written to the log.
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lëbe <no-reply@lebe.app>'),
  // The address people open the site at, for links in e-mail; without it the request's own origin.
  PUBLIC_URL: z.url().optional(),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(30),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
  // Attempts on one account (or classroom code) from one address; from one address; failures on one
  // account from anywhere before it is slowed down (never locked); registrations per address per hour.
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().positive().default(20),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().positive().default(20),
  // Reports a learner may make per hour; different learners' open reports that take a question out of practice.
  FLAGS_PER_HOUR: z.coerce.number().int().positive().default(30),
  FLAG_QUORUM: z.coerce.number().int().positive().default(3),
  // Behind a proxy: `true` (one hop) or how many proxies' X-Forwarded-For entries to trust, from the right.
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']), z.coerce.number().int().min(0).max(10)])
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : v)),
  LOGIN_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60 * 1000),
  STATIC_DIRS: z.enum(['true', 'false']).default('true'),
  SEED_QUESTIONS: z.enum(['true', 'false']).default('true'),
  // The seed bank of these languages only (comma-separated, e.g. `sango,dzongkha`): a start that imports in
  // seconds, for tests of the first start; unset, every language.
  SEED_LANGUAGES: z
    .string()
    .transform((v) => v.split(',').map((l) => l.trim()))
    .pipe(z.array(z.enum(practiceLanguages)).min(1))
    .optional(),
  // Largest image POST /api/upload takes (2 MB unless set).
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
});

/** Every variable the API reads (the compose check compares its services' environments with these). */
export const apiEnvVariables = [...Object.keys(envSchema.shape), 'DATA_DIR', 'EVENTSTORE_URL', 'READSTORE_URL'];

export type ApiConfig = z.infer<typeof envSchema> & {
  stores: StoreConfig;
  root: string;
  /** log2 of scrypt's N for new password and keycode hashes; not configurable: only the test servers lower it. */
  passwordCost?: number;
  /**
   * How long a reply or a read waits for the workers' read models before it says `stale` (2 s unless set);
   * not configurable: only a test whose workers are paused on purpose shortens it (testing/src/serve-for-tests.ts).
   */
  freshnessTimeoutMs?: number;
};

/** Reads the API's configuration from the environment (see README, "Configuration"). */
export function apiConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ApiConfig {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.parse(clean);
  // Mail that leaves the machine links to PUBLIC_URL, never to a request's Host header (which a caller sets).
  if (parsed.SMTP_URL && !parsed.PUBLIC_URL)
    throw new Error('SMTP_URL is set: set PUBLIC_URL too (the address links in e-mail point to)');
  return { ...parsed, stores: storeConfig(env), root };
}
