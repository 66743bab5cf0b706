// Preloaded (`node --import`) into a process under test: writes every module it loads to LOADS_FILE,
// ES modules through a resolve hook (they never reach require's cache) and CommonJS ones at exit.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.LOADS_FILE;
if (!file) throw new Error('LOADS_FILE is required');
const hooks = `
  import { appendFileSync } from 'node:fs';
  export async function resolve(specifier, context, next) {
    const resolved = await next(specifier, context);
    appendFileSync(${JSON.stringify(file)}, resolved.url + '\\n');
    return resolved;
  }`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
process.on('exit', () => appendFileSync(file, Object.keys(createRequire(import.meta.url).cache).join('\n') + '\n'));
