import { idParams, missing, practiceQuery, questionEditBody, questionFilterQuery } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { fieldsFor, route, type AnyRoute } from '../../platform/http/route';
import { recentAnswers } from '@lebe/projectors/practice';
import { bandOf, drawCalibrated } from '@lebe/projectors/ability';
import { reportedBy } from '@lebe/projectors/flags';
import {
  drawQuestion,
  questionFilter,
  questionsCollection,
  questionFromLog,
  publicQuestion,
  type QuestionDoc,
  bankStats,
  filledLevels,
} from '@lebe/projectors/questions';
import { publicQuestionBytes } from './served-bytes';
import { createQuestion, deleteQuestion, editQuestion } from './commands';
import { pagedList } from '../../platform/http/paged-list';
import { refuseWhileBankLoads } from '../../platform/http/bank-loading';

const pageSize = 20;
const nothingAvoided: ReadonlySet<string> = new Set();

/** What a learner's draw avoids: the questions they answered lately and those they reported. */
async function avoidedBy(deps: AppDeps, learner: string): Promise<ReadonlySet<string>> {
  const [recent, reported] = await Promise.all([recentAnswers(deps.read, learner), reportedBy(deps.read, learner)]);
  return new Set([...recent, ...reported]);
}

/**
 * The practice draw at a level (issue 29): a question written for the level, unless its answers calibrated it
 * (20 or more) into another level's band: then a question calibrated into this level's band is served in its
 * place, when there is one, else another draw. So a calibrated question is served where its difficulty is.
 */
async function drawAtLevel(
  deps: AppDeps,
  criteria: { targetLanguage: string; level: number },
  avoid: ReadonlySet<string>,
): Promise<QuestionDoc | null> {
  let first: QuestionDoc | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const question = await drawQuestion(deps.read, criteria, avoid);
    if (!question) return first;
    first ??= question;
    const band = await bandOf(deps.read, question._id);
    if (band === null || band === criteria.level) return question;
    const calibrated = await drawCalibrated(deps.read, criteria.targetLanguage, criteria.level, avoid);
    const instead = calibrated ? await deps.read.get<QuestionDoc>(questionsCollection, calibrated) : null;
    // A difficulty keeps the language of the answers that calibrated it: a question since moved to another
    // language (an admin's edit) is not served in its old one.
    if (instead?.inBank && !instead.isFlagged && instead.targetLanguage === criteria.targetLanguage) return instead;
  }
  return first;
}

/**
 * The draw at the asked level or, where the bank has nothing there, at the nearest level below that has: the
 * bank leaves a language's top levels empty rather than call easy items hard (issue 37: Dzongkha has no
 * sentences), and a learner who reaches them still practises. The asked level is tried first, so the usual draw
 * costs no more than before; only below it do the bank's own counts say which levels to look at.
 */
async function drawAtOrBelow(
  deps: AppDeps,
  criteria: { targetLanguage: string; level: number },
  avoid: ReadonlySet<string>,
): Promise<QuestionDoc | null> {
  const asked = await drawAtLevel(deps, criteria, avoid);
  if (asked) return asked;
  for (const level of await filledLevels(deps.read, criteria.targetLanguage, criteria.level - 1)) {
    const question = await drawAtLevel(deps, { ...criteria, level }, avoid);
    if (question) return question;
  }
  return null;
}

export const questionRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/questions',
    access: 'public',
    query: practiceQuery,
    async handler({ query, user, deps }) {
      const question = await drawAtOrBelow(deps, query, user ? await avoidedBy(deps, user._id) : nothingAvoided);
      if (!question) await refuseWhileBankLoads(deps);
      if (!question) throw missing('No questions found for this language and level');
      return publicQuestionBytes(question);
    },
  }),
  route({
    method: 'get',
    path: '/api/questions/stats',
    access: 'public',
    handler: ({ deps }) => bankStats(deps.read),
  }),
  route({
    method: 'get',
    path: '/api/questions/filter',
    access: 'admin',
    query: questionFilterQuery,
    handler: ({ query, deps }) =>
      pagedList(
        deps.read,
        query,
        { collection: questionsCollection, where: questionFilter(query), pageSize, sort: ['createdAt', 'desc'] },
        'questions',
        (docs: QuestionDoc[]) => docs.map(publicQuestion),
      ),
  }),
  route({
    method: 'post',
    path: '/api/questions',
    access: 'admin',
    status: 201,
    handler: async ({ meta, deps }) => publicQuestion(await createQuestion(deps, {}, meta)),
  }),
  route({
    method: 'get',
    path: '/api/questions/:id',
    access: 'public',
    params: idParams,
    // From its stream, short: whoever just created or edited it sees it at once, with or without a token.
    handler: async ({ params, deps }) => publicQuestion(await questionFromLog(deps.events, params.id)),
  }),
  route({
    method: 'put',
    path: '/api/questions/:id',
    access: 'admin',
    params: idParams,
    body: questionEditBody,
    async handler({ params, body, meta, deps }) {
      const { user: _user, ...fields } = fieldsFor(params.id, body);
      return publicQuestion(await editQuestion(deps, params.id, fields, meta));
    },
  }),
  route({
    method: 'delete',
    path: '/api/questions/:id',
    access: 'admin',
    params: idParams,
    async handler({ params, meta, deps }) {
      await deleteQuestion(deps, params.id, meta);
      return { message: 'Question removed' };
    },
  }),
];
