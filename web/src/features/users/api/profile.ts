import { profileResponse, userInfoResponse } from '@lebe/domain';
import { api } from '../../../lib/api-client';

/** GET /api/users/profile: the signed-in user. */
export const getProfile = () => api.get(profileResponse, '/api/users/profile');
/**
 * PUT /api/users/profile: name, e-mail and (when given) a new password, with the current password when
 * either of the last two changes; the answer is the user info to keep.
 */
export const updateProfile = (body: {
  id: string;
  name: string;
  email: string;
  password?: string;
  currentPassword?: string;
}) => api.put(userInfoResponse, '/api/users/profile', body);
