import { z } from 'zod';
import type { EventDefinition } from './catalogue';
import { personIdFields, personStreamCategories, personalTextFields } from './personal-data';

export interface CatalogueField {
  /** Dotted path; `[]` marks the items of an array. */
  path: string;
  type: string;
  required: boolean;
  personal: 'text' | 'id' | null;
}

export interface CatalogueEntry {
  type: string;
  category: string;
  stream: string;
  description: string;
  version: number;
  upcasters: string[];
  fields: CatalogueField[];
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  format?: string;
};

function typeName(s: JsonSchema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(typeName).join(' \\| ');
  if (s.type === 'array') return `${s.items ? typeName(s.items) : 'unknown'}[]`;
  const t = Array.isArray(s.type) ? s.type.join(' \\| ') : (s.type ?? 'unknown');
  return s.format ? `${t} (${s.format})` : t;
}

function fieldsOf(schema: JsonSchema, prefix = ''): CatalogueField[] {
  const out: CatalogueField[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const personal = personalTextFields.includes(name) ? 'text' : personIdFields.includes(name) ? 'id' : null;
    out.push({
      path,
      type: prop.properties ? 'object' : typeName(prop),
      required: !!schema.required?.includes(name),
      personal,
    });
    if (prop.properties) out.push(...fieldsOf(prop, `${path}.`));
    if (prop.type === 'array' && prop.items?.properties) out.push(...fieldsOf(prop.items, `${path}[].`));
  }
  return out;
}

/** The catalogue as data, sorted by category then type: what the admin endpoint serves and the page shows. */
export function catalogueEntries(definitions: readonly EventDefinition[]): CatalogueEntry[] {
  return [...definitions]
    .sort((a, b) => a.category.localeCompare(b.category) || a.type.localeCompare(b.type))
    .map((d) => ({
      type: d.type,
      category: d.category,
      stream: `${d.category}-<id>`,
      description: d.description,
      version: d.version,
      // No event has changed shape yet; an upcaster would be listed here with the versions it bridges.
      upcasters: [],
      fields: fieldsOf(z.toJSONSchema(d.schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema),
    }));
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/events.md: generated, never edited by hand (`npm run events -- catalogue`). */
export function catalogueMarkdown(definitions: readonly EventDefinition[]): string {
  const entries = catalogueEntries(definitions);
  const categories = [...new Set(entries.map((e) => e.category))];
  const lines = [
    '# Event catalogue',
    '',
    '<!-- Generated from the zod schemas in domain/ by `npm run events -- catalogue`. Do not edit by hand. -->',
    '',
    `${entries.length} event types in ${categories.length} stream categories. A stream is named \`<category>-<id>\`;`,
    'every event also carries metadata: `actor` (user id or null), `correlationId`, optional `causationId`,',
    '`time` (ISO 8601) and `schemaVersion`.',
    '',
    `Personal data, pseudonymised in exports unless \`--include-personal\` is given: free text in fields named ${personalTextFields.map((f) => `\`${f}\``).join(', ')};`,
    `person ids in fields named ${personIdFields.map((f) => `\`${f}\``).join(', ')}, in \`actor\`, and in the id part of the streams of categories ${personStreamCategories.map((c) => `\`${c}\``).join(', ')}.`,
    '',
    '| Category | Event types |',
    '| --- | --- |',
    ...categories.map(
      (c) =>
        `| \`${c}\` | ${entries
          .filter((e) => e.category === c)
          .map((e) => `[${e.type}](#${e.type.toLowerCase()})`)
          .join(', ')} |`,
    ),
  ];
  for (const e of entries) {
    lines.push('', `## ${e.type}`, '', cell(e.description), '');
    lines.push(`- Stream: \`${e.stream}\``, `- Schema version: ${e.version}`);
    lines.push(`- Upcasters: ${e.upcasters.length ? e.upcasters.join(', ') : 'none'}`, '');
    if (e.fields.length === 0) {
      lines.push('No data fields.');
      continue;
    }
    lines.push('| Field | Type | Required | Personal |', '| --- | --- | --- | --- |');
    for (const f of e.fields)
      lines.push(
        `| \`${f.path}\` | ${f.type} | ${f.required ? 'yes' : 'no'} | ${f.personal === 'text' ? 'text' : f.personal === 'id' ? 'person id' : ''} |`,
      );
  }
  return `${lines.join('\n')}\n`;
}
