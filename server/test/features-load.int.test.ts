import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

describe('the feature list', () => {
  it('gives the workers every projection and job without loading Koa or any HTTP package', () => {
    const tsx = join(here, '../../node_modules/.bin/tsx');
    const out = execFileSync(tsx, [join(here, 'load-features.ts')], { encoding: 'utf8' });
    const report = JSON.parse(out.trim().split('\n').pop()!);
    expect(report.projections).toBeGreaterThanOrEqual(12);
    expect(report.jobs).toBeGreaterThanOrEqual(1);
    expect(report.http).toEqual([]);
  });
});
