import { groupResponse, groupsResponse, messageResponse } from '@lebe/domain';
import { api } from '../../../lib/api-client';

const groupsPath = (classroom: string) => `/api/classrooms/${encodeURIComponent(classroom)}/groups`;
const groupPath = (classroom: string, group: string) => `${groupsPath(classroom)}/${encodeURIComponent(group)}`;

/** GET /api/classrooms/{id}/groups: the classroom's learner groups (issue 38). */
export const getGroups = (classroom: string) => api.get(groupsResponse, groupsPath(classroom));
/** POST /api/classrooms/{id}/groups. */
export const createGroup = (classroom: string, name: string, members: string[]) =>
  api.post(groupResponse, groupsPath(classroom), { name, members });
/** PUT /api/classrooms/{id}/groups/{groupId}: a new name and the whole list of members. */
export const updateGroup = (classroom: string, group: string, body: { name?: string; members?: string[] }) =>
  api.put(groupResponse, groupPath(classroom, group), body);
/** DELETE /api/classrooms/{id}/groups/{groupId}. */
export const deleteGroup = (classroom: string, group: string) => api.del(messageResponse, groupPath(classroom, group));
