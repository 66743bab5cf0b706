// The ceilings of the request benches, each a bare Koa app in its own process as the product is:
// `node --import tsx bare-koa.ts PORT BODY_FILE` answers the very same JSON body to every request (the practice
// request's ceiling); `... PORT BODY_FILE DB_FILE` parses the posted JSON body, appends one event row to SQLite
// (WAL, synchronous=NORMAL, one transaction) and answers that body (the answer path's ceiling).
import Koa from 'koa';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [port, bodyFile, dbFile] = process.argv.slice(2);
const body = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = new Koa();
if (dbFile) {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY, stream TEXT, id TEXT, type TEXT, data TEXT, metadata TEXT)',
  );
  const insert = db.prepare('INSERT INTO events (stream, id, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
  const append = db.transaction((stream: string, data: unknown) =>
    insert.run(stream, randomUUID(), 'AnswerRecorded', JSON.stringify(data), JSON.stringify({ time: Date.now() })),
  );
  app.use(async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const posted = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { question: string };
    append(`learner-${ctx.get('authorization').slice(-12)}`, posted);
    ctx.status = 201;
    ctx.body = body;
  });
} else
  app.use((ctx) => {
    ctx.body = body;
  });
app.listen(Number(port), '127.0.0.1', () => console.log('bare koa is listening'));
