import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { apiEnvVariables } from '../../../api/src/platform/config';

/**
 * The compose files and the image cannot run here (no Docker engine), so this checks what can be
 * checked: each file parses; compose refuses to start without the secrets (no known default); only
 * the API is published; every service restarts and has a health check that fits it (workers by their
 * heartbeat file, MongoDB only as primary); MongoDB asks for a password, KurrentDB serves no AtomPub;
 * each service is given only variables its code reads; the image is built without dev tools and runs
 * the compiled bundle as a non-root user on a Node LTS.
 */
const root = join(process.cwd(), process.cwd().endsWith('workers') ? '..' : '.');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

type Service = {
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
};
const stacks = {
  'compose.yaml': ['api', 'eventstore', 'feeder', 'mongo', 'redis', 'workers'],
  'compose.postgres.yaml': ['api', 'feeder', 'postgres', 'redis', 'workers'],
} as const;
const services = (file: string): Record<string, Service> => parse(read(file), { merge: true }).services;

/** Compose's interpolation of `${NAME}`, `${NAME:-default}`, `${NAME:?error}` and `$$`, as `docker compose config` does it. */
function interpolate(text: string, env: Record<string, string>) {
  return text.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (match, name, kind, word) => {
    if (match === '$$') return '$';
    const value = env[name];
    if (value) return value;
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${word}`);
    return kind === '-' ? word : '';
  });
}

/** Variables a process reads straight from process.env in the read models' modules (e.g. DASHBOARD_PARTITIONS). */
function featureVariables() {
  const dir = join(root, 'projectors/src');
  return readdirSync(dir)
    .filter((feature) => existsSync(join(dir, feature, 'index.ts')))
    .flatMap((feature) =>
      [...read(`projectors/src/${feature}/index.ts`).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
    );
}
const workerVariables = new Set([
  ...[...read('workers/src/main.ts').matchAll(/\b(?:env|process\.env)\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
  ...['DATA_DIR', 'EVENTSTORE_URL', 'READSTORE_URL'], // read through storeConfig
  ...featureVariables(),
]);
const apiVariables = new Set([...apiEnvVariables, ...featureVariables()]);

const secrets = {
  JWT_SECRET: 'j'.repeat(32),
  ADMIN_PASSWORD: 'a-secret',
  MONGO_PASSWORD: 'm1',
  POSTGRES_PASSWORD: 'p1',
};

describe.each(Object.entries(stacks))('%s', (file, names) => {
  const stack = services(file);

  it('declares the stack, every service restarting and with a health check', () => {
    expect(Object.keys(stack).sort()).toEqual([...names]);
    for (const [name, service] of Object.entries(stack)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
    }
    expect(stack.redis.command).toEqual(expect.arrayContaining(['noeviction']));
  });

  it('refuses to start without each secret, and starts with them all', () => {
    const text = read(file);
    const required = [...new Set([...text.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]))].sort();
    expect(required).toEqual(expect.arrayContaining(['ADMIN_PASSWORD', 'JWT_SECRET']));
    for (const name of required) {
      const without = { ...secrets, [name]: '' };
      expect(() => interpolate(text, without)).toThrow(`required variable ${name}`);
    }
    const final = parse(interpolate(text, secrets), { merge: true }).services as Record<string, Service>;
    expect(final.api.environment!.JWT_SECRET).toBe(secrets.JWT_SECRET);
    // No secret has a default written down anywhere.
    expect(text).not.toMatch(/\$\{\w*(SECRET|PASSWORD)\w*:-/);
    for (const service of Object.values(stack))
      for (const [key, value] of Object.entries(service.environment ?? {}))
        if (/SECRET|PASSWORD/.test(key)) expect([key, value]).toEqual([key, expect.stringMatching(/^\$\{\w+:\?/)]);
  });

  it('publishes only the API; the databases stay on the private network', () => {
    const published = Object.entries(stack).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['api']);
  });

  it('checks workers by their heartbeat file and the API by readiness', () => {
    for (const name of ['feeder', 'workers']) {
      const service = stack[name];
      expect(service.command).toEqual(['node', '--enable-source-maps', 'dist/workers.js']);
      const heartbeat = service.environment!.HEARTBEAT_FILE;
      expect(service.healthcheck!.test.join(' ')).toContain(heartbeat);
    }
    expect(stack.api.healthcheck!.test.join(' ')).toContain('/api/health/ready');
    expect(stack.api.depends_on).toBeDefined();
  });

  it('gives the API and the workers only variables they read, with the three store URLs', () => {
    const api = Object.keys(stack.api.environment!);
    expect(api.filter((v) => !apiVariables.has(v))).toEqual([]);
    expect(api).toEqual(expect.arrayContaining(['EVENTSTORE_URL', 'READSTORE_URL', 'REDIS_URL']));
    for (const name of ['feeder', 'workers']) {
      const env = Object.keys(stack[name].environment!);
      expect(env.filter((v) => !workerVariables.has(v))).toEqual([]);
      expect(env).toEqual(expect.arrayContaining(['EVENTSTORE_URL', 'READSTORE_URL', 'REDIS_URL', 'WORKER_ROLE']));
    }
    // Every process of a stack sees the same partitioning of the dashboards.
    const partitions = new Set(['api', 'feeder', 'workers'].map((n) => stack[n].environment!.DASHBOARD_PARTITIONS));
    expect(partitions.size).toBe(1);
  });
});

describe('compose.yaml (KurrentDB + MongoDB)', () => {
  const stack = services('compose.yaml');

  it('points the store URLs at the KurrentDB and authenticated MongoDB adapters', () => {
    const env = stack.api.environment!;
    expect(env.EVENTSTORE_URL).toMatch(/^kurrentdb:\/\//);
    expect(env.READSTORE_URL).toMatch(/^mongodb:\/\/lebe:\$\{MONGO_PASSWORD:\?.*@mongo:27017\/.*replicaSet=rs0/);
  });

  it('runs MongoDB as an authenticated replica set, healthy only as the writable primary', () => {
    expect(stack.mongo.environment).toMatchObject({ MONGO_INITDB_ROOT_USERNAME: 'root' });
    expect(stack.mongo.environment?.MONGO_APP_PASSWORD).toMatch(/^\$\{MONGO_PASSWORD:\?/);
    expect(stack.mongo.entrypoint!.join(' ')).toMatch(/--replSet rs0 .*--keyFile/);
    expect(stack.mongo.healthcheck!.test.join(' ')).toMatch(/quit\(db\.hello\(\)\.isWritablePrimary \? 0 : 1\)/);
  });

  it('serves no AtomPub from KurrentDB', () => {
    expect(stack.eventstore.environment!.KURRENTDB_ENABLE_ATOM_PUB_OVER_HTTP).toBe('false');
  });
});

describe('compose.postgres.yaml', () => {
  it('points both store URLs at the one PostgreSQL', () => {
    const env = services('compose.postgres.yaml').api.environment!;
    expect(env.EVENTSTORE_URL).toMatch(/^postgres:\/\/lebe:\$\{POSTGRES_PASSWORD:\?.*@postgres:5432\/lebe$/);
    expect(env.READSTORE_URL).toBe(env.EVENTSTORE_URL);
  });
});

describe('the production image', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const final = stages.at(-1)!;

  it('installs from the lock file and runs the compiled bundle, not TypeScript', () => {
    expect(dockerfile).toMatch(/npm ci\b/);
    expect(dockerfile).not.toMatch(/npm install\b/);
    expect(final).toMatch(/CMD \["node", .*"dist\/server\.js"\]/);
    expect(final).not.toMatch(/tsx|typescript/);
  });

  it('runs as a non-root user, on a Node LTS, without build tools or dev dependencies', () => {
    expect(final).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^ARG NODE_VERSION=(22|24)$/m);
    expect(final).toMatch(/^node:\$\{NODE_VERSION\}-bookworm-slim/);
    expect(final).not.toMatch(/g\+\+|apt-get|npm ci(?! --omit=dev)/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('keeps secrets, data, builds and installs out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', 'data', '**/dist', '**/node_modules', '.git']) expect(ignored).toContain(entry);
  });
});
