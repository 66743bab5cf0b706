import {
  QuestionCreated,
  QuestionDeleted,
  QuestionEdited,
  questionFieldsSchema,
  type QuestionFields,
  QuestionWithdrawn,
  isEventOf,
  questionBankDecider,
  questionDecider,
  streamId,
  streams,
  type BankImportedEvent,
} from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import type { BankOptions, BankTarget, bankVersion, currentIds, generateBank } from '@lebe/question-bank';
import type { Freshness } from '@lebe/projectors/runtime';
import { handleCommand, handleCreations, loadState, questionCommand, type CommandMeta } from '../../platform/commands';

export type BankProgress = (generated: number, created: number) => void;
export interface BankResult {
  generated: number;
  created: number;
  withdrawn: number;
  /** Stored generated questions the generator now makes differently under the same id, edited to match. */
  revised: number;
  /** The log position reached (0 when nothing was appended). */
  position: number;
}

/** What an import reads of the generator: the real one unless a test gives a small bank built the same way. */
export interface Bank {
  bankVersion: typeof bankVersion;
  generateBank: typeof generateBank;
  currentIds: typeof currentIds;
  /** The only languages it makes (all when unset): an upgrade withdraws nothing of the others. */
  languages?: string[];
}

/**
 * The generator's bank of a few languages only (SEED_LANGUAGES), recorded under its own version: the
 * whole bank is imported at the first start without the setting.
 */
export const languagesBank = (bank: Bank, languages: string[]): Bank => ({
  bankVersion: `${bank.bankVersion}+${[...languages].sort().join('+')}`,
  generateBank: (options = {}) => bank.generateBank({ ...options, languages: options.languages ?? languages }),
  currentIds: (target, asked) => bank.currentIds(target, asked ?? languages),
  languages,
});
type Deps = { events: EventStore; freshness?: Freshness; bank?: Bank };
const noWait: Freshness = { awaitPosition: async () => true };
const bankCorrelation = 'question-bank';
const bankMeta = (): CommandMeta => ({ actor: null, correlationId: bankCorrelation, now: new Date() });

/** The imports of a target so far, by the log (never a read model that may be rebuilding). */
async function importsOf(events: EventStore, target: BankTarget): Promise<BankImportedEvent['data'][]> {
  return (await loadState({ events }, streams.questionBank(target), questionBankDecider)).state.imports;
}

/** The generator, loaded only when a bank is imported: its data sets are large, and most starts need none. */
const generator = (bank?: Bank): Promise<Bank> => (bank ? Promise.resolve(bank) : import('@lebe/question-bank'));

/** Whether this version of the generator's bank of `target` finished importing. */
export async function bankImported(events: EventStore, target: BankTarget, bank?: Bank): Promise<boolean> {
  const { bankVersion } = await generator(bank);
  return (await importsOf(events, target)).some((i) => i.bankVersion === bankVersion);
}

/**
 * Puts the generated bank into the log through the one write path: each question is decided by the
 * question decider (a creation on a stream that does not exist yet) and validated by the catalogue,
 * then imported in batches; streams that exist are left alone, so an import cut off anywhere is
 * completed by the next run and never adds a question twice. An upgrade's import also withdraws the
 * stored questions this version of the generator no longer makes (found wrong, ambiguous, re-graded),
 * as events an analyst can read. The import ends by recording itself: its absence makes the next start
 * import again.
 */
export async function importBank(
  deps: Deps,
  options: BankOptions & { target: BankTarget },
  onProgress: BankProgress = () => undefined,
): Promise<BankResult> {
  const { events } = deps;
  const bank = await generator(deps.bank);
  const { bankVersion, generateBank } = bank;
  const languages = options.languages ?? bank.languages;
  const earlier = (await importsOf(events, 'seed')).concat(await importsOf(events, 'full'));
  const upgrade = earlier.length > 0 && earlier.every((i) => i.bankVersion !== bankVersion);
  const meta = bankMeta();
  // On an upgrade, what the log holds of each generated question, to revise those the generator now
  // makes differently under the same id (new wrong answers, accepted variants, a level).
  const stored = upgrade ? await storedGenerated(events, languages) : new Map<string, Fields | null>();
  const revisions: { id: string; fields: Fields }[] = [];
  const items = (function* () {
    for (const { id, fields } of generateBank(options)) {
      const before = stored.get(id);
      if (before) {
        const now = questionFieldsSchema.parse(fields);
        if (differs(before, now)) revisions.push({ id, fields: now });
      }
      yield { id, command: { type: 'Create', questionId: id, fields, origin: 'generated', owner: null } as const };
    }
  })();
  const imported = await handleCreations(
    deps,
    {
      stream: streams.question,
      decider: questionDecider,
      items,
      batchSize: 2000,
      onBatch: ({ decided, created }) => onProgress(decided, created),
    },
    meta,
  );
  const result: BankResult = {
    generated: imported.decided,
    created: imported.created,
    withdrawn: 0,
    revised: 0,
    position: imported.position,
  };
  const writer = { ...deps, freshness: deps.freshness ?? noWait };
  for (const { id, fields } of revisions)
    result.revised += (await questionCommand(writer, id, { type: 'Edit', fields }, meta)).events.length;
  if (upgrade) result.withdrawn = await withdrawRetired(writer, bank, stored, languages);
  // A subset of languages is not the bank: only a whole import is recorded as done.
  if (options.languages) return result;
  const done: BankImportedEvent['data'] = {
    bankVersion,
    target: options.target,
    generated: result.generated,
    created: result.created,
    withdrawn: result.withdrawn,
  };
  const recorded = await handleCommand(
    { events, freshness: deps.freshness ?? noWait },
    streams.questionBank(options.target),
    questionBankDecider,
    { type: 'RecordImport', ...done },
    meta,
  );
  result.position = recorded.position;
  return result;
}

type Fields = QuestionFields;
const differs = (a: Fields, b: Fields) =>
  (Object.keys(b) as (keyof Fields)[]).some((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));

/**
 * The generated questions of the log still in the bank (created, neither deleted nor withdrawn), in
 * `languages` if given, with their fields as the log holds them now (null once someone edited it by hand).
 */
async function storedGenerated(events: EventStore, languages?: string[]): Promise<Map<string, Fields | null>> {
  const live = new Map<string, Fields | null>();
  const asked = (language: string) => !languages || languages.includes(language);
  for (let after = 0; ;) {
    const page = await events.readAll({ after, maxCount: 10_000 });
    if (page.length === 0) return live;
    for (const e of page) {
      const id = streamId(e.streamName);
      if (isEventOf(QuestionCreated, e) && e.data.origin === 'generated' && asked(e.data.fields.targetLanguage))
        live.set(id, e.data.fields);
      // A question someone edited by hand is theirs now: its fields leave the map (never revised by the bank).
      else if (isEventOf(QuestionEdited, e) && live.has(id)) {
        const was = live.get(id);
        live.set(id, was && e.metadata.correlationId === bankCorrelation ? { ...was, ...e.data.changes } : null);
      } else if (isEventOf(QuestionDeleted, e) || isEventOf(QuestionWithdrawn, e)) live.delete(id);
    }
    after = page[page.length - 1].position;
  }
}

/** Withdraws every stored generated question (of `languages`, if given) the current full bank no longer makes. */
async function withdrawRetired(
  deps: Required<Omit<Deps, 'bank'>>,
  { bankVersion, currentIds }: Bank,
  stored: Map<string, Fields | null>,
  languages?: string[],
): Promise<number> {
  // What either bank still makes (the seed's few days of dates, say, are not all among the full bank's).
  const current = new Set([...currentIds('full', languages), ...currentIds('seed', languages)]);
  const reason = `No longer in the generated bank as of version ${bankVersion} (corrected, dropped or re-graded).`;
  let withdrawn = 0;
  for (const id of stored.keys()) {
    if (current.has(id)) continue;
    const command = { type: 'Withdraw', reason, bankVersion } as const;
    withdrawn += (await questionCommand(deps, id, command, bankMeta())).events.length;
  }
  return withdrawn;
}
