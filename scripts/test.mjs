// `npm test`: every workspace's Jest suite in one run. Installs and builds what the browser tests
// need first, so it works on a fresh clone. Jest runs native ESM, which needs the VM modules flag.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();
const args = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...process.argv.slice(2)];
if (process.env.CI) args.push('--ci');
const env = { ...process.env, NODE_NO_WARNINGS: '1', LOG_REQUESTS: 'false' };
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
process.exit(run.status ?? 1);
