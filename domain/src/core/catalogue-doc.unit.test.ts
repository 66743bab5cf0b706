import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eventDefinitions } from '..';
import { catalogueEntries, catalogueMarkdown } from './catalogue-doc';

const page = fileURLToPath(new URL('../../../docs/events.md', import.meta.url));

describe('event catalogue', () => {
  it('lists every defined event with its fields, and marks personal data', () => {
    const entries = catalogueEntries(eventDefinitions());
    expect(entries.length).toBe(eventDefinitions().length);
    const registered = entries.find((e) => e.type === 'UserRegistered')!;
    expect(registered.stream).toBe('user-<id>');
    expect(registered.fields.map((f) => [f.path, f.personal])).toEqual(
      expect.arrayContaining([
        ['name', 'text'],
        ['email', 'text'],
        ['userId', 'id'],
        ['isAdmin', null],
      ]),
    );
  });

  it('docs/events.md is current (regenerate with `npm run events -- catalogue`)', () => {
    expect(readFileSync(page, 'utf8')).toBe(catalogueMarkdown(eventDefinitions()));
  });
});
