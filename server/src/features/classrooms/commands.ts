import { createHash } from 'node:crypto';
import {
  decideClassroom,
  decideClassroomCode,
  evolveClassroom,
  evolveClassroomCode,
  initialClassroom,
  initialClassroomCode,
  newId,
  type ClassroomCommand,
  type ClassroomEvent,
} from '@lebe/domain';
import { classroomCodeKey } from '@lebe/domain';
import { type ClassroomDoc } from './classrooms.projection';
import { type FollowerDoc } from './followers.projection';
import type { AuthUser } from '../../platform/auth/authenticate';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type CommandMeta, type Decider } from '../../platform/commands/command-handler';
import { HttpError } from '../../platform/http/errors';
import { ClassroomSecrets } from './classroom-secrets';

const classroomDecider: Decider<typeof initialClassroom, ClassroomCommand, ClassroomEvent> = {
  initial: initialClassroom,
  evolve: evolveClassroom,
  decide: decideClassroom,
};
const codeDecider = { initial: initialClassroomCode, evolve: evolveClassroomCode, decide: decideClassroomCode };

/** The reservation stream of a code; hashed so any code makes a valid stream name. */
const codeStream = (code: string) =>
  `classroomcode-${createHash('sha256').update(classroomCodeKey(code)).digest('hex').slice(0, 32)}`;
const reserveCode = (deps: AppDeps, code: string, classroomId: string, meta: CommandMeta) =>
  handleCommand(deps, codeStream(code), codeDecider, { type: 'Reserve', classroomId }, meta);
const releaseCode = (deps: AppDeps, code: string, classroomId: string, meta: CommandMeta) =>
  handleCommand(deps, codeStream(code), codeDecider, { type: 'Release', classroomId }, meta);

export const classroomCommand = (deps: AppDeps, id: string, command: ClassroomCommand, meta: CommandMeta) =>
  handleCommand(deps, `classroom-${id}`, classroomDecider, command, meta);

/** A membership's id: one per classroom and student, so joining twice meets the same stream. */
export const followerId = (classroom: string, student: string) =>
  createHash('sha256').update(`${classroom}:${student}`).digest('hex').slice(0, 24);

export interface NewClassroom {
  classroomCode: string;
  name: string;
  teacher: string;
  description: string;
  base_language: string;
  target_language: string;
  password: string;
}

/** Claims the code first (exactly one of two concurrent claims wins), then stores the keycode and creates. */
export async function createClassroom(deps: AppDeps, owner: string, input: NewClassroom, meta: CommandMeta) {
  const classroomId = newId();
  const { password, ...fields } = input;
  await reserveCode(deps, fields.classroomCode, classroomId, meta);
  const secrets = new ClassroomSecrets(deps.secrets);
  try {
    await secrets.setKeycode(classroomId, password);
    await classroomCommand(deps, classroomId, { type: 'Create', classroomId, owner, ...fields }, meta);
  } catch (error) {
    await secrets.removeKeycode(classroomId);
    await releaseCode(deps, fields.classroomCode, classroomId, meta);
    throw error;
  }
  return classroomId;
}

export async function deleteClassroom(deps: AppDeps, classroom: ClassroomDoc, by: string, meta: CommandMeta) {
  await classroomCommand(deps, classroom._id, { type: 'Delete', by }, meta);
  await releaseCode(deps, classroom.classroomCode, classroom._id, meta);
  await new ClassroomSecrets(deps.secrets).removeKeycode(classroom._id);
}

export async function loadClassroom(deps: AppDeps, id: string): Promise<ClassroomDoc> {
  const doc = await deps.read.get<ClassroomDoc>('classrooms', id);
  if (!doc) throw new HttpError(404, 'Classroom not found');
  return doc;
}

export const isTeacher = (classroom: ClassroomDoc, user: AuthUser) => classroom.user === user._id;

export async function isStudent(deps: AppDeps, classroom: string, user: AuthUser) {
  return Boolean(await deps.read.get<FollowerDoc>('followers', followerId(classroom, user._id)));
}

/** The classroom, if the caller teaches it. */
export async function teacherOf(deps: AppDeps, id: string, user: AuthUser) {
  const classroom = await loadClassroom(deps, id);
  if (!isTeacher(classroom, user)) throw new HttpError(403, 'Only the teacher of this classroom can do this');
  return classroom;
}

/** The classroom, if the caller teaches it or is one of its students (admins too). */
export async function memberOf(deps: AppDeps, id: string, user: AuthUser) {
  const classroom = await loadClassroom(deps, id);
  if (!isTeacher(classroom, user) && !user.isAdmin && !(await isStudent(deps, id, user)))
    throw new HttpError(403, 'Only the teacher and students of this classroom can see it');
  return classroom;
}

/** The classroom as the API shows it: its name also as `title`, without the lookup key. */
export function publicClassroom(doc: ClassroomDoc) {
  const { codeKey: _codeKey, ...rest } = doc;
  return { ...rest, title: doc.name };
}
