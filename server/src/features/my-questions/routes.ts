import { z } from 'zod';
import {
  badRequest,
  blankQuestion,
  deleteMyQuestionsBody,
  forbidden,
  idParams,
  newId,
  questionEditBody,
  questionFilterQuery,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { handleCommands } from '../../platform/commands/command-handler';
import { loadQuestion, publicQuestion, questionCommand, questionFilter, type QuestionDoc } from '../questions';
import { questionDecider, streams } from '@lebe/domain';
import { ownQuestion, ownQuestions } from './queries';

const pageSize = 20;

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
  query: questionFilterQuery.extend({ user: z.string().max(64).optional() }),
  async handler({ query, user, deps }) {
    if (query.user && query.user !== user._id) throw forbidden();
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

/** Deletes the author's questions in one write: if any is not theirs, nothing is deleted. */
const bulkDelete = route({
  method: 'delete',
  path: '/api/myquestions/deletemyquestions',
  access: 'user',
  body: deleteMyQuestionsBody,
  async handler({ body, user, meta, deps }) {
    const ids = await ownQuestions(deps, body.questions, user);
    const steps = ids.map((id) => ({
      stream: streams.question(id),
      decider: questionDecider,
      command: { type: 'Delete' },
    }));
    await handleCommands(deps, steps, meta);
    return { message: 'Questions removed', deleted: ids.length };
  },
});

/** Public as the spec has it (the edit screen fetches it without a token); ids are unguessable. */
const details = route({
  method: 'get',
  path: '/api/myquestions/details/:id',
  access: 'public',
  params: idParams,
  handler: async ({ params, deps }) => publicQuestion(await loadQuestion(deps, params.id)),
});

const update = route({
  method: 'put',
  path: '/api/myquestions/details/:id',
  access: 'user',
  params: idParams,
  body: questionEditBody,
  async handler({ params, body, user, meta, deps }) {
    const { _id, user: _user, ...fields } = body;
    if (_id && _id !== params.id) throw badRequest('The body _id does not match the route');
    await ownQuestion(deps, params.id, user);
    await questionCommand(deps, params.id, { type: 'Edit', fields }, meta);
    return publicQuestion(await loadQuestion(deps, params.id));
  },
});

const remove = route({
  method: 'delete',
  path: '/api/myquestions/details/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    await ownQuestion(deps, params.id, user);
    await questionCommand(deps, params.id, { type: 'Delete' }, meta);
    return { message: 'Question removed' };
  },
});

export const myQuestionRoutes: AnyRoute[] = [create, list, bulkDelete, details, update, remove];
