import { streakResponse } from '@lebe/domain';
import { api, ApiError } from '../../../lib/api-client';

/**
 * GET /api/dashboards/streak: the days in a row the learner answered, the longest run, and whether today
 * counts yet (derived from the recorded answers by the server). Null where the server has no such route (404).
 */
export async function getStreak() {
  try {
    return await api.get(streakResponse, '/api/dashboards/streak');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
