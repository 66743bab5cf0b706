import { questionDecider, streams, type QuestionCommand } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type CommandMeta, type CommandOptions } from '../../platform/commands/command-handler';

export const questionCommand = (
  deps: AppDeps,
  id: string,
  command: QuestionCommand,
  meta: CommandMeta,
  options?: CommandOptions,
) => handleCommand(deps, streams.question(id), questionDecider, command, meta, options);
