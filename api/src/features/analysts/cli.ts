// `npm run events -- <command>`: the analysts' tools. See docs/analysts.md.
import { appendFileSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eventDefinitions, catalogueEntries, catalogueMarkdown } from '@lebe/domain';
import { openEventStore, storeConfig } from '@lebe/store';
import { projections as productProjections } from '@lebe/projectors';
import { dumpCollection } from './dump';
import { exportEvents, type ExportFormat } from './export';
import { progressBar } from './progress';
import { analyticsKey } from './pseudonymise';
import { loadProjections, replay } from './replay';

const usage = `Usage: npm run events -- <command>
  catalogue [--check] [--json]        write docs/events.md (or check it is current, or print JSON)
  export [--format ndjson|csv] [--out FILE] [--category C,..] [--type T,..]
         [--from-position N] [--to-position N] [--from DATE] [--to DATE] [--include-personal]
  replay <module.ts> --out FILE.sqlite [--until-position N | --until-date DATE]
  asof <projection> (--position N | --date DATE) --out FILE.sqlite
  dump <FILE.sqlite> <collection> [--format ndjson|csv] [--out FILE]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'boolean' },
    json: { type: 'boolean' },
    format: { type: 'string', default: 'ndjson' },
    out: { type: 'string' },
    category: { type: 'string' },
    type: { type: 'string' },
    'from-position': { type: 'string' },
    'to-position': { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    'include-personal': { type: 'boolean' },
    'until-position': { type: 'string' },
    'until-date': { type: 'string' },
    position: { type: 'string' },
    date: { type: 'string' },
    'page-size': { type: 'string' },
  },
});

const fail = (message: string): never => {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
};
const list = (v?: string) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
const int = (v: string | undefined, name: string) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : fail(`--${name} must be a whole number`);
};
const date = (v: string | undefined, name: string) => {
  if (v === undefined) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? fail(`--${name} must be a date (ISO 8601)`) : d;
};
const format = (): ExportFormat =>
  values.format === 'csv' || values.format === 'ndjson' ? values.format : fail('--format is ndjson or csv');
const output = () => (values.out ? createWriteStream(values.out) : process.stdout);
const finish = (out: NodeJS.WritableStream) =>
  out === process.stdout ? Promise.resolve() : new Promise<void>((done) => out.end(() => done()));

const config = storeConfig();
/** The product's read store: a replay or time travel must never write into it. */
const separateStore = (out: string | undefined) => {
  if (!out) fail('--out FILE.sqlite is required: replays go to their own store');
  if (resolve(out!) === resolve(config.dataDir, 'read.sqlite'))
    fail('--out is the product read store; choose another file');
  return resolve(out!);
};

const [command, ...args] = positionals;
switch (command) {
  case 'catalogue': {
    const page = fileURLToPath(new URL('../../../../docs/events.md', import.meta.url));
    const markdown = catalogueMarkdown(eventDefinitions());
    if (values.json) console.log(JSON.stringify(catalogueEntries(eventDefinitions()), null, 2));
    else if (values.check) {
      if (readFileSync(page, 'utf8') !== markdown) fail('docs/events.md is stale: run `npm run events -- catalogue`');
      console.error('docs/events.md is current');
    } else {
      writeFileSync(page, markdown);
      console.error(`wrote ${page} (${eventDefinitions().length} event types)`);
    }
    break;
  }
  case 'export': {
    const includePersonal = values['include-personal'] === true;
    if (includePersonal) {
      // Personal data in clear is an explicit, recorded choice.
      const line = `${new Date().toISOString()} ${userInfo().username} events ${process.argv.slice(2).join(' ')}\n`;
      mkdirSync(config.dataDir, { recursive: true });
      appendFileSync(resolve(config.dataDir, 'analytics-audit.log'), line);
      console.error(
        `WARNING: exporting personal data in clear; logged in ${resolve(config.dataDir, 'analytics-audit.log')}`,
      );
    }
    const events = await openEventStore(config);
    const out = output();
    const bar = progressBar('export');
    const result = await exportEvents(events, out, {
      format: format(),
      includePersonal,
      key: includePersonal ? '' : analyticsKey(config.dataDir),
      categories: list(values.category),
      types: list(values.type),
      fromPosition: int(values['from-position'], 'from-position'),
      toPosition: int(values['to-position'], 'to-position'),
      from: date(values.from, 'from'),
      to: date(values.to, 'to'),
      pageSize: int(values['page-size'], 'page-size'),
      onProgress: bar.update,
    });
    bar.done(result.head, result.head, result.exported);
    await finish(out);
    await events.close();
    console.error(
      `exported ${result.exported} of ${result.scanned} events (erased learners left out: ${result.erasedLearners})`,
    );
    break;
  }
  case 'replay':
  case 'asof': {
    const out = separateStore(values.out);
    const projections =
      command === 'replay'
        ? await loadProjections(args[0] ?? fail('replay needs the path of a projection module'))
        : [
            productProjections.find((p) => p.name === args[0]) ??
              fail(`asof needs one of: ${productProjections.map((p) => p.name).join(', ')}`),
          ];
    const events = await openEventStore(config);
    const result = await replay(events, projections, {
      out,
      untilPosition: int(command === 'asof' ? values.position : values['until-position'], 'position'),
      untilDate: date(command === 'asof' ? values.date : values['until-date'], 'date'),
    });
    await events.close();
    console.error(`replayed ${projections.map((p) => p.name).join(', ')} up to position ${result.until} into ${out}`);
    for (const [collection, count] of Object.entries(result.counts))
      console.error(`  ${collection}: ${count} documents`);
    break;
  }
  case 'dump': {
    const [file, collection] = args;
    if (!file || !collection) fail('dump needs a SQLite file and a collection');
    const out = output();
    const count = await dumpCollection(resolve(file), collection, out, format());
    await finish(out);
    console.error(`wrote ${count} documents of ${collection}`);
    break;
  }
  default:
    fail(command ? `Unknown command ${command}` : 'A command is needed');
}
