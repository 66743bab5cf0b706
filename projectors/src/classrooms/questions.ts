import { missing } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import { drawOnCircle } from '../runtime';
import {
  classroomQuestionId,
  type ClassroomQuestionDoc,
  classroomQuestionsCollection,
} from './classroom-questions.projection';
import { isStudent } from './access';

/**
 * A classroom question as the API shows it: under the question's own id, with the §3 `user` (its editor:
 * only the author edits a classroom question, so the author), without serving internals.
 */
export function publicClassroomQuestion(doc: ClassroomQuestionDoc) {
  const { _id: _key, rand: _rand, owner, questionId, ...rest } = doc;
  return { ...rest, _id: questionId, user: owner };
}

/** Levels 1-10 at which the classroom has at least one unflagged question. */
export async function classroomLevels(read: ReadStore, classroom: string): Promise<number[]> {
  const levels: number[] = [];
  for (let level = 1; level <= 10; level++) {
    const hit = await read.find(classroomQuestionsCollection, {
      where: { classroom, level, isFlagged: false },
      pageSize: 1,
      skipTotal: true,
    });
    if (hit.items.length) levels.push(level);
  }
  return levels;
}

/** A random unflagged question of a classroom at a level, avoiding `avoid` (the learner's recent answers). */
export function drawClassroomQuestion(
  read: ReadStore,
  classroom: string,
  level: number,
  avoid: ReadonlySet<string>,
): Promise<ClassroomQuestionDoc | null> {
  const where = { classroom, level, isFlagged: false };
  return drawOnCircle<ClassroomQuestionDoc>(read, classroomQuestionsCollection, where, (q) => avoid.has(q.questionId));
}

/** Refuses an answer to a question the classroom does not hold. */
export async function classroomHoldsQuestion(read: ReadStore, classroom: string, question: string) {
  if (!(await read.get(classroomQuestionsCollection, classroomQuestionId(classroom, question))))
    throw missing('Question not found in this classroom');
}

/**
 * Whether the user may practise (and so report) an author's own question: its author, or a teacher or
 * student of a classroom whose list holds it. Strangers never meet it.
 */
export async function mayPractiseQuestion(
  read: ReadStore,
  question: string,
  owner: string | null,
  user: { _id: string },
) {
  if (owner === user._id) return true;
  const lists = await read.find<ClassroomQuestionDoc>(classroomQuestionsCollection, {
    where: { questionId: question },
    pageSize: 100,
    skipTotal: true,
  });
  for (const entry of lists.items) if (await isStudent(read, entry.classroom, user)) return true;
  return false;
}
