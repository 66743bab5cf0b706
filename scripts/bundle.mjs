// `node scripts/bundle.mjs`: the server, the workers and the operators' CLIs compiled to plain JavaScript
// under dist/ (what the production image runs: no TypeScript loader at run time). The project's own
// workspaces are bundled in; every npm dependency stays external, installed beside it.
import { build } from 'esbuild';
import { readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './prepare.mjs';

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const external = new Set();
for (const dir of workspaces) {
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith('@lebe/')) external.add(name);
}
// Subpath imports of external packages (e.g. '@noble/hashes/sha2.js') stay external too.
const externals = [...external].flatMap((name) => [name, `${name}/*`]);

// A fresh dist/: chunks of an earlier build would stay beside the new ones.
rmSync(join(root, 'dist'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'api/src/serve.ts',
    workers: 'workers/src/main.ts',
    projections: 'projectors/src/runtime/cli.ts',
    events: 'api/src/features/analysts/cli.ts',
    'questions-generate': 'api/src/features/questions/generate-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: externals,
  logLevel: 'warning',
});
console.log(`dist/: ${readdirSync(join(root, 'dist')).filter((f) => f.endsWith('.js')).length} files`);
