import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventDefinitions } from '@lebe/domain';
import { projections } from '@lebe/projectors';
import type { AnyProjection } from '@lebe/projectors/runtime';
import { jobs } from '../src/jobs';
import { features } from '../src/main';

/*
 * Each side lists its features once (api/src/main.ts, projectors/src/index.ts, domain/src/index.ts, api/src/jobs.ts);
 * everything else is derived from those lists. These checks fail when a feature's piece was written but never
 * listed, which would otherwise show only at run time (a 404, a read model never built, "not in the catalogue").
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The production .ts files below a folder of the repository (tests and test helpers left out). */
function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split('/').includes('testing'))
    .map((file) => join(root, folder, file));
}

const declaring = (pattern: RegExp, files: string[]) =>
  files.filter((file) => pattern.test(readFileSync(file, 'utf8')));

async function exportsOf(file: string): Promise<[string, unknown][]> {
  return Object.entries((await import(file)) as Record<string, unknown>);
}

const featureFolders = readdirSync(join(root, 'api/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('a feature registered once', () => {
  it('lists every folder of api/src/features in main.ts, under its folder name', () => {
    expect(features.map((feature) => feature.name).sort()).toEqual([...featureFolders].sort());
  });

  it("serves every route a feature's route files export", async () => {
    const served = new Set(features.flatMap((feature) => feature.routes));
    const routeFiles = declaring(/export const \w+: AnyRoute\[\]/, sourcesUnder('api/src/features'));
    expect(routeFiles.length).toBeGreaterThanOrEqual(featureFolders.length);
    const missing: string[] = [];
    for (const file of routeFiles)
      for (const [name, value] of await exportsOf(file))
        if (Array.isArray(value))
          for (const route of value as { method?: string; path?: string }[])
            if (route.method && route.path && !served.has(route as never))
              missing.push(`${route.method.toUpperCase()} ${route.path} (${name} in ${relative(root, file)})`);
    expect(missing).toEqual([]);
  });

  it('gives the workers every job the API defines, the daily ones included', async () => {
    const listed = new Set(jobs);
    const jobFiles = declaring(/= defineJob[<(]/, sourcesUnder('api/src'));
    const defined = (await Promise.all(jobFiles.map(exportsOf))).flat();
    const missing = defined.filter(([, value]) => isJob(value) && !listed.has(value as never)).map(([name]) => name);
    const daily = features.flatMap((feature) => feature.daily ?? []);
    expect(daily.length).toBeGreaterThan(0);
    expect(missing.concat(daily.filter((schedule) => !listed.has(schedule.job)).map((s) => s.id))).toEqual([]);
  });

  it('has every event domain declares in the catalogue reached from @lebe/domain', async () => {
    const catalogued = new Set(eventDefinitions().map((definition) => definition.type));
    const eventFiles = declaring(/defineEvents?\(/, sourcesUnder('domain/src')).filter(
      (file) => !file.endsWith('core/catalogue.ts'),
    );
    const declared = (await Promise.all(eventFiles.map(exportsOf))).flat().filter(([, value]) => isEvent(value));
    expect(declared.length).toBeGreaterThan(40);
    const types = declared.map(([, value]) => (value as { type: string }).type);
    expect(types.filter((type) => !catalogued.has(type))).toEqual([]);
  });

  it('builds every read model a projector feature exports', async () => {
    const built = new Set(
      projections.map((p) => (p as AnyProjection & { partitionOf?: string }).partitionOf ?? p.name),
    );
    const indexes = readdirSync(join(root, 'projectors/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'runtime')
      .map((entry) => join(root, 'projectors/src', entry.name, 'index.ts'));
    const exported = (await Promise.all(indexes.map(exportsOf))).flat().filter(([, value]) => isProjection(value));
    expect(exported.length).toBeGreaterThanOrEqual(20);
    expect(exported.filter(([, p]) => !built.has((p as AnyProjection).name)).map(([name]) => name)).toEqual([]);
  });
});

const isJob = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { run?: unknown }).run === 'function';
const isEvent = (value: unknown) =>
  typeof value === 'object' && value !== null && 'schema' in value && 'category' in value && 'type' in value;
const isProjection = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { kind?: unknown }).kind === 'document' || (value as { kind?: unknown }).kind === 'group') &&
  typeof (value as { evolve?: unknown }).evolve === 'function';
