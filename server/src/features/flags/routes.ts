import { z } from 'zod';
import { newId, type FlagEvent } from '@lebe/domain';
import type { Filter } from '@lebe/store';
import type { FlagDoc } from './flags.projection';
import type { QuestionDoc } from '../questions/question-bank.projection';
import type { UserDoc } from '../users/users.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { appendFacts } from '../../platform/commands/command-handler';
import { loadQuestion } from '../questions/commands';
import { questionFilter, questionFilterQuery } from '../questions/routes';

const thanks = 'Thank you for your input! Our staff will review the question.';
const reasons = ['inappropriate', 'incorrect', 'wrongAnswer', 'offensive', 'weird'] as const;
const yesNo = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  z.enum(['yes', 'no', 'true', 'false']).optional(),
);

/** A flag as the admin list shows it (SPEC §3 Flag): with its user's name and e-mail and the live question. */
export async function withRelations(deps: Parameters<typeof loadQuestion>[0], flags: FlagDoc[]) {
  const users = await deps.read.getMany<UserDoc>('users', [...new Set(flags.map((f) => f.user))]);
  const questions = await deps.read.getMany<QuestionDoc>('questions', [...new Set(flags.map((f) => f.question))]);
  return flags.map((f) => {
    const u = users.get(f.user);
    const q = questions.get(f.question);
    return {
      ...f,
      status: f.resolved ? 'resolved!' : 'FLAGGED',
      userData: { name: u?.name ?? '(deleted user)', email: u?.email ?? '' },
      questionData: {
        _id: f.question,
        question: q?.question ?? '(deleted question)',
        isFlagged: q?.isFlagged ?? false,
      },
    };
  });
}

export const flagRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/flags',
    access: 'user',
    status: 201,
    body: z.object({
      question: z.string().min(1, 'question is required'),
      inappropriate: z.boolean().default(false),
      incorrect: z.boolean().default(false),
      wrongAnswer: z.boolean().default(false),
      offensive: z.boolean().default(false),
      weird: z.boolean().default(false),
      comment: z.string().max(2000).default(''),
    }),
    async handler({ body, user, meta, deps }) {
      const q = await loadQuestion(deps, body.question);
      const flagId = newId();
      const { level, userLanguage, targetLanguage, textType, questionType } = q;
      const event: FlagEvent = {
        type: 'FlagRaised',
        data: { flagId, ...body, user: user._id, level, userLanguage, targetLanguage, textType, questionType },
      };
      await appendFacts(deps, `flag-${flagId}`, [event], meta);
      return { _id: flagId, ...body, message: thanks };
    },
  }),
  route({
    method: 'get',
    path: '/api/flags/allflags',
    access: 'admin',
    query: questionFilterQuery.extend(
      Object.fromEntries(reasons.map((r) => [r, yesNo])) as Record<(typeof reasons)[number], typeof yesNo>,
    ),
    async handler({ query, deps }) {
      const where: Filter = questionFilter(query);
      delete where.isFlagged;
      for (const r of reasons) if (query[r]) where[r] = query[r] === 'yes' || query[r] === 'true';
      const page = await deps.read.find<FlagDoc>('flags', {
        where,
        keyword: query.keyword,
        page: query.pageNumber,
        pageSize: 20,
        sort: [['createdAt', 'desc']],
      });
      return { flags: await withRelations(deps, page.items), page: page.page, pages: page.pages };
    },
  }),
];
