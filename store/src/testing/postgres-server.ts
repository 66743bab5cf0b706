import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { redacted } from '../postgres/pool';

export interface TestPostgres {
  /** A new, empty database (or schema, where the server does not let us create databases) for one suite. */
  database(): Promise<string>;
  /** Drops what `database` created; stops the server if this helper started it. */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL for the suites: PG_URL (or DATABASE_URL) when set, else a throwaway cluster started
 * from Debian's binaries on a free loopback port in a temporary directory (as the `postgres` user
 * when running as root: PostgreSQL refuses to run as root). Returns the reason instead when neither
 * is possible, so that the suites report each case skipped with it.
 */
export async function testPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres | string> {
  const given = process.env.PG_URL || process.env.DATABASE_URL;
  if (given) {
    const problem = await connectProblem(given);
    return problem
      ? `PG_URL ${redacted(given)} does not answer (${problem})`
      : onServer(
          async () => given,
          async () => undefined,
        );
  }
  const bin = binDir();
  if (!bin) return 'no PostgreSQL: PG_URL is unset and initdb was not found (apt-get install postgresql)';
  // Started on first use: a suite whose cases are all filtered out never starts (nor leaves) a server.
  let cluster: Promise<Cluster> | undefined;
  return onServer(
    async () => (await (cluster ??= startCluster(bin, options.durable ?? false))).url,
    async () => {
      if (cluster) (await cluster.catch(() => null))?.stop();
    },
  );
}

interface Cluster {
  url: string;
  stop(): void;
}

/** initdb and pg_ctl start in a temporary directory, as the postgres user when we are root. */
async function startCluster(bin: string, durable: boolean): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'lebe-pg-'));
  const asRoot = process.getuid?.() === 0;
  const argv = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...argv(command, args), { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${(result.stderr || result.error?.message || '').trim().slice(0, 300)}`);
  };
  if (asRoot) chownSync(dir, uidOf('postgres'), -1);
  const data = join(dir, 'data');
  const port = await freePort();
  // Durability does not change behaviour: tests skip fsync, the bench keeps it.
  const settings = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const stop = () => {
    spawnSync(...argv('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const listen = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${settings}`;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', listen, 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  // Never outlive this process, even if it is killed: a detached watchdog stops the server after it.
  const [stopCommand, stopArgs] = argv('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  const watchdog = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${[stopCommand, ...stopArgs].join(' ')} >/dev/null 2>&1; rm -rf ${dir}`;
  spawn('sh', ['-c', watchdog], { detached: true, stdio: 'ignore' }).unref();
  process.once('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** Databases (or schemas) made on a server for one run, dropped at stop. */
function onServer(server: () => Promise<string>, stopServer: () => Promise<void>): TestPostgres {
  const made: string[] = [];
  let schemas = false;
  return {
    async database() {
      const url = await server();
      const name = `lebe_test_${process.pid}_${Date.now().toString(36)}${made.length}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        if (!schemas) {
          try {
            await admin.query(`CREATE DATABASE ${name}`);
            made.push(name);
            const next = new URL(url);
            next.pathname = `/${name}`;
            return next.toString();
          } catch {
            schemas = true; // no CREATEDB right: one schema per suite instead
          }
        }
        await admin.query(`CREATE SCHEMA ${name}`);
        made.push(name);
        const next = new URL(url);
        next.searchParams.set('options', `-c search_path=${name}`);
        return next.toString();
      } finally {
        await admin.end();
      }
    },
    async stop() {
      if (made.length === 0) return stopServer();
      const admin = new pg.Client({ connectionString: await server() });
      await admin
        .connect()
        .then(async () => {
          for (const name of made)
            await admin.query(
              schemas ? `DROP SCHEMA IF EXISTS ${name} CASCADE` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
            );
        })
        .catch(() => undefined)
        .finally(() => admin.end().catch(() => undefined));
      await stopServer();
    },
  };
}

/** Debian keeps server binaries per major version; the newest is taken. PG_BIN overrides. */
function binDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function uidOf(user: string): number {
  const result = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`no ${user} user to run PostgreSQL as`);
  return Number(result.stdout.trim());
}

async function connectProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}
