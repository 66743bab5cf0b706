import { forbidden, missing, questionDecider, questionGroupIn, streams, type QuestionEvent } from '@lebe/domain';
import type { EventStore, Filter, ReadStore } from '@lebe/store';
import { drawOnCircle } from '../runtime';
import { type ClassroomQuestionDoc, classroomQuestionsCollection } from './classroom-questions.projection';
import { findClassroom, inGroup, isStudent, isTeacher } from './access';
import type { ClassroomDoc } from './classrooms.projection';
import { classroomGroupsCollection, type ClassroomGroupDoc } from './groups.projection';

/**
 * Which of a classroom's questions a user practises (issue 38): null, all of them (its teacher); else the
 * whole class's and those of the learner groups the student is in (`groups`).
 */
export type Audience = readonly string[] | null;

/** The read-model filter that keeps what the audience practises. */
export const audienceWhere = (audience: Audience): Filter => (audience ? { group: { in: ['', ...audience] } } : {});

/** The learner groups of a classroom a student is in (a query's view: the groups' read model). */
export async function studentGroups(read: ReadStore, classroom: string, student: string): Promise<string[]> {
  const page = await read.find<ClassroomGroupDoc>(classroomGroupsCollection, {
    where: { classroom },
    pageSize: 500,
    skipTotal: true,
  });
  return page.items.filter((g) => g.members.includes(student)).map((g) => g._id);
}

/**
 * What the caller practises of the classroom's list (issue 38): its teacher (or an admin) all of it, a student
 * the whole class's questions and their learner groups'.
 */
export async function practiceAudience(
  read: ReadStore,
  classroom: ClassroomDoc,
  user: { _id: string; isAdmin: boolean },
): Promise<Audience> {
  if (isTeacher(classroom, user) || user.isAdmin) return null;
  return studentGroups(read, classroom._id, user._id);
}

/**
 * A classroom question as the API shows it: under the question's own id, with the §3 `user` (its editor:
 * only the author edits a classroom question, so the author), without serving internals. `fromBank`: one of
 * the bank's (issue 38), which no teacher edits.
 */
export function publicClassroomQuestion(doc: ClassroomQuestionDoc) {
  const { _id: _key, rand: _rand, owner, questionId, ...rest } = doc;
  return { ...rest, _id: questionId, user: owner, fromBank: owner === null, group: doc.group || null };
}

/** Levels 1-10 at which the classroom has at least one unflagged question. */
export async function classroomLevels(
  read: ReadStore,
  classroom: string,
  audience: Audience = null,
): Promise<number[]> {
  const levels: number[] = [];
  for (let level = 1; level <= 10; level++) {
    const hit = await read.find(classroomQuestionsCollection, {
      where: { classroom, level, isFlagged: false, ...audienceWhere(audience) },
      pageSize: 1,
      skipTotal: true,
    });
    if (hit.items.length) levels.push(level);
  }
  return levels;
}

/** The lowest level the classroom has an unflagged question at (where its practice starts), if any. */
export async function lowestClassroomLevel(read: ReadStore, classroom: string): Promise<number | undefined> {
  const page = await read.find<ClassroomQuestionDoc>(classroomQuestionsCollection, {
    where: { classroom, isFlagged: false },
    sort: [['level', 'asc']],
    pageSize: 1,
    skipTotal: true,
  });
  return page.items[0]?.level;
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

async function questionState(events: EventStore, question: string) {
  const recorded = (await events.readStream(streams.question(question))) as unknown as QuestionEvent[];
  return recorded.reduce(questionDecider.evolve, questionDecider.initial);
}

/** The classrooms whose lists hold a question, by its stream: a question just added counts at once. */
async function classroomsHolding(events: EventStore, question: string): Promise<string[]> {
  const state = await questionState(events, question);
  return state.exists && !state.deleted ? state.classrooms : [];
}

/** Whether the classroom's list holds the question, by the question's stream. */
export const classroomHolds = async (events: EventStore, classroom: string, question: string) =>
  (await classroomsHolding(events, question)).includes(classroom);

/**
 * Refuses an answer to a question the classroom does not hold, or (issue 38) holds for a learner group the
 * student is not in; decided from the question's and the group's streams. `teacher`: the class's teacher tries all.
 */
export async function classroomHoldsQuestion(
  events: EventStore,
  classroom: string,
  question: string,
  user: { _id: string },
  teacher: boolean,
) {
  const state = await questionState(events, question);
  if (!state.exists || state.deleted || !state.classrooms.includes(classroom))
    throw missing('Question not found in this classroom');
  const group = questionGroupIn(state, classroom);
  if (!teacher && group && !(await inGroup(events, classroom, group, user)))
    throw forbidden('This question is for another group of the classroom');
}

/**
 * Whether the user may practise (and so report) an author's own question: its author, or a teacher or
 * student of a classroom whose list holds it. Strangers never meet it. Decided from the question's and
 * the memberships' streams, so a question just added to a classroom, or a classroom just joined, counts.
 */
export async function mayPractiseQuestion(
  events: EventStore,
  question: string,
  owner: string | null,
  user: { _id: string },
) {
  if (owner === user._id) return true;
  const classrooms = await classroomsHolding(events, question);
  // A deleted classroom's list no longer opens its questions to its former students.
  for (const classroom of classrooms)
    if ((await isStudent(events, classroom, user)) && (await findClassroom(events, classroom))) return true;
  return false;
}

/** How many unflagged questions a classroom has at a level: the size of a practice round there. */
export async function classroomRoundSize(
  read: ReadStore,
  classroom: string,
  level: number,
  audience: Audience = null,
): Promise<number> {
  const page = await read.find(classroomQuestionsCollection, {
    where: { classroom, level, isFlagged: false, ...audienceWhere(audience) },
    pageSize: 1,
  });
  return page.total;
}

/** A classroom's round holds at most this many questions at one level. */
const roundLimit = 2000;

/**
 * The next question of a learner's round (issue 26 item 2): one of the level's questions not yet answered
 * in the round, at random (so a round is a shuffle of the level), never the one just answered when another
 * is left. A round is small (a classroom's list at one level), so it is read whole.
 */
export async function drawRoundQuestion(
  read: ReadStore,
  classroom: string,
  level: number,
  round: { seen: readonly string[]; lastQuestion: string | null } | null,
  audience: Audience = null,
): Promise<ClassroomQuestionDoc | null> {
  const page = await read.find<ClassroomQuestionDoc>(classroomQuestionsCollection, {
    where: { classroom, level, isFlagged: false, ...audienceWhere(audience) },
    sort: [['rand', 'asc']],
    pageSize: roundLimit,
    skipTotal: true,
  });
  const seen = new Set(round?.seen ?? []);
  const fresh = page.items.filter((q) => !seen.has(q.questionId));
  const pool = fresh.length ? fresh : page.items;
  const notLast = pool.length > 1 ? pool.filter((q) => q.questionId !== round?.lastQuestion) : pool;
  return notLast[Math.floor(Math.random() * notLast.length)] ?? null;
}
