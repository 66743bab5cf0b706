// Keyword search in the question bank (the admin search box and the questions filter: GET
// /api/admin/questions with q, 20 a page newest first, with the total) on a bank of 1,000,000 real
// generated questions, in the SQLite read store (FTS5 trigram index) and in PostgreSQL (pg_trgm) when
// one is reachable. Before the indexes these took 1.5-3.1 s on the 2.1 M bank: a scan. Goal: 50 ms p95.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type ReadStore, SqliteReadStore } from '@lebe/store';
import { PostgresReadStore } from '@lebe/store/read-store/postgres-read-store';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import type { AppDeps } from '@lebe/api';
import { buildBank, list, timed, type ListFilter } from './admin-questions.bench';
import { scaled, tempDir, type Figure } from './measure';

const cases: [string, ListFilter][] = [
  ['haben (a German word)', { q: 'haben' }],
  ['hund + targetLanguage', { q: 'hund', targetLanguage: 'german' }],
  ['semaine + questionType + level', { q: 'semaine', questionType: 'multiple_choice', level: 4 }],
  ['ecole (accents ignored)', { q: 'ecole' }],
  ['ouvel (inside words)', { q: 'ouvel' }],
  ['the (three letters, very common)', { q: 'the' }],
  ['de (short: whole word, very common)', { q: 'de' }],
  ['la + targetLanguage (short, common)', { q: 'la', targetLanguage: 'french' }],
  ['two words', { q: 'good morning' }],
  ['xylophon (no match)', { q: 'xylophonique' }],
];

export async function keywordSearchBench(): Promise<Figure[]> {
  const size = scaled(1_000_000);
  const figures: Figure[] = [];
  const dir = tempDir('keywords');
  const sqlite = new SqliteReadStore(join(dir, 'read.sqlite'));
  figures.push(...(await measure('SQLite', sqlite, size)));
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });

  const server = await testPostgres({ durable: true });
  if (typeof server === 'string') console.log(`(PostgreSQL skipped: ${server})`);
  else {
    const pg = new PostgresReadStore(await server.database());
    try {
      figures.push(...(await measure('PostgreSQL', pg, size)));
    } finally {
      await pg.close();
      await server.stop();
    }
  }
  return figures;
}

async function measure(name: string, read: ReadStore, size: number): Promise<Figure[]> {
  const writeRate = await buildBank(read, size);
  const deps = { read } as unknown as AppDeps;
  const figures: Figure[] = [
    {
      name: `${name}, bank of ${size.toLocaleString('en-US')}: bulk write with indexes`,
      value: writeRate,
      unit: 'docs/s',
    },
  ];
  for (const [label, filter] of cases) {
    const total = await list(deps, filter, 0);
    const { p50, p95 } = await timed(() => list(deps, filter, 0));
    figures.push(
      { name: `${name}: ${label} (${total.toLocaleString('en-US')}) p50`, value: p50, unit: 'ms' },
      { name: `${name}: ${label} p95`, value: p95, unit: 'ms' },
    );
  }
  return figures;
}
