import { publicTeamMemberResponse, teamPageResponse } from '@lebe/domain';
import { api, query } from '../../../lib/api-client';

// Team pages are public: no token is sent (SPEC §6).
/** GET /api/team?keyword=&pageNumber=: a page of the team directory. */
export const getTeam = (keyword: string, pageNumber: number) =>
  api.get(teamPageResponse, `/api/team${query({ keyword, pageNumber })}`, { auth: false });
/** GET /api/team/{id}: one member. */
export const getTeamMember = (id: string) =>
  api.get(publicTeamMemberResponse, `/api/team/${encodeURIComponent(id)}`, { auth: false });
