import { gradeAnswer, isEventOf, AnswerRecorded, streams, type RegradeEvent } from '@lebe/domain';
import { answerIndexCollection, type AnswerIndexDoc } from '@lebe/projectors/practice';
import { loadQuestion } from '@lebe/projectors/questions';
import { commandOn, factDecider, type CommandMeta } from '../commands';
import type { AppDeps } from '../deps';

/** Re-grades are facts on the learner's stream, like the answers they correct. */
const regradeCommand = commandOn(
  streams.learner,
  factDecider((events: RegradeEvent[]) => events),
);
const pageSize = 500;
const wrong = (score: string) => score === 'incorrect';

export interface RegradeChange {
  learner: string;
  position: number;
  answer: string;
  answeredAt: string;
  from: RegradeEvent['data']['from'];
  to: RegradeEvent['data']['to'];
}

/**
 * Issue 26 item 6: after a question's key was corrected (or an accepted answer added), every answer
 * already given to it is graded again against the question as it is now, read back from the log (the
 * answer index says where each is). An answer whose verdict changes (wrong → right or right → wrong) is
 * recorded as `AnswerRegraded` on its learner's stream; the read models that counted it move it. Asked
 * twice, the second run finds nothing to change.
 */
export async function regradeQuestion(deps: AppDeps, questionId: string, meta: CommandMeta) {
  const question = await loadQuestion(deps.read, questionId);
  const changes: RegradeChange[] = [];
  for (let page = 1; ; page++) {
    const found = await deps.read.find<AnswerIndexDoc>(answerIndexCollection, {
      where: { question: questionId },
      sort: [['_id', 'asc']],
      page,
      pageSize,
      skipTotal: true,
    });
    for (const doc of found.items) {
      const events: RegradeEvent[] = [];
      for (const indexed of doc.answers) {
        const recorded = await deps.events.readEvent(indexed.position);
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
          },
        });
        changes.push({
          learner: doc.learner,
          position: indexed.position,
          answer: a.answer,
          answeredAt: recorded.metadata.time,
          from,
          to,
        });
      }
      if (events.length) await regradeCommand(deps, doc.learner, events, meta);
    }
    if (found.items.length < pageSize) break;
  }
  return { regraded: changes.length, changes };
}

/** Whether an edit changed what grading reads: the answers (keys, accepted spellings) or the question's type. */
export const changesGrading = (fields: Record<string, unknown>) =>
  fields.answers !== undefined || fields.questionType !== undefined;
