import { classroomCodeDecider, classroomDecider, newId, streams, type CreateClassroomBody } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { ClassroomSecrets } from './classroom-secrets';
import type { ClassroomDoc } from '@lebe/projectors/classrooms';
import { type CommandMeta, handleCommands, loadState } from '../../platform/commands';

export type NewClassroom = Omit<CreateClassroomBody, 'base_language' | 'target_language'> & {
  base_language: string;
  target_language: string;
};

/** A claim on a code, voiding one a creation cut off by an older version left behind (its classroom has no stream). */
async function reserveCode(deps: AppDeps, code: string, classroomId: string) {
  const { state } = await loadState(deps, streams.classroomCode(code), classroomCodeDecider);
  const holder = state.heldBy;
  const orphaned =
    holder &&
    holder !== classroomId &&
    !(await loadState(deps, streams.classroom(holder), classroomDecider)).state.exists
      ? holder
      : undefined;
  return {
    stream: streams.classroomCode(code),
    decider: classroomCodeDecider,
    command: { type: 'Reserve', classroomId, orphaned },
  };
}

/**
 * Creates a classroom: its keycode is hashed and stored first (the slow part, before anything is
 * written), then the code's reservation and the classroom are appended in one atomic write. Of two
 * concurrent creations with one code exactly one wins; a crash leaves the whole classroom or nothing.
 */
export async function createClassroom(deps: AppDeps, owner: string, input: NewClassroom, meta: CommandMeta) {
  const classroomId = newId();
  const { password, ...fields } = input;
  const secrets = new ClassroomSecrets(deps);
  await secrets.setKeycode(classroomId, password);
  try {
    await handleCommands(
      deps,
      [
        await reserveCode(deps, fields.classroomCode, classroomId),
        {
          stream: streams.classroom(classroomId),
          decider: classroomDecider,
          command: { type: 'Create', classroomId, owner, ...fields },
        },
      ],
      meta,
    );
  } catch (error) {
    await secrets.removeKeycode(classroomId);
    throw error;
  }
  return classroomId;
}

/** Deletes the classroom and frees its code in one write; then its keycode goes. */
export async function deleteClassroom(deps: AppDeps, classroom: ClassroomDoc, by: string, meta: CommandMeta) {
  await handleCommands(
    deps,
    [
      { stream: streams.classroom(classroom._id), decider: classroomDecider, command: { type: 'Delete', by } },
      {
        stream: streams.classroomCode(classroom.classroomCode),
        decider: classroomCodeDecider,
        command: { type: 'Release', classroomId: classroom._id },
      },
    ],
    meta,
  );
  await new ClassroomSecrets(deps).removeKeycode(classroom._id);
}
