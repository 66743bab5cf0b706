import { followerId, forbidden, notFound, streams } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { documentFromLog } from '../runtime';
import { type ClassroomDoc, classroomsCollection, classroomsProjection } from './classrooms.projection';
import { followersCollection } from './followers.projection';

/** Who may see or change a classroom, read from the classrooms and followers read models. */
export async function loadClassroom(read: ReadStore, id: string): Promise<ClassroomDoc> {
  const doc = await read.get<ClassroomDoc>(classroomsCollection, id);
  if (!doc) throw notFound('Classroom');
  return doc;
}

export const isTeacher = (classroom: ClassroomDoc, user: { _id: string }) => classroom.user === user._id;

export async function isStudent(read: ReadStore, classroom: string, user: { _id: string }) {
  return Boolean(await read.get(followersCollection, followerId(classroom, user._id)));
}

/** The classroom, if the caller teaches it. */
export async function teacherOf(read: ReadStore, id: string, user: { _id: string }) {
  const classroom = await loadClassroom(read, id);
  if (!isTeacher(classroom, user)) throw forbidden('Only the teacher of this classroom can do this');
  return classroom;
}

/** The classroom, if the caller teaches it or is one of its students (admins too). */
export async function memberOf(read: ReadStore, id: string, user: { _id: string; isAdmin: boolean }) {
  const classroom = await loadClassroom(read, id);
  if (!isTeacher(classroom, user) && !user.isAdmin && !(await isStudent(read, id, user)))
    throw forbidden('Only the teacher and students of this classroom can see it');
  return classroom;
}

/** The classroom as the API shows it: its name also as `title`, without the lookup key. */
export function publicClassroom(doc: ClassroomDoc) {
  const { codeKey: _codeKey, ...rest } = doc;
  return { ...rest, title: doc.name };
}

/** The classroom as its stream holds it now: what a write answers with (see documentFromLog). */
export async function classroomFromLog(events: EventStore, id: string): Promise<ClassroomDoc> {
  const doc = await documentFromLog(events, classroomsProjection, streams.classroom(id), id);
  if (!doc) throw notFound('Classroom');
  return doc;
}
