import { followerId, forbidden, notFound, streams } from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import { documentFromLog } from '../runtime';
import { type ClassroomDoc, classroomsProjection } from './classrooms.projection';
import { followersProjection } from './followers.projection';
import { classroomGroupsProjection } from './groups.projection';

// Who may see or change a classroom is decided from the write side, the classroom's and the membership's
// streams: a classroom just created, renamed or joined counts at once, whatever the read models reached.

/** The classroom as its stream holds it now (see documentFromLog), null when there is none. */
export const findClassroom = (events: EventStore, id: string) =>
  documentFromLog(events, classroomsProjection, streams.classroom(id), id);

/** The classroom as its stream holds it now: what a write decides from and answers with. */
export async function loadClassroom(events: EventStore, id: string): Promise<ClassroomDoc> {
  const doc = await findClassroom(events, id);
  if (!doc) throw notFound('Classroom');
  return doc;
}

export const isTeacher = (classroom: ClassroomDoc, user: { _id: string }) => classroom.user === user._id;

/** The student's membership of the classroom as its stream holds it now (null: not a member). */
export const membershipFromLog = (events: EventStore, classroom: string, student: string) =>
  followerFromLog(events, followerId(classroom, student));

/** A membership by its own id, as its stream holds it now (null: none, or left). */
export const followerFromLog = (events: EventStore, id: string) =>
  documentFromLog(events, followersProjection, streams.follower(id), id);

/** A classroom's group as its stream holds it now (null: none, or deleted). */
export const groupFromLog = (events: EventStore, id: string) =>
  documentFromLog(events, classroomGroupsProjection, streams.group(id), id);

export async function isStudent(events: EventStore, classroom: string, user: { _id: string }) {
  return Boolean(await membershipFromLog(events, classroom, user._id));
}

/** The classroom, if the caller teaches it. */
export async function teacherOf(events: EventStore, id: string, user: { _id: string }) {
  const classroom = await loadClassroom(events, id);
  if (!isTeacher(classroom, user)) throw forbidden('Only the teacher of this classroom can do this');
  return classroom;
}

/** The classroom, if the caller teaches it or is one of its students (admins too). */
export async function memberOf(events: EventStore, id: string, user: { _id: string; isAdmin: boolean }) {
  const classroom = await loadClassroom(events, id);
  if (!isTeacher(classroom, user) && !user.isAdmin && !(await isStudent(events, id, user)))
    throw forbidden('Only the teacher and students of this classroom can see it');
  return classroom;
}

/** The classroom as the API shows it: its name also as `title`, without the lookup key. */
export function publicClassroom(doc: ClassroomDoc) {
  const { codeKey: _codeKey, ...rest } = doc;
  return { ...rest, title: doc.name };
}

/**
 * The learner group something is assigned to (issue 38), checked against the group's stream: one of the
 * classroom's groups (404 for an unknown one or another classroom's), null for the whole class, undefined left as is.
 */
export async function assignedGroup(events: EventStore, classroom: string, group: string | null | undefined) {
  if (!group) return group;
  const doc = await groupFromLog(events, group);
  if (!doc || doc.classroom !== classroom) throw notFound('Group');
  return doc._id;
}

/** Whether the user is a student of the classroom's learner group, as the group's stream holds it now. */
export async function inGroup(events: EventStore, classroom: string, group: string, user: { _id: string }) {
  const doc = await groupFromLog(events, group);
  return Boolean(doc && doc.classroom === classroom && doc.members.includes(user._id));
}

/** The students of one of the classroom's learner groups, as its stream holds it now; 404 for any other group. */
export async function groupMembersOf(events: EventStore, classroom: string, group: string): Promise<Set<string>> {
  const doc = await groupFromLog(events, group);
  if (!doc || doc.classroom !== classroom) throw notFound('Group');
  return new Set(doc.members);
}
