import { badRequest, type QuizCriteria } from '@lebe/domain';
import type { Filter, ReadStore } from '@lebe/store';
import { drawOnCircle } from '@lebe/projectors/runtime';
import {
  classroomQuestionId,
  classroomQuestionsCollection,
  type ClassroomQuestionDoc,
} from '@lebe/projectors/classrooms';
import { loadQuestion, publicQuestion, questionsCollection, type QuestionDoc } from '@lebe/projectors/questions';

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
 * `count` distinct unflagged bank questions fitting the criteria, at random (index seeks on the bank's
 * circle, so the cost does not grow with the bank), avoiding `avoid`. Fewer when the bank has fewer.
 */
export async function drawFromBank(
  read: ReadStore,
  c: QuizCriteria,
  count: number,
  avoid: ReadonlySet<string> = new Set(),
) {
  const where: Filter = { inBank: true, targetLanguage: c.targetLanguage, isFlagged: false };
  if (c.questionTypes.length) where.questionType = { in: c.questionTypes };
  if (c.knowledgeTypes.length) where.knowledgeType = { in: c.knowledgeTypes };
  const picked = new Map<string, QuestionDoc>();
  for (let attempt = 0; picked.size < count && attempt < count * 4 + 8; attempt++) {
    const level = c.levels[attempt % c.levels.length];
    const q = await drawOnCircle<QuestionDoc>(
      read,
      questionsCollection,
      { ...where, level },
      (d) => picked.has(d._id) || avoid.has(d._id),
    );
    if (q && !picked.has(q._id) && !avoid.has(q._id)) picked.set(q._id, q);
  }
  return [...picked.values()];
}

/**
 * The teacher's own choice: each question must exist and be theirs, in the classroom's list, or in the
 * bank (unflagged). Any other is a 400 naming it.
 */
export async function chosenQuestions(read: ReadStore, ids: readonly string[], classroom: string, teacher: string) {
  const out: QuestionDoc[] = [];
  for (const id of ids) {
    const q = await loadQuestion(read, id);
    const inClassroom = await read.get<ClassroomQuestionDoc>(
      classroomQuestionsCollection,
      classroomQuestionId(classroom, id),
    );
    if (!(q.owner === teacher || inClassroom || (q.inBank && !q.isFlagged)))
      throw badRequest(`Question ${id} is neither yours, in this classroom, nor in the bank`);
    out.push(q);
  }
  return out;
}

/** The questions of a list, in its order, as the API shows them. */
export async function showQuestions(read: ReadStore, ids: readonly string[]) {
  const docs = await read.getMany<QuestionDoc>(questionsCollection, [...ids]);
  return ids
    .map((id) => docs.get(id))
    .filter((d): d is QuestionDoc => !!d)
    .map(publicQuestion);
}
