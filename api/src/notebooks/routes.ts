import { createHash } from 'node:crypto';
import { z } from 'zod';
import { answerSchema, notebookEntrySchema, type NotebookEvent } from '@lebe/domain';
import { route, type AnyRoute } from '../http/route';
import { HttpError } from '../http/errors';
import { toNewEvent } from '../commands/command-handler';
import { WrongExpectedRevisionError } from '@lebe/store';
import { loadQuestion } from '../questions/question-commands';

/** One entry per learner and question: saving the same question twice is refused, not duplicated. */
const entryId = (user: string, questionId: string) =>
  createHash('sha256').update(`${user}:${questionId}`).digest('hex').slice(0, 24);

const saveBody = notebookEntrySchema
  .partial()
  .extend({
    questionId: z.string().min(1).optional(),
    _id: z.string().optional(),
    answers: z.array(answerSchema).optional(),
    priority: z.coerce.number().min(0).max(100).optional(),
  })
  .refine((b) => b.questionId ?? b._id, { message: 'questionId is required' });

export const notebookRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/notebooks',
    access: 'user',
    status: 201,
    body: saveBody,
    async handler({ body, user, meta, deps }) {
      const questionId = (body.questionId ?? body._id)!;
      const q = await loadQuestion(deps, questionId);
      const entry = notebookEntrySchema.parse({
        question: body.question ?? q.question,
        answers: body.answers ?? q.answers,
        category: body.category ?? q.category,
        level: body.level ?? q.level,
        weight: body.weight ?? q.weight,
        questionType: body.questionType ?? q.questionType,
        userLanguage: body.userLanguage ?? q.userLanguage,
        targetLanguage: body.targetLanguage ?? q.targetLanguage,
        isFlagged: body.isFlagged ?? q.isFlagged,
        citation: body.citation ?? q.citation,
        textType: body.textType ?? q.textType,
        knowledgeType: body.knowledgeType ?? q.knowledgeType,
        note: body.note ?? '',
        hint: body.hint ?? '',
        collectionName: body.collectionName ?? '',
        priority: body.priority ?? 1,
        source: body.source || 'Lëbe',
        questionId,
      });
      const id = entryId(user._id, questionId);
      const event: NotebookEvent = { type: 'NotebookEntrySaved', data: { entryId: id, user: user._id, entry } };
      try {
        const { position } = await deps.events.append(`notebook-${id}`, [toNewEvent(event, meta)], 'no_stream');
        await deps.freshness.awaitPosition(position);
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError)
          throw new HttpError(409, 'This question is already in your notebook');
        throw error;
      }
      return { _id: id, user: user._id, ...entry, message: 'Successfully added to notebook!' };
    },
  }),
];
