import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { apiConfig, startApi, type RunningServer } from '@lebe/api';

/** The repository root: the nearest folder upwards whose package.json declares the workspaces. */
export function repoRoot(from = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
    if (dirname(dir) === dir) throw new Error(`No workspace root above ${from}`);
  }
}

export interface TestServer extends RunningServer {
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
}

/**
 * log2 of scrypt's N for the test server's password and keycode hashes: 2^10 takes a millisecond where
 * production's 2^15 takes 0.1-0.3 s, and every registration, login and classroom of every test pays it.
 */
export const testPasswordCost = 10;

/**
 * The whole product on the embedded stack in a fresh temporary DATA_DIR, on a free loopback port,
 * serving the built web and admin apps when they exist. `env` overrides any configuration variable; passwords
 * are hashed at `testPasswordCost` unless `passwordCost` says otherwise.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; passwordCost?: number } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lebe-api-'));
  const adminEmail = 'admin@lebe.test';
  const adminPassword = 'admin-password-1';
  const config = apiConfig(
    {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_REQUESTS: 'false',
      // The test server never imports the generated bank (tests seed their own questions).
      SEED_QUESTIONS: 'false',
      // Test files register many accounts from one address; the registration limit has a test of its own.
      REGISTRATIONS_PER_HOUR: '1000',
      ...options.env,
    },
    repoRoot(),
  );
  const running = await startApi({ ...config, passwordCost: options.passwordCost ?? testPasswordCost });
  return { ...running, dataDir, adminEmail, adminPassword };
}
