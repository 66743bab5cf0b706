// `npm test`: the lint and every workspace's Jest suite in one run. Installs and builds what the browser tests
// need first, so it works on a fresh clone. Jest runs native ESM, which needs the VM modules flag.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

/**
 * The lint (the boundaries: no import cycle, features apart, no HTTP in workers or projectors; and the formatting)
 * is part of what passing means. It runs beside the builds and Jest rather than before them: the builds leave a
 * core idle much of the time, and so does Jest's last file. Its output is held and shown at the end.
 */
function startLint() {
  const dir = mkdtempSync(join(tmpdir(), 'lebe-lint-'));
  const log = join(dir, 'lint.log');
  const out = openSync(log, 'w');
  const child = spawn('npm', ['run', 'lint'], { cwd: root, stdio: ['ignore', out, out] });
  const status = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return async () => {
    const code = await status;
    const text = readFileSync(log, 'utf8');
    rmSync(dir, { recursive: true, force: true });
    return { code, text };
  };
}

ensureInstalled();
const lint = process.argv.length <= 2 ? startLint() : undefined;
ensureBuilt();
const args = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...process.argv.slice(2)];
if (process.env.CI) args.push('--ci');
const env = { ...process.env, NODE_NO_WARNINGS: '1', LOG_REQUESTS: 'false' };
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
let status = run.status ?? 1;
if (lint) {
  const { code, text } = await lint();
  console.log(`\nLint (npm run lint): ${code === 0 ? 'clean' : 'FAILED'}`);
  if (code !== 0) {
    console.log(text);
    status = status || code;
  }
}
process.exit(status);
