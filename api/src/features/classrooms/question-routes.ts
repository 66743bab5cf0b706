import { assignQuestionsBody, classroomModuleQuery, idParams, listQuery, missing } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { ownQuestions } from '@lebe/projectors/my-questions';
import { recentAnswers } from '@lebe/projectors/practice';
import {
  memberOf,
  teacherOf,
  classroomQuestionsCollection,
  classroomLevels,
  drawClassroomQuestion,
  publicClassroomQuestion,
  type ClassroomQuestionDoc,
} from '@lebe/projectors/classrooms';
import { questionCommand } from '../../platform/commands';
import { pagedList } from '../../platform/http/paged-list';

/** A classroom's question list (SPEC §7 My questions: by classroom), its levels and its practice. */
const pageSize = 20;

/** Adds (or removes) the caller's own questions to (from) a classroom they teach. */
function assignRoute(path: string, type: 'AddToClassroom' | 'RemoveFromClassroom', message: string): AnyRoute {
  return route({
    method: 'put',
    path,
    access: 'user',
    body: assignQuestionsBody,
    async handler({ body, user, meta, deps }) {
      const classroom = await teacherOf(deps.read, body.classroom, user);
      const ids = await ownQuestions(deps.read, body.questions, user);
      let changed = 0;
      for (const id of ids) {
        const command = { type, classroom: classroom._id, by: user._id } as const;
        changed += (await questionCommand(deps, id, command, meta)).events.length;
      }
      return { message, changed };
    },
  });
}

const classroomQuestions = route({
  method: 'get',
  path: '/api/myquestions/classroomquestions/:id',
  access: 'user',
  params: idParams,
  query: listQuery,
  async handler({ params, query, user, deps }) {
    await memberOf(deps.read, params.id, user);
    const list = { collection: classroomQuestionsCollection, where: { classroom: params.id }, pageSize } as const;
    return pagedList(
      deps.read,
      query,
      { ...list, sort: ['addedAt', 'desc'] },
      'questions',
      (docs: ClassroomQuestionDoc[]) => docs.map(publicClassroomQuestion),
    );
  },
});

const levels = route({
  method: 'get',
  path: '/api/myquestions/levels/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, deps }) {
    await memberOf(deps.read, params.id, user);
    return { levels: await classroomLevels(deps.read, params.id) };
  },
});

/** Not shown in the spec: the lowest level a classroom has questions at (1 when it has none). */
const lowestLevel = route({
  method: 'get',
  path: '/api/myquestions/lowestlevel/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, deps }) {
    await memberOf(deps.read, params.id, user);
    return { lowestLevel: (await classroomLevels(deps.read, params.id))[0] ?? 1 };
  },
});

/** A random question of the classroom at ?level= (default: its lowest level), avoiding recent answers. */
const module = route({
  method: 'get',
  path: '/api/myquestions/module/:id',
  access: 'user',
  params: idParams,
  query: classroomModuleQuery,
  async handler({ params, query, user, deps }) {
    await memberOf(deps.read, params.id, user);
    const level = query.level ?? (await classroomLevels(deps.read, params.id))[0] ?? 1;
    const question = await drawClassroomQuestion(deps.read, params.id, level, await recentAnswers(deps.read, user._id));
    if (!question) throw missing('No questions found for this classroom and level');
    return publicClassroomQuestion(question);
  },
});

export const classroomQuestionRoutes: AnyRoute[] = [
  assignRoute('/api/myquestions/addclassroom', 'AddToClassroom', 'Questions Successfully Added to Classroom!'),
  assignRoute('/api/myquestions/removeclassroom', 'RemoveFromClassroom', 'Questions Removed from Classroom'),
  classroomQuestions,
  levels,
  lowestLevel,
  module,
];
