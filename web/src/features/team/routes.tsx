import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';
import './team.css';

/** The team directory (searchable, paged) and a member's page (SPEC §2). */
export const teamRoutes: RouteObject[] = [
  ...paths.team.patterns.map((path) =>
    lazyRoute(
      path,
      () => import('./components/team-screen'),
      (m) => m.TeamScreen,
    ),
  ),
  lazyRoute(
    paths.teamMember.path,
    () => import('./components/team-member-screen'),
    (m) => m.TeamMemberScreen,
  ),
];
