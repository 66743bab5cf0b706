import {
  QuestionCreated,
  QuestionDeleted,
  QuestionWithdrawn,
  isEventOf,
  questionBankDecider,
  questionDecider,
  streamId,
  streams,
  type BankImportedEvent,
} from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import type { BankOptions, BankTarget } from '@lebe/question-bank';
import type { Freshness } from '@lebe/projectors/runtime';
import { handleCommand, handleCreations, loadState, questionCommand, type CommandMeta } from '../../platform/commands';

export type BankProgress = (generated: number, created: number) => void;
export interface BankResult {
  generated: number;
  created: number;
  withdrawn: number;
  /** The log position reached (0 when nothing was appended). */
  position: number;
}

type Deps = { events: EventStore; freshness?: Freshness };
const noWait: Freshness = { awaitPosition: async () => true };
const bankMeta = (): CommandMeta => ({ actor: null, correlationId: 'question-bank', now: new Date() });

/** The imports of a target so far, by the log (never a read model that may be rebuilding). */
async function importsOf(events: EventStore, target: BankTarget): Promise<BankImportedEvent['data'][]> {
  return (await loadState({ events }, streams.questionBank(target), questionBankDecider)).state.imports;
}

/** The generator, loaded only when a bank is imported: its data sets are large, and most starts need none. */
const generator = () => import('@lebe/question-bank');

/** Whether this version of the generator's bank of `target` finished importing. */
export async function bankImported(events: EventStore, target: BankTarget): Promise<boolean> {
  const { bankVersion } = await generator();
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
  const { bankVersion, generateBank } = await generator();
  const upgrade = (await importsOf(events, 'seed')).concat(await importsOf(events, 'full'));
  const meta = bankMeta();
  const items = (function* () {
    for (const { id, fields } of generateBank(options))
      yield { id, command: { type: 'Create', questionId: id, fields, origin: 'generated', owner: null } as const };
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
    position: imported.position,
  };
  if (upgrade.length > 0 && upgrade.every((i) => i.bankVersion !== bankVersion))
    result.withdrawn = await withdrawRetired(
      { ...deps, freshness: deps.freshness ?? noWait },
      await generator(),
      options.languages,
    );
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

/** The generated questions of the log still in the bank (created, neither deleted nor withdrawn), in `languages` if given. */
async function storedGenerated(events: EventStore, languages?: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const asked = (language: string) => !languages || languages.includes(language);
  for (let after = 0; ;) {
    const page = await events.readAll({ after, maxCount: 10_000 });
    if (page.length === 0) return live;
    for (const e of page) {
      if (isEventOf(QuestionCreated, e) && e.data.origin === 'generated' && asked(e.data.fields.targetLanguage))
        live.add(streamId(e.streamName));
      else if (isEventOf(QuestionDeleted, e) || isEventOf(QuestionWithdrawn, e)) live.delete(streamId(e.streamName));
    }
    after = page[page.length - 1].position;
  }
}

/** Withdraws every stored generated question (of `languages`, if given) the current full bank no longer makes. */
async function withdrawRetired(
  deps: Required<Deps>,
  { bankVersion, currentIds }: Awaited<ReturnType<typeof generator>>,
  languages?: string[],
): Promise<number> {
  const current = new Set(currentIds('full', languages));
  const reason = `No longer in the generated bank as of version ${bankVersion} (corrected, dropped or re-graded).`;
  let withdrawn = 0;
  for (const id of await storedGenerated(deps.events, languages)) {
    if (current.has(id)) continue;
    const command = { type: 'Withdraw', reason, bankVersion } as const;
    withdrawn += (await questionCommand(deps, id, command, bankMeta())).events.length;
  }
  return withdrawn;
}
