import { api, query } from '../../shared';

/** A team member as the team read model answers it (SPEC §3 Team member). */
export interface TeamMember {
  _id: string;
  name: string;
  role: string;
  image: string;
  category?: string;
  description: string;
}

export interface TeamPage {
  teamMembers: TeamMember[];
  page: number;
  pages: number;
}

// Team pages are public: no token is sent (SPEC §6).
export const teamApi = {
  list: (keyword: string, pageNumber: number) =>
    api.get<TeamPage>(`/api/team${query({ keyword, pageNumber })}`, { auth: false }),
  one: (id: string) => api.get<TeamMember>(`/api/team/${encodeURIComponent(id)}`, { auth: false }),
};

/** /team, /team/search/{keyword}, and their /page/{n} variants. */
export function teamPath(keyword: string, page = 1) {
  const base = keyword ? `/team/search/${encodeURIComponent(keyword)}` : '/team';
  return page > 1 ? `${base}/page/${page}` : base;
}
