// Shared by `npm start` and `npm test`: installs dependencies and builds the web and admin apps
// when they are missing or older than their sources. Uses only Node built-ins (runs before install).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDist } from './compress-dist.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker) || statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs + 1000) {
    console.log('Installing dependencies (the first time builds better-sqlite3 from source, about 2 minutes)...');
    // A fresh clone installs exactly the lock file; an existing install follows a changed one.
    run('npm', [existsSync(marker) ? 'install' : 'ci', '--no-audit', '--no-fund']);
  }
}

/** Builds web/ and admin/ unless their dist is newer than their sources and the shared domain code. */
export function ensureBuilt() {
  for (const app of ['web', 'admin']) {
    const dist = join(root, app, 'dist', 'index.html');
    if (!existsSync(join(root, app, 'index.html'))) continue;
    const sources = Math.max(newest(join(root, app)), newest(join(root, 'domain', 'src')));
    if (existsSync(dist) && statSync(dist).mtimeMs >= sources) continue;
    console.log(`Building ${app}/ ...`);
    run('npm', ['run', 'build', '-w', app]);
    compressDist(join(root, app, 'dist'));
  }
}
