import { messageResponse } from '@lebe/domain';
import { api } from '../../../lib/api-client';

/** POST /api/users/password-reset: always the same answer, whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post(messageResponse, '/api/users/password-reset', { email }, { auth: false });

/** POST /api/users/password-reset/confirm: the link's token and the new password. */
export const confirmPasswordReset = (token: string, password: string) =>
  api.post(messageResponse, '/api/users/password-reset/confirm', { token, password }, { auth: false });
