import { badRequest, type QuizCriteria } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import {
  classroomQuestionId,
  classroomQuestionsCollection,
  type ClassroomQuestionDoc,
} from '@lebe/projectors/classrooms';
import { loadQuestion, publicQuestion, questionsCollection, type QuestionDoc } from '@lebe/projectors/questions';

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
