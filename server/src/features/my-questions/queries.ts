import type { Filter } from '@lebe/store';
import type { AuthUser } from '../../platform/auth/authenticate';
import type { ClassroomQuestionDoc } from '../classrooms/classroom-questions.projection';
import type { QuestionDoc } from '../questions/question-bank.projection';
import type { RecentAnswersDoc } from '../practice/recent-answers.projection';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/http/errors';
import { loadQuestion } from '../questions/commands';

/** A question the caller wrote; only its author edits or deletes it. */
export async function ownQuestion(deps: AppDeps, id: string, user: AuthUser): Promise<QuestionDoc> {
  const doc = await loadQuestion(deps, id);
  if (doc.owner !== user._id) throw new HttpError(403, 'Only the author of this question can change it');
  return doc;
}

/** Checks every id first, so a request naming one foreign or missing question writes nothing. */
export async function ownQuestions(deps: AppDeps, ids: string[], user: AuthUser): Promise<string[]> {
  const unique = [...new Set(ids)];
  const docs = await deps.read.getMany<QuestionDoc>('questions', unique);
  if (unique.some((id) => !docs.has(id))) throw new HttpError(404, 'Question not found');
  if (unique.some((id) => docs.get(id)!.owner !== user._id))
    throw new HttpError(403, 'Only the author of a question can do this');
  return unique;
}

/**
 * A classroom question as the API shows it: under the question's own id, with the §3 `user` (its
 * editor: only the author edits a classroom question, so the author).
 */
export function publicClassroomQuestion(doc: ClassroomQuestionDoc) {
  const { _id: _key, rand: _rand, questionId, ...rest } = doc;
  return { ...rest, _id: questionId, user: doc.owner };
}

/** Levels 1-10 at which the classroom has at least one unflagged question. */
export async function classroomLevels(deps: AppDeps, classroom: string): Promise<number[]> {
  const levels: number[] = [];
  for (let level = 1; level <= 10; level++) {
    const hit = await deps.read.find('classroom_questions', {
      where: { classroom, level, isFlagged: false },
      pageSize: 1,
      skipTotal: true,
    });
    if (hit.items.length) levels.push(level);
  }
  return levels;
}

/**
 * A random unflagged question of a classroom at a level, avoiding the learner's recent answers:
 * the first at or after a random r on (classroom, level, isFlagged, rand), as main practice draws.
 */
export async function drawClassroomQuestion(
  deps: AppDeps,
  classroom: string,
  level: number,
  learner: string,
): Promise<ClassroomQuestionDoc | null> {
  const recent = new Set((await deps.read.get<RecentAnswersDoc>('recent_answers', learner))?.questions ?? []);
  const base: Filter = { classroom, level, isFlagged: false };
  const seek = async (where: Filter) =>
    (
      await deps.read.find<ClassroomQuestionDoc>('classroom_questions', {
        where,
        sort: [['rand', 'asc']],
        pageSize: 8,
        skipTotal: true,
      })
    ).items;
  const r = Math.random();
  const after = await seek({ ...base, rand: { gte: r } });
  const before = await seek({ ...base, rand: { lt: r } });
  const candidates = [...after, ...before];
  return candidates.find((q) => !recent.has(q.questionId)) ?? candidates[0] ?? null;
}
