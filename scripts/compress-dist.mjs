// Precompresses a built app's text assets (brotli and gzip, at their best levels) beside them, so the
// server sends the smaller copy without compressing per request: `node scripts/compress-dist.mjs DIR...`.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(entry)) yield path;
  }
}

export function compressDist(dir) {
  let count = 0;
  for (const path of files(dir)) {
    const content = readFileSync(path);
    if (content.length < 200) continue; // too small to gain anything
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const dir of process.argv.slice(2)) console.log(`${dir}: ${compressDist(dir)} files precompressed`);
