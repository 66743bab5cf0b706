import { createHash } from 'node:crypto';
import { UnknownFieldError, type Condition, type Scalar } from './port';

export const tableOf = (collection: string) => `rm_${collection}`;

/**
 * A declared field as SQL. Documents are JSONB; a field is compared as JSONB (numbers as numbers,
 * strings as strings), with JSON null and a missing field both SQL NULL, as on SQLite. Indexes are
 * built on the very same expressions, NULLs first, so that sorts can walk them.
 */
export const fieldSql = (name: string) => (name === '_id' ? 'id' : `nullif(doc -> '${name}', 'null'::jsonb)`);

/** PostgreSQL cuts names at 63 bytes: longer index names end in a hash of the whole. */
export function indexName(table: string, fields: string[]): string {
  const name = `${table}__${fields.join('_')}`;
  return name.length <= 63
    ? name
    : `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
}

/** Builds parameterised WHERE clauses; parameters are numbered from where `params` already is. */
export class Where {
  readonly clauses: string[] = [];
  constructor(readonly params: unknown[] = []) {}

  private param(value: unknown, field: string): string {
    this.params.push(field === '_id' ? value : JSON.stringify(value));
    return field === '_id' ? `$${this.params.length}::text` : `$${this.params.length}::jsonb`;
  }

  add(field: string, condition: Condition) {
    const column = fieldSql(field);
    if (condition === null) return void this.clauses.push(`${column} IS NULL`);
    if (typeof condition !== 'object') return void this.clauses.push(`${column} = ${this.param(condition, field)}`);
    const ops: [keyof typeof condition, string][] = [
      ['gt', '>'],
      ['gte', '>='],
      ['lt', '<'],
      ['lte', '<='],
    ];
    for (const [key, sql] of ops)
      if (condition[key] !== undefined) this.clauses.push(`${column} ${sql} ${this.param(condition[key], field)}`);
    if (condition.ne !== undefined)
      this.clauses.push(
        condition.ne === null
          ? `${column} IS NOT NULL`
          : `(${column} IS NULL OR ${column} <> ${this.param(condition.ne, field)})`,
      );
    if (condition.in) {
      const values = condition.in.filter((v): v is Exclude<Scalar, null> => v !== null);
      this.params.push(field === '_id' ? values : values.map((v) => JSON.stringify(v)));
      const any = `${column} = ANY($${this.params.length}::${field === '_id' ? 'text' : 'jsonb'}[])`;
      this.clauses.push(condition.in.includes(null) ? `(${any} OR ${column} IS NULL)` : any);
    }
  }

  /** Keeps documents whose search text holds the needle (see keywordNeedle). */
  keyword(needle: string) {
    this.params.push(`%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    this.clauses.push(`search LIKE $${this.params.length}`);
  }

  sql() {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

export function checkField(allowed: Set<string>, collection: string, field: string) {
  if (!allowed.has(field)) throw new UnknownFieldError(collection, field);
}

export const orderSql = (sort: [string, 'asc' | 'desc'][]) =>
  sort.map(([f, dir]) => `${fieldSql(f)} ${dir === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`).join(', ');
