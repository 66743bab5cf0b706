import { flagDecider, forbidden, newId, questionReportsDecider, streams, type RaiseFlagBody } from '@lebe/domain';
import type { AuthUser } from '../../platform/auth/authenticate';
import type { AppDeps } from '../../platform/deps';
import { mayPractiseQuestion } from '@lebe/projectors/classrooms';
import { questionFromLog } from '@lebe/projectors/questions';
import { openReporters } from '@lebe/projectors/flags';
import { type CommandMeta, handleCommands, questionCommand } from '../../platform/commands';

/**
 * A learner's report of a question. It hides the question from that learner at once (practice skips what
 * they reported); the question leaves practice for everyone only by an admin's decision, or when
 * `FLAG_QUORUM` different learners have open reports on it. Reports are rate-limited per learner, and a
 * teacher's classroom question can be reported only by those who may practise it.
 */
export async function raiseFlag(deps: AppDeps, user: AuthUser, body: RaiseFlagBody, meta: CommandMeta) {
  const q = await questionFromLog(deps.events, body.question);
  if (!q.inBank && !(await mayPractiseQuestion(deps.events, q._id, q.owner, user)))
    throw forbidden('Only the teacher and students of its classrooms can report this question');
  await deps.limits.flag(user._id);
  const flagId = newId();
  const { level, userLanguage, targetLanguage, textType, questionType } = q;
  const flag = { flagId, ...body, user: user._id, level, userLanguage, targetLanguage, textType, questionType };
  // The flag and its entry in the question's reports in one write: the quorum is counted from the log.
  await handleCommands(
    deps,
    [
      { stream: streams.flag(flagId), decider: flagDecider, command: { type: 'Raise', flag } },
      {
        stream: streams.questionReports(q._id),
        decider: questionReportsDecider,
        command: { type: 'Report', flagId, user: user._id },
      },
    ],
    meta,
  );
  if (!q.isFlagged && (await openReporters(deps, q._id)) >= deps.config.FLAG_QUORUM)
    await questionCommand(deps, q._id, { type: 'Flag' }, { ...meta, actor: null });
  return flagId;
}
