import type { updateClassroomBody } from '@lebe/domain';
import {
  classLoginResponse,
  classroomPageResponse,
  classroomResponse,
  classroomWrittenResponse,
  followedClassroomResponse,
  joinedResponse,
  messageResponse,
  removedStudentsResponse,
  studentResponse,
  type CreateClassroomBody,
} from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';

/** GET /api/classrooms/myclassrooms: the classrooms the user teaches. */
export const getMyClassrooms = () => api.get(classroomPageResponse, '/api/classrooms/myclassrooms');
/** GET /api/classrooms/{id}. */
export const getClassroom = (id: string) => api.get(classroomResponse, `/api/classrooms/${id}`);
/** POST /api/classrooms: Create Your Classroom. */
export const createClassroom = (body: CreateClassroomBody) =>
  api.post(classroomWrittenResponse, '/api/classrooms', body);
/** PUT /api/classrooms/{id}: Update Classroom Information (the keycode only when given). */
export const updateClassroom = (id: string, body: z.input<typeof updateClassroomBody>) =>
  api.put(classroomWrittenResponse, `/api/classrooms/${id}`, body);
export const deleteClassroom = (id: string) => api.del(messageResponse, `/api/classrooms/${id}`);

/** POST /api/classrooms/classlogin (no token): the classroom and a ticket to join it with. */
export const classLogin = (classroomCode: string, password: string) =>
  api.post(classLoginResponse, '/api/classrooms/classlogin', { classroomCode, password }, { auth: false });
/** POST /api/followers: join with the name shared with the teacher. */
export const joinClassroom = (classroom: string, studentName: string, ticket: string) =>
  api.post(joinedResponse, '/api/followers', { classroom, studentName, ticket });
/** GET /api/followers/myfollowedclassrooms: the classrooms the user joined. */
export const getFollowedClassrooms = () =>
  api.get(z.array(followedClassroomResponse), '/api/followers/myfollowedclassrooms');
/** GET /api/followers/mystudents?classroom={id}: the students of a classroom, with their figures there. */
/** `group` (issue 38): only that learner group's students. */
export const getStudents = (classroom: string, group = '') =>
  api.get(z.array(studentResponse), `/api/followers/mystudents${query({ classroom, group })}`);
/** DELETE /api/followers/{id}: a student leaves, or their teacher removes them. */
export const removeFollower = (id: string) => api.del(messageResponse, `/api/followers/${id}`);
/** GET /api/followers/removed?classroom={id}: the students the teacher removed (issue 26 item 7). */
export const getRemovedStudents = (classroom: string) =>
  api.get(removedStudentsResponse, `/api/followers/removed${query({ classroom })}`);
/** POST /api/followers/{id}/readmit: the teacher lets a removed student back in. */
export const readmitFollower = (id: string) => api.post(messageResponse, `/api/followers/${id}/readmit`);
