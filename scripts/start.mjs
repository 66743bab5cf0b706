// `npm start`: from a fresh clone to the running product on the embedded default, on one port.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();

const env = { ...process.env };
const dataDir = resolve(root, env.DATA_DIR || 'data');
env.DATA_DIR = dataDir;
if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) {
  // A first admin is needed to open the console: make one once and say where its password is.
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'admin-credentials.json');
  if (!existsSync(file))
    writeFileSync(file, JSON.stringify({ email: 'admin@lebe.local', password: randomBytes(9).toString('base64url') }), {
      mode: 0o600,
    });
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  env.ADMIN_EMAIL ||= saved.email;
  env.ADMIN_PASSWORD ||= saved.password;
  console.log(
    `Admin account: ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD} (kept in ${file}; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`,
  );
}

// One process (node with tsx's loader): a signal reaches the server itself, which then stops gracefully.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'api', 'src', 'serve.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
