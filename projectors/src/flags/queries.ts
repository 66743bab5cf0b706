import {
  evolveFlag,
  FlagRaised,
  initialFlag,
  isEventOf,
  notFound,
  QuestionReported,
  streams,
  type FlagEvent,
  type FlagRecord,
  type RecordedEvent,
} from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { documentFromLog, questionsCollection, usersCollection, type UserDoc } from '../runtime';
import {
  type FlagDoc,
  type ReportedDoc,
  reportedQuestionsCollection,
  flagsCollection,
  flagsProjection,
} from './flags.projection';

/** The flag as its stream holds it now: what an admin's decision reads and answers with, at once after a write. */
export async function loadFlag(events: EventStore, id: string): Promise<FlagDoc> {
  const doc = await documentFromLog(events, flagsProjection, streams.flag(id), id);
  if (!doc) throw notFound('Flag');
  return doc;
}

/** A flag as the lists show it (SPEC §3 Flag): with its user's name and e-mail and the live question. */
export async function withRelations(read: ReadStore, flags: FlagDoc[]): Promise<FlagRecord[]> {
  const users = await Promise.all(
    [...new Set(flags.map((f) => f.user))].map((id) => read.get<UserDoc>(usersCollection, id)),
  );
  const byId = new Map(users.flatMap((u) => (u ? [[u._id, u] as const] : [])));
  const questions = await read.getMany(questionsCollection, [...new Set(flags.map((f) => f.question))]);
  return flags.map((f) => {
    const u = byId.get(f.user);
    const q = questions.get(f.question);
    const { version: _version, ...flag } = f;
    return {
      ...flag,
      status: f.resolved ? 'resolved!' : 'FLAGGED',
      userData: { name: u?.name ?? '(deleted user)', email: u?.email ?? '' },
      questionData: {
        _id: f.question,
        question: typeof q?.question === 'string' ? q.question : '(deleted question)',
        isFlagged: q?.isFlagged === true,
      },
    };
  });
}

/** The questions a learner reported: never served to them again. */
export async function reportedBy(read: ReadStore, learner: string): Promise<string[]> {
  return (await read.get<ReportedDoc>(reportedQuestionsCollection, learner))?.questions ?? [];
}

/** The questions whose flags wait for an admin's decision (the admin list's "Saved for Later"). */
export async function openFlagQuestions(read: ReadStore): Promise<string[]> {
  const open = await read.find<FlagDoc>(flagsCollection, {
    where: { resolved: false },
    pageSize: 500,
    skipTotal: true,
  });
  return [...new Set(open.items.map((f) => f.question))];
}

/**
 * How many different learners have an open report on the question, from the log. Each flag's own stream says
 * whose report it is (its FlagRaised) and whether it is still open (not resolved or deleted). The flags are
 * found by the question's reports stream (QuestionReported, written with each flag since 29 Nov 2026) and, for
 * those raised before it, which have no entry there, by the flags read model, long caught up with them: their
 * FlagRaised is read as the report it was, the log is never rewritten.
 */
export async function openReporters(stores: { events: EventStore; read: ReadStore }, question: string) {
  const [reports, earlier] = await Promise.all([
    stores.events.readStream(streams.questionReports(question)),
    stores.read.find<FlagDoc>(flagsCollection, { where: { question }, pageSize: 1000, skipTotal: true }),
  ]);
  const flags = new Set(earlier.items.map((f) => f._id));
  for (const e of reports) if (isEventOf(QuestionReported, e)) flags.add(e.data.flagId);
  const open = new Set<string>();
  await Promise.all(
    [...flags].map(async (flagId) => {
      const report = reportOf(await stores.events.readStream(streams.flag(flagId)));
      if (report?.question === question && report.open) open.add(report.user);
    }),
  );
  return open.size;
}

/** A flag's stream read as a report: on which question, by whom, and whether it is still open. */
function reportOf(recorded: readonly RecordedEvent[]) {
  const [raised] = recorded;
  if (!raised || !isEventOf(FlagRaised, raised)) return null;
  const flag = recorded.reduce((state, e) => evolveFlag(state, e as RecordedEvent & FlagEvent), initialFlag);
  return {
    question: raised.data.question,
    user: raised.data.user,
    open: flag.exists && !flag.deleted && !flag.resolved,
  };
}
