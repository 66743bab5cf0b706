import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { apiEnvVariables } from '../../../server/src/platform/config';

/**
 * compose.yaml cannot run here (no Docker engine), so check what can be checked: it parses, every
 * service the design names is there with a health check where others wait on it, and every variable
 * given to the API and the workers is one the code reads.
 */
const root = join(process.cwd(), process.cwd().endsWith('workers') ? '..' : '.');
const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });
const workerSource = readFileSync(join(root, 'workers/src/main.ts'), 'utf8');
const workerVariables = new Set(
  [...workerSource.matchAll(/\b(?:env|process\.env)\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
);
['DATA_DIR', 'EVENTSTORE_URL', 'READSTORE_URL'].forEach((v) => workerVariables.add(v)); // read through storeConfig

describe('compose.yaml', () => {
  it('declares the distributed stack with health checks', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'eventstore', 'feeder', 'mongo', 'redis', 'workers']);
    for (const name of ['eventstore', 'mongo', 'redis', 'api'])
      expect(compose.services[name].healthcheck).toBeDefined();
    expect(compose.services.redis.command).toEqual(expect.arrayContaining(['noeviction']));
    expect(compose.services.mongo.command).toEqual(expect.arrayContaining(['--replSet']));
  });

  it('gives the API only variables it reads, including the three store URLs', () => {
    const env = Object.keys(compose.services.api.environment);
    expect(env.filter((v) => !apiEnvVariables.includes(v))).toEqual([]);
    expect(env).toEqual(expect.arrayContaining(['EVENTSTORE_URL', 'READSTORE_URL', 'REDIS_URL']));
  });

  it('gives the workers only variables they read', () => {
    for (const service of ['feeder', 'workers']) {
      const env = Object.keys(compose.services[service].environment);
      expect(env.filter((v) => !workerVariables.has(v))).toEqual([]);
      expect(env).toEqual(expect.arrayContaining(['EVENTSTORE_URL', 'READSTORE_URL', 'REDIS_URL', 'WORKER_ROLE']));
    }
  });

  it('points the store URLs at adapters the code accepts', () => {
    const env = compose.services.api.environment;
    expect(env.EVENTSTORE_URL).toMatch(/^kurrentdb:\/\//);
    expect(env.READSTORE_URL).toMatch(/^mongodb:\/\//);
  });
});
