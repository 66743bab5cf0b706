import { assignQuestionsBody, classroomModuleQuery, idParams, listQuery, missing } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { ownQuestions } from '../my-questions';
import { questionCommand } from '../questions';
import { recentAnswers } from '../practice';
import { memberOf, teacherOf } from './commands';
import { classroomLevels, drawClassroomQuestion, publicClassroomQuestion } from './questions';
import type { ClassroomQuestionDoc } from './classroom-questions.projection';

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
      const classroom = await teacherOf(deps, body.classroom, user);
      const ids = await ownQuestions(deps, body.questions, user);
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
    await memberOf(deps, params.id, user);
    const page = await deps.read.find<ClassroomQuestionDoc>('classroom_questions', {
      where: { classroom: params.id },
      keyword: query.keyword,
      page: query.pageNumber,
      pageSize,
      sort: [['addedAt', 'desc']],
    });
    return { questions: page.items.map(publicClassroomQuestion), page: page.page, pages: page.pages };
  },
});

const levels = route({
  method: 'get',
  path: '/api/myquestions/levels/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, deps }) {
    await memberOf(deps, params.id, user);
    return { levels: await classroomLevels(deps, params.id) };
  },
});

/** Not shown in the spec: the lowest level a classroom has questions at (1 when it has none). */
const lowestLevel = route({
  method: 'get',
  path: '/api/myquestions/lowestlevel/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, deps }) {
    await memberOf(deps, params.id, user);
    return { lowestLevel: (await classroomLevels(deps, params.id))[0] ?? 1 };
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
    await memberOf(deps, params.id, user);
    const level = query.level ?? (await classroomLevels(deps, params.id))[0] ?? 1;
    const question = await drawClassroomQuestion(deps, params.id, level, await recentAnswers(deps, user._id));
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
