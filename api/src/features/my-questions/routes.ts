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
  questionDecider,
  streams,
} from '@lebe/domain';
import { guardedRoute, route, type AnyRoute } from '../../platform/http/route';
import {
  ownQuestion,
  ownQuestions,
  questionFromLog,
  publicQuestion,
  questionFilter,
  type QuestionDoc,
  questionsCollection,
} from '@lebe/projectors/questions';
import { handleCommands, questionCommand } from '../../platform/commands';
import { changesGrading, queueRegrade, regradeStatus } from '../../platform/regrading/regrade';
import { pagedList } from '../../platform/http/paged-list';

const pageSize = 20;

/** A route of a question the caller wrote (`:id`); another's is refused. */
const ownedQuestion = guardedRoute(({ params, user, deps }) => ownQuestion(deps.events, params.id, user));

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
    return publicQuestion(await questionFromLog(deps.events, id));
  },
});

const list = route({
  method: 'get',
  path: '/api/myquestions',
  access: 'user',
  query: questionFilterQuery.extend({ user: z.string().max(64).optional() }),
  async handler({ query, user, deps }) {
    if (query.user && query.user !== user._id) throw forbidden();
    const where = { ...questionFilter(query), owner: user._id };
    const list = { collection: questionsCollection, where, pageSize, sort: ['createdAt', 'desc'] } as const;
    return pagedList(deps.read, query, list, 'questions', (docs: QuestionDoc[]) => docs.map(publicQuestion));
  },
});

/** Deletes the author's questions in one write: if any is not theirs, nothing is deleted. */
const bulkDelete = route({
  method: 'delete',
  path: '/api/myquestions/deletemyquestions',
  access: 'user',
  body: deleteMyQuestionsBody,
  async handler({ body, user, meta, deps }) {
    const ids = await ownQuestions(deps.events, body.questions, user);
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
  // From its stream, short: whoever just created or edited it sees it at once, with or without a token.
  handler: async ({ params, deps }) => publicQuestion(await questionFromLog(deps.events, params.id)),
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
    await ownQuestion(deps.events, params.id, user);
    const { events, position } = await questionCommand(deps, params.id, { type: 'Edit', fields }, meta);
    // Issue 26: the author corrected the key: the answers already given are re-graded by a background job,
    // whose outcome GET .../regrade tells (`regrading` says to ask).
    const edited = events.find((e) => e.type === 'QuestionEdited');
    const regrading = Boolean(edited && changesGrading(edited.data.changes));
    if (regrading) await queueRegrade(deps, params.id, position, meta);
    const question = publicQuestion(await questionFromLog(deps.events, params.id));
    return regrading ? { ...question, regrading } : question;
  },
});

/** Where the re-grade after the last change of the key stands, and what it changed: the author only. */
const regrade = ownedQuestion({
  method: 'get',
  path: '/api/myquestions/details/:id/regrade',
  async handler({ params, deps }) {
    return regradeStatus(deps.events, params.id);
  },
});

const remove = ownedQuestion({
  method: 'delete',
  path: '/api/myquestions/details/:id',
  async handler({ params, meta, deps }) {
    await questionCommand(deps, params.id, { type: 'Delete' }, meta);
    return { message: 'Question removed' };
  },
});

export const myQuestionRoutes: AnyRoute[] = [create, list, bulkDelete, details, update, regrade, remove];
