import {
  factDecider,
  gradeAnswer,
  isEventOf,
  AnswerRecorded,
  QuestionEdited,
  QuestionRegraded,
  regradeStream,
  streams,
  type QuestionRegradedEvent,
  type RegradeEvent,
  type RegradeStatus,
} from '@lebe/domain';
import { answerIndexCollection, answerIndexProjection, type AnswerIndexDoc } from '@lebe/projectors/practice';
import { questionFromLog } from '@lebe/projectors/questions';
import type { EventStore, ReadStore } from '@lebe/store';
import { commandOn, type CommandMeta } from '../commands';
import type { AppDeps } from '../deps';
import { defineJob } from '../jobs/jobs';

/** Re-grades are facts on the learner's stream, like the answers they correct. */
const regradeCommand = commandOn(
  streams.learner,
  factDecider((events: RegradeEvent[]) => events),
);
/** The end of a re-grade, on the question's re-grade stream: what its teacher is shown. */
const regradedCommand = commandOn(
  regradeStream,
  factDecider((event: QuestionRegradedEvent) => [event]),
);
const pageSize = 500;
const wrong = (score: string) => score === 'incorrect';
/** A job appends without waiting on read models: it may run where none are built (a worker). */
const noWait = { awaitPosition: async () => true };

interface Stores {
  events: EventStore;
  read: ReadStore;
}

/**
 * Issue 26 item 6: after a question's key was corrected (or an accepted answer added), every answer
 * already given to it is graded again against the question as that edit (`edit`, a log position; the
 * latest by default) left it, so that each edit's re-grade counts its own changes (the answer index
 * says where each answer is). An answer whose verdict changes (wrong → right or right → wrong) is
 * recorded as `AnswerRegraded` on its learner's stream; the read models that counted it move it. Asked
 * twice, the second run finds nothing to change.
 */
export async function regradeQuestion(stores: Stores, questionId: string, meta: CommandMeta, edit?: number) {
  const deps = { ...stores, freshness: noWait };
  const question = await questionFromLog(stores.events, questionId, edit);
  const counts = { regraded: 0, nowRight: 0, nowWrong: 0 };
  for (let page = 1; ; page++) {
    const found = await stores.read.find<AnswerIndexDoc>(answerIndexCollection, {
      where: { question: questionId },
      sort: [['_id', 'asc']],
      page,
      pageSize,
      skipTotal: true,
    });
    for (const doc of found.items) {
      const events: RegradeEvent[] = [];
      for (const indexed of doc.answers) {
        const recorded = await stores.events.readEvent(indexed.position);
        if (!recorded || !isEventOf(AnswerRecorded, recorded)) continue;
        const a = recorded.data;
        const now = gradeAnswer(question, { answer: a.answer });
        if (wrong(now.score) === wrong(indexed.score)) continue;
        const to = wrong(now.score) ? { score: 'incorrect' as const, pointscore: 0 } : now;
        const from = { score: indexed.score as RegradeEvent['data']['from']['score'], pointscore: indexed.pointscore };
        events.push({
          type: 'AnswerRegraded',
          data: {
            question: questionId,
            position: indexed.position,
            answeredAt: recorded.metadata.time,
            answer: a.answer,
            from,
            to,
            language: a.language,
            level: a.level,
            questionType: a.questionType,
            knowledgeType: a.knowledgeType,
            classroom: a.classroom,
            ...(a.quiz ? { quiz: a.quiz } : {}),
            ...(a.test ? { test: true as const } : {}),
            ...(a.correctAnswer || a.questionText ? { item: a.correctAnswer || a.questionText } : {}),
          },
        });
        counts.regraded += 1;
        if (wrong(to.score)) counts.nowWrong += 1;
        else counts.nowRight += 1;
      }
      if (events.length) await regradeCommand(deps, doc.learner, events, meta);
    }
    if (found.items.length < pageSize) break;
  }
  return counts;
}

/** Whether an edit changed what grading reads: the answers (keys, accepted spellings) or the question's type. */
export const changesGrading = (fields: Record<string, unknown>) =>
  fields.answers !== undefined || fields.questionType !== undefined;

export interface RegradeJobData {
  question: string;
  /** The log position of the edit that changed the key. */
  edit: number;
  actor: string | null;
  correlationId: string;
}

/** How long a re-grade waits for the answer index to reach the edit before it is tried again. */
const indexWaitMs = 60_000;

/** Until the answer index holds every answer given before the edit (a worker's read models may lag). */
async function answersIndexedUpTo(read: ReadStore, position: number) {
  const until = Date.now() + indexWaitMs;
  for (;;) {
    const checkpoints = await read.checkpoints();
    if ((checkpoints[answerIndexProjection.name] ?? 0) >= position) return;
    if (Date.now() > until) throw new Error(`The answer index has not reached position ${position}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The re-grade as a background job (in this process on the embedded default, on a worker in the
 * distributed stack), so that the edit's request never waits on it. It ends with `QuestionRegraded`,
 * which the teacher's question screen waits for. Run again after a failure, it finds only what is left.
 */
export const regradeQuestionJob = defineJob<RegradeJobData, { regraded: number }>(
  'questions:regrade',
  async (data, { events, read }) => {
    // A later change of key has its own job, which grades against the key as it is now: this one would
    // only take its count from the re-grade the teacher is shown.
    if (((await lastGradingEdit(events, data.question))?.position ?? 0) > data.edit) return { regraded: 0 };
    // An earlier re-grade of this question may have ended after this edit: the index must hold its
    // corrections too, or the answers it moved would be graded from their old score and moved twice.
    const earlier = await events.readStream(regradeStream(data.question));
    await answersIndexedUpTo(read, Math.max(data.edit, earlier.at(-1)?.position ?? 0));
    const meta = { actor: data.actor, correlationId: data.correlationId, now: new Date() };
    const counts = await regradeQuestion({ events, read }, data.question, meta, data.edit);
    await regradedCommand(
      { events, freshness: noWait },
      data.question,
      { type: 'QuestionRegraded', data: { question: data.question, edit: data.edit, ...counts } },
      meta,
    );
    return counts;
  },
);

/** Queues the re-grade of a question whose key an edit (at log position `edit`) changed. */
export async function queueRegrade(deps: Pick<AppDeps, 'jobs'>, question: string, edit: number, meta: CommandMeta) {
  await deps.jobs.enqueue(
    regradeQuestionJob,
    { question, edit, actor: meta.actor, correlationId: meta.correlationId },
    { jobId: `regrade-${question}-${edit}` },
  );
}

/** The question's last edit that changed what grading reads, if any. */
async function lastGradingEdit(events: EventStore, question: string) {
  const edits = await events.readStream(streams.question(question));
  return edits.filter((e) => isEventOf(QuestionEdited, e) && changesGrading(e.data.changes)).pop();
}

/**
 * Where the re-grade after the question's last change of key stands, from the log: `pending` until its
 * `QuestionRegraded` is recorded, then what changed.
 */
export async function regradeStatus(events: EventStore, question: string): Promise<RegradeStatus> {
  const lastEdit = await lastGradingEdit(events, question);
  const none = { regraded: 0, nowRight: 0, nowWrong: 0 };
  if (!lastEdit) return { status: 'none', ...none };
  const done = (await events.readStream(regradeStream(question)))
    .filter((e) => isEventOf(QuestionRegraded, e))
    .map((e) => e.data as QuestionRegradedEvent['data'])
    .find((d) => d.edit === lastEdit.position);
  if (!done) return { status: 'pending', ...none };
  return { status: 'done', regraded: done.regraded, nowRight: done.nowRight, nowWrong: done.nowWrong };
}
