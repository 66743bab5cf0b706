import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { freePort } from '@lebe/store/testing/free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './test-server';

/** A process of the product, to be killed or stopped by a signal as in production. */
export interface ProductProcess {
  /** Everything it printed so far. */
  output(): string;
  /** Resolves when a line matching `pattern` has been printed. */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Sends a signal that does not end it (SIGSTOP pauses it, SIGCONT resumes it). */
  signal(signal: NodeJS.Signals): void;
  /** The operating system's id of the process (benches read its CPU time from /proc). */
  pid: number;
}

/** The API as its own process (`api/src/serve.ts`, or the tests' entry to it). */
export interface ProcessServer extends ProductProcess {
  url: string;
  dataDir: string;
}

export { freePort };

export const adminAccount = { email: 'admin@lebe.test', password: 'admin-password-1' };

/** Children still running when this process exits are killed with it (one listener for them all). */
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

interface ProcessOptions {
  env?: Record<string, string>;
  waitFor?: RegExp;
  timeoutMs?: number;
  nodeArgs?: string[];
  /** Arguments to the script itself. */
  args?: string[];
}

/**
 * Runs one of the product's entry points (`script`, from the repository root) with node in one process
 * (TypeScript through tsx's loader; a bundled `dist/*.js` as the image runs it), so a signal reaches the
 * product itself, and waits until it prints `waitFor`.
 */
export async function startProductProcess(
  script: string,
  env: Record<string, string>,
  options: ProcessOptions & { waitFor: RegExp },
): Promise<ProductProcess> {
  const root = repoRoot();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      join(root, script),
      ...(options.args ?? []),
    ],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const listen = (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of [...waiters]) {
      if (!w.pattern.test(out)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  child.stdout!.on('data', listen);
  child.stderr!.on('data', listen);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(out)) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`not printed within ${timeoutMs} ms: ${pattern}\n${out}`)),
        timeoutMs,
      );
      waiters.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
      void exited.then(() => reject(new Error(`${script} exited before printing ${pattern}:\n${out}`)));
    });
  // A process that did not start in time is not left running (nor holding Jest open).
  await printed(options.waitFor, options.timeoutMs).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    output: () => out,
    printed,
    pid: child.pid!,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
    signal: (signal) => void child.kill(signal),
  };
}

/**
 * Starts the server on `dataDir` (a fresh one unless given) and waits until it listens. It runs the product's
 * entry with passwords hashed at the test server's cost (`testing/src/serve-for-tests.ts`) unless `entry`
 * says otherwise: `api/src/serve.ts` at production's cost, `dist/server.js` for the bundle the production
 * image runs (`npm run bundle`). `port` is a restarted server's, so that its clients find it where it was.
 */
export async function startProcessServer(
  options: ProcessOptions & { dataDir?: string; entry?: string; port?: number } = {},
): Promise<ProcessServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lebe-process-'));
  const port = options.port ?? (await freePort());
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'process-test-secret-process-test-secret',
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    SEED_QUESTIONS: 'false',
    LOG_REQUESTS: 'false',
    REGISTRATIONS_PER_HOUR: '1000',
    REDIS_URL: '',
    ...options.env,
  };
  const server = await startProductProcess(options.entry ?? 'testing/src/serve-for-tests.ts', env, {
    ...options,
    waitFor: options.waitFor ?? /is listening/,
  });
  return { ...server, url: `http://127.0.0.1:${port}`, dataDir };
}

/** Starts a worker process of the distributed pipeline (`workers/src/main.ts`) and waits until it has started. */
export function startWorkerProcess(env: Record<string, string>, options: ProcessOptions = {}): Promise<ProductProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lebe-worker-'));
  return startProductProcess(
    'workers/src/main.ts',
    { DATA_DIR: dataDir, ...env },
    { ...options, waitFor: options.waitFor ?? /\[workers\] \w+ started/ },
  );
}
