import { describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { AnyProjection } from './runtime';

/**
 * Each read model's document layout (its document type, as the compiler sees it) is recorded beside its name and
 * version in read-model-layouts.json. A layout that changes under the same name fails: the stores would keep
 * documents of the old layout, so the version goes up (`versioned(name, n + 1)`), which makes every store build
 * the read model again from the log. `UPDATE_READ_MODEL_LAYOUTS=1` records new names and forgets gone ones, never
 * overwriting a recorded layout; `UPDATE_READ_MODEL_LAYOUTS=keep-version` also records a changed layout under its
 * name, for a change the stored documents need not follow (a field that no event before it carries).
 */
const here = import.meta.dirname;
const recordedFile = join(here, 'read-model-layouts.json');
const root = join(here, '..', '..');

function program() {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.node.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  return ts.createProgram([join(here, 'index.ts')], { ...config.options, noEmit: true });
}

/** A type written out whole, properties sorted, so two layouts compare as text. */
function layoutOf(checker: ts.TypeChecker, type: ts.Type, seen: ReadonlySet<ts.Type> = new Set()): string {
  if (seen.has(type)) return checker.typeToString(type);
  const inner = new Set([...seen, type]);
  if (type.isUnion()) return [...new Set(type.types.map((t) => layoutOf(checker, t, inner)))].sort().join(' | ');
  if (checker.isArrayType(type))
    return `${layoutOf(checker, checker.getTypeArguments(type as ts.TypeReference)[0], inner)}[]`;
  if (checker.isTupleType(type))
    return `[${checker.getTypeArguments(type as ts.TypeReference).map((t) => layoutOf(checker, t, inner))}]`;
  // A value added to a field's choices (a new language) leaves the stored documents as they are.
  if (type.isStringLiteral()) return 'string';
  if (type.isNumberLiteral()) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLiteral) return 'boolean';
  if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type);
  const properties = checker.getPropertiesOfType(type).map((p) => {
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(p));
    return `${p.name}${optional}: ${layoutOf(checker, optional ? propertyType : checker.getTypeOfSymbol(p), inner)}`;
  });
  const indexes = checker
    .getIndexInfosOfType(type)
    .map((i) => `[key: ${checker.typeToString(i.keyType)}]: ${layoutOf(checker, i.type, inner)}`);
  return `{ ${[...indexes, ...properties.sort()].join('; ')} }`;
}

/** The registry's entries as written (`usersProjection`, `...dashboardsProjections`), each with its document layout. */
function registryLayouts() {
  const built = program();
  const checker = built.getTypeChecker();
  const index = built.getSourceFile(join(here, 'index.ts'))!;
  let list: ts.ArrayLiteralExpression | undefined;
  index.forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'projections')
      list = node.initializer as ts.ArrayLiteralExpression;
    node.forEachChild(find);
  });
  return list!.elements.map((element) => {
    const expression = ts.isSpreadElement(element) ? element.expression : element;
    const declared = declarationOf(checker, expression);
    const projection = projectionOf(checker, declared);
    // DocumentProjection<E, D> and GroupProjection<E, D, R>: D is the layout of its documents.
    const [, documents] = checker.getTypeArguments(checker.getTypeAtLocation(projection.name) as ts.TypeReference);
    const file = declared.getSourceFile().fileName;
    return { entry: expression.getText(), file, layout: layoutOf(checker, documents) };
  });
}

function declarationOf(checker: ts.TypeChecker, at: ts.Node) {
  const symbol = checker.getSymbolAtLocation(at)!;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return target.declarations![0] as ts.VariableDeclaration;
}

/** The projection a registry entry is: itself, or the one a call splits into partitions (its first argument). */
function projectionOf(checker: ts.TypeChecker, declared: ts.VariableDeclaration): ts.VariableDeclaration {
  const init = declared.initializer;
  return init && ts.isCallExpression(init)
    ? projectionOf(checker, declarationOf(checker, init.arguments[0]))
    : declared;
}

/** Each read model's name as it runs (version included, partitions folded into their read model). */
async function namesOf(entry: string, file: string): Promise<string[]> {
  const value = (await import(file))[entry] as AnyProjection | AnyProjection[];
  return [...new Set([value].flat().map((p) => p.partitionOf ?? p.name))];
}

describe('read model layouts', () => {
  it('change only with a new version of the read model, so every store builds it again', async () => {
    const recorded: Record<string, string> = JSON.parse(readFileSync(recordedFile, 'utf8'));
    const current: Record<string, string> = {};
    for (const { entry, file, layout } of registryLayouts())
      for (const name of await namesOf(entry, file)) current[name] = layout;
    const update = process.env.UPDATE_READ_MODEL_LAYOUTS;
    const keepVersion = update === 'keep-version';
    if (update) {
      const kept = Object.fromEntries(
        Object.entries(current).map(([name, layout]) => [name, keepVersion ? layout : (recorded[name] ?? layout)]),
      );
      writeFileSync(recordedFile, `${JSON.stringify(kept, null, 2)}\n`);
      Object.assign(recorded, kept);
    }
    const changed = Object.keys(current).filter(
      (name) => recorded[name] !== undefined && recorded[name] !== current[name],
    );
    expect(changed.map((name) => `${name}: its documents changed layout; raise its version (versioned)`)).toEqual([]);
    const unrecorded = Object.keys(current).filter((name) => recorded[name] === undefined);
    expect(unrecorded.map((name) => `${name}: record its layout (UPDATE_READ_MODEL_LAYOUTS=1)`)).toEqual([]);
    expect(Object.keys(current).length).toBeGreaterThan(20);
  });
});
