/** The part of JSON Schema the domain's record contracts use (as zod's toJSONSchema writes them). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
}

/** Where a value broke its schema, and how, said as zod says it. */
export interface Problem {
  path: (string | number)[];
  message: string;
}

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const fits = (type: string, v: unknown) =>
  type === 'integer'
    ? Number.isInteger(v)
    : type === 'number'
      ? typeof v === 'number' && !Number.isNaN(v)
      : kind(v) === type;

/**
 * Checks a value against a schema and returns it with only the properties its schema names (where the schema
 * closes an object), or the first problem found. Types, enums, constants, alternatives, required and known
 * properties, array items and maps are checked; lengths and ranges are the server's to enforce.
 */
export function check(
  schema: JsonSchema,
  value: unknown,
  path: (string | number)[] = [],
): { value: unknown } | Problem {
  const fail = (message: string): Problem => ({ path, message });
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const result = check(option, value, path);
      if (!('message' in result)) return result;
    }
    return fail(`Invalid input: no alternative fits ${kind(value)}`);
  }
  if (schema.const !== undefined && value !== schema.const)
    return fail(`Invalid input: expected ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value))
    return fail(`Invalid option: expected one of ${schema.enum.map((v) => JSON.stringify(v)).join('|')}`);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length && !types.some((t) => fits(t, value)))
    return fail(`Invalid input: expected ${types.join(' or ')}, received ${kind(value)}`);
  if (kind(value) === 'array' && schema.items) {
    const items: unknown[] = [];
    for (const [i, item] of (value as unknown[]).entries()) {
      const result = check(schema.items, item, [...path, i]);
      if ('message' in result) return result;
      items.push(result.value);
    }
    return { value: items };
  }
  if (kind(value) === 'object' && (schema.properties || typeof schema.additionalProperties === 'object')) {
    const object = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? [])
      if (object[key] === undefined)
        return { path: [...path, key], message: 'Invalid input: expected a value, received undefined' };
    for (const [key, item] of Object.entries(object)) {
      const known =
        schema.properties?.[key] ??
        (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (!known) {
        if (schema.additionalProperties !== false) out[key] = item;
        continue;
      }
      if (item === undefined) continue;
      const result = check(known, item, [...path, key]);
      if ('message' in result) return result;
      out[key] = result.value;
    }
    return { value: out };
  }
  return { value };
}
