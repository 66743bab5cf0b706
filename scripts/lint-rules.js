// The house's own lint rules (eslint.config.js loads them as the `lebe` plugin).
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, join, relative as relativePath } from 'node:path';
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

/** A rule's visitor that checks every node naming a module: imports, re-exports and dynamic imports. */
const onEveryImport = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

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
    return onEveryImport(check);
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
    return onEveryImport(check);
  },
};

/** Test code: test files, test folders, test helpers' folders and the benches. */
const testCode = /\.test\.tsx?$|(^|\/)(test|testing|bench)\//;
const sourceFile = /\.(ts|tsx|js|mjs)$/;

/** Every source file of the repository's workspaces (the root package.json's), tests included. */
function workspaceFiles(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (sourceFile.test(entry.name)) files.push(realpathSync(path));
    }
  };
  for (const workspace of workspaces) walk(join(root, workspace));
  return files;
}

/** Who imports each file of the repository (file -> importing files), built once a run. */
let importers;

function importersOf(file, settings) {
  if (!importers) {
    importers = new Map();
    for (const from of workspaceFiles(process.cwd()))
      for (const target of importsOf(from, settings)) importers.set(target, [...(importers.get(target) ?? []), from]);
  }
  return importers.get(file) ?? [];
}

/**
 * A module that only tests import is a test helper: it belongs in a testing/ folder (or @lebe/testing), not
 * beside production files, where it reads as production code and production code may start to lean on it.
 */
const testHelpersInTesting = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { beside: 'Only tests import this module ({{by}}): a test helper goes in a testing/ folder.' },
  },
  create(context) {
    return {
      Program(node) {
        const me = realpathSync(context.filename);
        const by = importersOf(me, context.settings).map((file) => relativePath(process.cwd(), file));
        if (by.length && by.every((file) => testCode.test(file)))
          context.report({ node, messageId: 'beside', data: { by: by.join(', ') } });
      },
    };
  },
};

export const lebe = {
  rules: {
    'no-cycle': noCycle,
    'kebab-case-files': kebabCaseFiles,
    'no-test-helpers': noTestHelpers,
    'test-helpers-in-testing': testHelpersInTesting,
  },
};
