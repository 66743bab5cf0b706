// `npm test`: the lint, then every workspace's Jest suite in one run. Installs and builds what the browser tests
// need first, so it works on a fresh clone. Jest runs native ESM, which needs the VM modules flag.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
// The whole run starts with the lint: the boundaries (no import cycle, features apart, no HTTP in
// workers or projectors) and the formatting are part of what passing means.
if (process.argv.length <= 2) {
  const lint = spawnSync('npm', ['run', 'lint'], { cwd: root, stdio: 'inherit' });
  if (lint.status !== 0) process.exit(lint.status ?? 1);
}
ensureBuilt();
const args = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...process.argv.slice(2)];
if (process.env.CI) args.push('--ci');
const env = { ...process.env, NODE_NO_WARNINGS: '1', LOG_REQUESTS: 'false' };
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
process.exit(run.status ?? 1);
