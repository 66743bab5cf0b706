import type { z } from 'zod';
import type { AnyRoute } from '../src/platform/http/route';
import { features } from '../src/main';

// Every field of every route's body and query, sent with a value of the wrong type: a boolean, a list or a set
// of fields where text or a number belongs, text where a number belongs. Each must be refused, naming that field.

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The fields of an object schema, through the wrappers routes use (preprocess, optional, default, refine). */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'pipe') return shapeOf(def.out) ?? shapeOf(def.in);
  if (['optional', 'default', 'nullable', 'prefault', 'catch', 'readonly'].includes(def.type))
    return shapeOf(def.innerType);
  return undefined;
}

/** What a field holds: the kind of its innermost schema (a preprocess's output, an optional's inner one). */
function kindOf(schema: unknown): string {
  const def = defOf(schema);
  if (def.type === 'pipe') return defOf(def.in).type === 'transform' ? kindOf(def.out) : kindOf(def.in);
  if (['optional', 'default', 'nullable', 'prefault', 'catch', 'readonly'].includes(def.type))
    return kindOf(def.innerType);
  if (def.type === 'union') {
    const kinds = new Set((def.options as unknown[]).map(kindOf));
    return kinds.size === 1 ? [...kinds][0]! : 'mixed';
  }
  return def.type;
}

const wrong: Record<string, unknown[]> = {
  number: [true, [], ['3'], { $gt: 0 }, 'three'],
  string: [true, ['a'], { $ne: '' }],
  enum: [true, ['a'], { $ne: '' }],
  boolean: [[], { $ne: false }, 'maybe', 3],
  array: [true, { $ne: 1 }, 3],
  object: [true, 3, 'text'],
  record: [true, 3, 'text'],
};
/** Query values arrive as text or as a list of texts (a repeated parameter); nothing else reaches a query schema. */
const wrongInQuery: Record<string, unknown[]> = {
  number: [['1', '2'], 'three'],
  string: [['a', 'b']],
  enum: [['a', 'b']],
};

/** The level routes take `{ language, level }` and reshape it before their schema sees it: users.int.test sends them wrong types. */
const reshaped = /\/(custom)?levels$/;

export const wrongTypeCases = features.flatMap((feature) =>
  feature.routes
    .filter((route) => !reshaped.test(route.path))
    .flatMap((route) =>
      (['body', 'query'] as const).flatMap((part) => {
        const shape = route[part] && shapeOf(route[part]);
        if (!shape) return [];
        return Object.entries(shape).flatMap(([field, schema]) =>
          ((part === 'query' ? wrongInQuery : wrong)[kindOf(schema)] ?? []).map((value) => ({
            name: `${route.method.toUpperCase()} ${route.path} ${part}.${field} = ${JSON.stringify(value)}`,
            schema: route[part] as z.ZodType,
            route: route as AnyRoute,
            part,
            field,
            value,
          })),
        );
      }),
    ),
);
