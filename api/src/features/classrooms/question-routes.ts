import {
  assignQuestionsBody,
  badRequest,
  classroomModuleQuery,
  idParams,
  listQuery,
  missing,
  type PracticeRound,
  type TargetLanguage,
} from '@lebe/domain';
import { route, type AnyRoute, type Request } from '../../platform/http/route';
import { practiceRound } from '@lebe/projectors/practice';
import { classroomCandidates, loadQuestion, type QuestionDoc } from '@lebe/projectors/questions';
import {
  assignedGroup,
  audienceWhere,
  memberOf,
  practiceAudience,
  teacherOf,
  classroomQuestionsCollection,
  classroomLevels,
  classroomRoundSize,
  drawRoundQuestion,
  publicClassroomQuestion,
  type ClassroomQuestionDoc,
} from '@lebe/projectors/classrooms';
import { questionCommand, type CommandMeta } from '../../platform/commands';
import type { AppDeps } from '../../platform/deps';
import { pagedList } from '../../platform/http/paged-list';

/** A classroom's question list (SPEC §7 My questions: by classroom), its levels and its practice. */
const pageSize = 20;

/**
 * Adds (or removes) questions to (from) a classroom the caller teaches: their own, and (issue 38) the bank's,
 * which must be in the classroom's language (a teacher's own takes it).
 */
function assignRoute(path: string, type: 'AddToClassroom' | 'RemoveFromClassroom', message: string): AnyRoute {
  return route({
    method: 'put',
    path,
    access: 'user',
    body: assignQuestionsBody,
    async handler({ body, user, meta, deps }) {
      const classroom = await teacherOf(deps.events, body.classroom, user);
      const group = await assignedGroup(deps.events, classroom._id, body.group);
      const docs = await classroomCandidates(deps.events, body.questions, user);
      if (type === 'AddToClassroom') refuseOtherLanguage(docs, classroom.target_language);
      const command = { type, classroom: classroom._id, by: user._id, group };
      const changed = await assignQuestions(deps, docs, command, classroom.target_language, meta);
      return { message, changed };
    },
  });
}

/** A bank question keeps its language: one in another than the classroom's is refused (nothing written). */
function refuseOtherLanguage(docs: QuestionDoc[], language: string) {
  const other = docs.find((doc) => doc.owner === null && doc.targetLanguage !== language);
  if (other) throw badRequest(`questions: ${other._id} is not in the classroom's language (${language})`);
}

/** Runs the command on each question; a teacher's own question put in a classroom first takes its language. */
export async function assignQuestions(
  deps: AppDeps,
  docs: QuestionDoc[],
  command: { type: 'AddToClassroom' | 'RemoveFromClassroom'; classroom: string; by: string; group?: string | null },
  language: string,
  meta: CommandMeta,
) {
  let changed = 0;
  for (const doc of docs) {
    // Issue 26: a teacher's question put in a classroom takes the classroom's language.
    if (command.type === 'AddToClassroom' && doc.owner !== null && doc.targetLanguage !== language)
      await questionCommand(
        deps,
        doc._id,
        { type: 'Edit', fields: { targetLanguage: language as TargetLanguage } },
        meta,
      );
    changed += (await questionCommand(deps, doc._id, command, meta)).events.length;
  }
  return changed;
}

const classroomQuestions = route({
  method: 'get',
  path: '/api/myquestions/classroomquestions/:id',
  access: 'user',
  params: idParams,
  query: listQuery,
  async handler(request) {
    const { params, query, deps } = request;
    const where = { classroom: params.id, ...audienceWhere(await audienceOf(request)) };
    const list = { collection: classroomQuestionsCollection, where, pageSize } as const;
    return pagedList(
      deps.read,
      query,
      { ...list, sort: ['addedAt', 'desc'] },
      'questions',
      (docs: ClassroomQuestionDoc[]) => docs.map(publicClassroomQuestion),
    );
  },
});

type MemberRequest = Request<'user', { id: string }, unknown, unknown>;

/** Whose questions the caller practises in classroom :id (its teacher and students only). */
async function audienceOf({ params, user, deps }: MemberRequest) {
  return practiceAudience(deps.read, await memberOf(deps.events, params.id, user), user);
}

/** The levels a classroom has questions at, lowest first, for its teacher and students only. */
async function memberLevels(request: MemberRequest) {
  return classroomLevels(request.deps.read, request.params.id, await audienceOf(request));
}

/** The caller's audience and the level they practise at: ?level=, else the classroom's lowest (1 when none). */
async function practiceAt(request: MemberRequest & { query: { level?: number } }) {
  const audience = await audienceOf(request);
  const level = request.query.level ?? (await classroomLevels(request.deps.read, request.params.id, audience))[0] ?? 1;
  return { audience, level };
}

const levels = route({
  method: 'get',
  path: '/api/myquestions/levels/:id',
  access: 'user',
  params: idParams,
  handler: async (request) => ({ levels: await memberLevels(request) }),
});

/** Not shown in the spec: the lowest level a classroom has questions at (1 when it has none). */
const lowestLevel = route({
  method: 'get',
  path: '/api/myquestions/lowestlevel/:id',
  access: 'user',
  params: idParams,
  handler: async (request) => ({ lowestLevel: (await memberLevels(request))[0] ?? 1 }),
});

/**
 * The next question of the learner's round at ?level= (default: the classroom's lowest level): every
 * question of the level once, shuffled, before any comes again (issue 26 item 2).
 */
const module = route({
  method: 'get',
  path: '/api/myquestions/module/:id',
  access: 'user',
  params: idParams,
  query: classroomModuleQuery,
  async handler(request) {
    const { params, user, deps } = request;
    const { audience, level } = await practiceAt(request);
    const round = await practiceRound(deps.read, user._id, params.id, level);
    const question = await drawRoundQuestion(deps.read, params.id, level, round, audience);
    if (!question) throw missing('No questions found for this classroom and level');
    return publicClassroomQuestion(question);
  },
});

/**
 * The learner's round at ?level=: how far it has got (answered of size, right, wrong, what to review) and
 * the summary of the last round they finished (issue 26 item 2: a round ends with a summary).
 */
const round = route({
  method: 'get',
  path: '/api/classrooms/:id/round',
  access: 'user',
  params: idParams,
  query: classroomModuleQuery,
  async handler(request) {
    const { params, user, deps } = request;
    const { audience, level } = await practiceAt(request);
    const [doc, size] = await Promise.all([
      practiceRound(deps.read, user._id, params.id, level),
      classroomRoundSize(deps.read, params.id, level, audience),
    ]);
    const ids = [...new Set([...(doc?.toReview ?? []), ...(doc?.last?.toReview ?? [])])];
    const texts = new Map(
      await Promise.all(
        ids.map(
          async (id) =>
            [
              id,
              await loadQuestion(deps.read, id).then(
                (q) => q.question,
                () => '',
              ),
            ] as const,
        ),
      ),
    );
    const review = (list: string[]) => list.map((id) => ({ _id: id, question: texts.get(id) ?? '' }));
    const reply: PracticeRound = {
      level,
      round: doc?.round ?? 1,
      answered: doc?.seen.length ?? 0,
      size,
      right: doc?.right ?? 0,
      wrong: doc?.wrong ?? 0,
      toReview: review(doc?.toReview ?? []),
      last: doc?.last ? { ...doc.last, toReview: review(doc.last.toReview) } : null,
    };
    return reply;
  },
});

export const classroomQuestionRoutes: AnyRoute[] = [
  round,
  assignRoute('/api/myquestions/addclassroom', 'AddToClassroom', 'Questions Successfully Added to Classroom!'),
  assignRoute('/api/myquestions/removeclassroom', 'RemoveFromClassroom', 'Questions Removed from Classroom'),
  classroomQuestions,
  levels,
  lowestLevel,
  module,
];
