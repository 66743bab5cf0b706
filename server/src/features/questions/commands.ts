import {
  decideQuestion,
  evolveQuestion,
  initialQuestion,
  type QuestionCommand,
  type QuestionEvent,
} from '@lebe/domain';
import type { QuestionDoc } from './question-bank.projection';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type CommandMeta, type Decider } from '../../platform/commands/command-handler';
import { HttpError } from '../../platform/http/errors';

const questionDecider: Decider<typeof initialQuestion, QuestionCommand, QuestionEvent> = {
  initial: initialQuestion,
  evolve: evolveQuestion,
  decide: decideQuestion,
};

export const questionStream = (id: string) => `question-${id}`;

export const questionCommand = (deps: AppDeps, id: string, command: QuestionCommand, meta: CommandMeta) =>
  handleCommand(deps, questionStream(id), questionDecider, command, meta);

export async function loadQuestion(deps: AppDeps, id: string): Promise<QuestionDoc> {
  const doc = await deps.read.get<QuestionDoc>('questions', id);
  if (!doc) throw new HttpError(404, 'Question not found');
  return doc;
}

/** The question as the API shows it: the read model without its serving internals. */
export function publicQuestion(doc: QuestionDoc) {
  const { rand: _rand, inBank: _inBank, origin: _origin, ...rest } = doc;
  return rest;
}
