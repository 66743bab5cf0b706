import { z } from 'zod';
import { blankQuestion, levelSchema, newId } from '@lebe/domain';
import type { ClassroomQuestionDoc } from '../classrooms/classroom-questions.projection';
import type { QuestionDoc } from '../questions/question-bank.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { idListBody, listQuery } from '@lebe/domain';
import { HttpError } from '../../platform/http/errors';
import { loadQuestion, publicQuestion, questionCommand } from '../questions/commands';
import { questionFilter, questionFilterQuery } from '../questions/routes';
import { questionEditBody } from '@lebe/domain';
import { memberOf, teacherOf } from '../classrooms/commands';
import { classroomLevels, drawClassroomQuestion, ownQuestion, ownQuestions, publicClassroomQuestion } from './queries';

const idParam = z.object({ id: z.string().min(1).max(64) });
const idList = z.array(z.string().min(1).max(64)).min(1, 'Select at least one question').max(500);
const pageSize = 20;
const blank = (v: unknown) => (v === '' || v === 'all' || v === '0' ? undefined : v);

const create = route({
  method: 'post',
  path: '/api/myquestions',
  access: 'user',
  status: 201,
  async handler({ user, meta, deps }) {
    const id = newId();
    const command = {
      type: 'Create',
      questionId: id,
      fields: blankQuestion,
      origin: 'teacher',
      owner: user._id,
    } as const;
    await questionCommand(deps, id, command, meta);
    return publicQuestion(await loadQuestion(deps, id));
  },
});

const list = route({
  method: 'get',
  path: '/api/myquestions',
  access: 'user',
  query: questionFilterQuery.extend({ user: z.string().optional() }),
  async handler({ query, user, deps }) {
    if (query.user && query.user !== user._id) throw new HttpError(403, 'Not allowed');
    const page = await deps.read.find<QuestionDoc>('questions', {
      where: { ...questionFilter(query), owner: user._id },
      keyword: query.keyword,
      page: query.pageNumber,
      pageSize,
      sort: [['createdAt', 'desc']],
    });
    return { questions: page.items.map(publicQuestion), page: page.page, pages: page.pages };
  },
});

const bulkDelete = route({
  method: 'delete',
  path: '/api/myquestions/deletemyquestions',
  access: 'user',
  body: idListBody('questions', 'question'),
  async handler({ body, user, meta, deps }) {
    const ids = await ownQuestions(deps, body.questions, user);
    for (const id of ids) await questionCommand(deps, id, { type: 'Delete' }, meta);
    return { message: 'Questions removed', deleted: ids.length };
  },
});

/** Adds (or removes) the caller's questions to (from) a classroom they teach. */
function assignRoute(path: string, type: 'AddToClassroom' | 'RemoveFromClassroom', message: string): AnyRoute {
  return route({
    method: 'put',
    path,
    access: 'user',
    body: z.object({ classroom: z.string().min(1, 'classroom is required').max(64), questions: idList }),
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
  params: idParam,
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
  params: idParam,
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
  params: idParam,
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
  params: idParam,
  query: z.object({ level: z.preprocess(blank, levelSchema.optional()) }).passthrough(),
  async handler({ params, query, user, deps }) {
    await memberOf(deps, params.id, user);
    const level = query.level ?? (await classroomLevels(deps, params.id))[0] ?? 1;
    const question = await drawClassroomQuestion(deps, params.id, level, user._id);
    if (!question) throw new HttpError(404, 'No questions found for this classroom and level');
    return publicClassroomQuestion(question);
  },
});

/** Public as the spec has it (the edit screen fetches it without a token); ids are unguessable. */
const details = route({
  method: 'get',
  path: '/api/myquestions/details/:id',
  access: 'public',
  params: idParam,
  handler: async ({ params, deps }) => publicQuestion(await loadQuestion(deps, params.id)),
});

const update = route({
  method: 'put',
  path: '/api/myquestions/details/:id',
  access: 'user',
  params: idParam,
  body: questionEditBody,
  async handler({ params, body, user, meta, deps }) {
    const { _id, user: _user, ...fields } = body;
    if (_id && _id !== params.id) throw new HttpError(400, 'The body _id does not match the route');
    await ownQuestion(deps, params.id, user);
    await questionCommand(deps, params.id, { type: 'Edit', fields }, meta);
    return publicQuestion(await loadQuestion(deps, params.id));
  },
});

const remove = route({
  method: 'delete',
  path: '/api/myquestions/details/:id',
  access: 'user',
  params: idParam,
  async handler({ params, user, meta, deps }) {
    await ownQuestion(deps, params.id, user);
    await questionCommand(deps, params.id, { type: 'Delete' }, meta);
    return { message: 'Question removed' };
  },
});

export const myQuestionRoutes: AnyRoute[] = [
  create,
  list,
  bulkDelete,
  assignRoute('/api/myquestions/addclassroom', 'AddToClassroom', 'Questions Successfully Added to Classroom!'),
  assignRoute('/api/myquestions/removeclassroom', 'RemoveFromClassroom', 'Questions Removed from Classroom'),
  classroomQuestions,
  levels,
  lowestLevel,
  module,
  details,
  update,
  remove,
];
