// The one test command: every workspace's Jest suite in one run (native ESM needs the VM modules flag).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...process.argv.slice(2)];
if (process.env.CI) args.push('--ci');
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_NO_WARNINGS: '1' } });
process.exit(run.status ?? 1);
