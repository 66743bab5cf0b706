import { badRequest, type QuizCriteria } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { classroomHolds, classroomQuestionsCollection, type ClassroomQuestionDoc } from '@lebe/projectors/classrooms';
import {
  loadQuestion,
  publicQuestion,
  questionFromLog,
  questionsCollection,
  questionsFromLog,
  type QuestionDoc,
} from '@lebe/projectors/questions';

export { drawFromBank } from '@lebe/projectors/questions';

/** Whether a question fits a quiz's criteria (its language, one of its levels and of its types when chosen). */
export function fits(q: QuestionDoc, c: QuizCriteria) {
  return (
    q.targetLanguage === c.targetLanguage &&
    c.levels.includes(q.level) &&
    (c.questionTypes.length === 0 || c.questionTypes.includes(q.questionType)) &&
    (c.knowledgeTypes.length === 0 || (q.knowledgeType !== '' && c.knowledgeTypes.includes(q.knowledgeType)))
  );
}

/**
 * The teacher's own choice: each question must exist and be theirs, in the classroom's list, or in the
 * bank (unflagged). Any other is a 400 naming it.
 */
export async function chosenQuestions(events: EventStore, ids: readonly string[], classroom: string, teacher: string) {
  const out: QuestionDoc[] = [];
  for (const id of ids) {
    // From the question's stream: a question the teacher has just written or put in the class counts at once.
    const q = await questionFromLog(events, id);
    const mayUse = q.owner === teacher || (q.inBank && !q.isFlagged) || (await classroomHolds(events, classroom, id));
    if (!mayUse) throw badRequest(`Question ${id} is neither yours, in this classroom, nor in the bank`);
    out.push(q);
  }
  return out;
}

/**
 * The questions of a list, in its order, as the API shows them: from the read model, or, in a write's reply
 * (`events` given), as their streams hold them, so a question the teacher has just written shows at once.
 */
export async function showQuestions(read: ReadStore, ids: readonly string[], events?: EventStore) {
  const docs = events
    ? await questionsFromLog(events, ids)
    : await read.getMany<QuestionDoc>(questionsCollection, [...ids]);
  return ids
    .map((id) => docs.get(id))
    .filter((d): d is QuestionDoc => !!d)
    .map(publicQuestion);
}

/**
 * A hand-picked quiz's own source (issue 38): the teacher's questions and the classroom's, unflagged, not in
 * `avoid`; one at random, of the quiz's language when there is one. Null when none is left.
 */
export async function drawFromChosen(
  read: ReadStore,
  quiz: { owner: string; classroom: string; targetLanguage: string },
  avoid: ReadonlySet<string>,
) {
  const spec = { pageSize: 1000, skipTotal: true } as const;
  const [own, room] = await Promise.all([
    read.find<QuestionDoc>(questionsCollection, { ...spec, where: { owner: quiz.owner, isFlagged: false } }),
    read.find<ClassroomQuestionDoc>(classroomQuestionsCollection, {
      ...spec,
      where: { classroom: quiz.classroom, isFlagged: false },
    }),
  ]);
  const pool = new Map<string, string>();
  for (const q of own.items) pool.set(q._id, q.targetLanguage);
  for (const q of room.items) pool.set(q.questionId, q.targetLanguage);
  const free = [...pool].filter(([id]) => !avoid.has(id));
  const sameLanguage = free.filter(([, language]) => language === quiz.targetLanguage);
  const from = sameLanguage.length ? sameLanguage : free;
  if (from.length === 0) return null;
  return loadQuestion(read, from[Math.floor(Math.random() * from.length)][0]);
}
