import { publicUserResponse, userInfoResponse } from '@lebe/domain';
import { api } from '../../../lib/api-client';

/** GET /api/users/profile: the signed-in user. */
export const getProfile = () => api.get(publicUserResponse, '/api/users/profile');
/** PUT /api/users/profile: name, e-mail and (when given) a new password; the answer is the user info to keep. */
export const updateProfile = (body: { id: string; name: string; email: string; password?: string }) =>
  api.put(userInfoResponse, '/api/users/profile', body);
