// The house's own lint rules (eslint.config.js loads them as the `lebe` plugin).
import { readFileSync, realpathSync } from 'node:fs';
import { basename, relative as relativePath } from 'node:path';
import resolve from 'eslint-module-utils/resolve.js';
import ts from 'typescript';

/** Every module a file imports, type-only imports included: (file -> resolved files), cached for the run. */
const edges = new Map();

function importsOf(file, settings) {
  let found = edges.get(file);
  if (found) return found;
  found = [];
  edges.set(file, found);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolved(fileName, file, settings);
    if (target) found.push(target);
  }
  return found;
}

/** The project file a specifier names, or null for a package outside the repository. */
function resolved(specifier, from, settings) {
  const path = resolve.relative(specifier, from, settings);
  if (!path) return null;
  const real = realpathSync(path);
  return real.includes('/node_modules/') ? null : real;
}

/** The shortest import path from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal, settings) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file, settings)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const path = [next];
        for (let at = file; at; at = cameFrom.get(at)) path.unshift(at);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/**
 * No import circle, `import type` included: eslint-plugin-import's no-cycle skips type-only imports, yet a
 * circle of types still ties the modules together (one cannot be understood, moved or split without the other).
 */
const noCycle = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import circle: {{path}}.' } },
  create(context) {
    const me = realpathSync(context.filename);
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolved(node.source.value, me, context.settings);
      if (!target || target === me) return;
      const back = pathBack(target, me, context.settings);
      if (!back) return;
      const path = [me, ...back].map((file) => relativePath(process.cwd(), file)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { path } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Names that tools choose (Dockerfile, README.md, …) are not checked: only the project's own modules. */
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File names are kebab-case: {{name}}.' } },
  create(context) {
    const name = basename(context.filename);
    return {
      Program(node) {
        if (!kebab.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

/** A test helper: @lebe/testing or anything in a testing/ folder. */
const testHelper = /^@lebe\/testing(\/|$)|(^|\/)testing(\/|$)/;

const noTestHelpers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { helper: 'Production code imports no test helper ({{source}}): test helpers serve tests only.' },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && testHelper.test(source)) {
        context.report({ node, messageId: 'helper', data: { source } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const lebe = {
  rules: { 'no-cycle': noCycle, 'kebab-case-files': kebabCaseFiles, 'no-test-helpers': noTestHelpers },
};
