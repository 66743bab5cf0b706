import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shared';
import './team.css';

// Loaded only when a visitor opens the team pages.
const TeamScreen = lazyScreen(() => import('./TeamScreen'), 'TeamScreen');
const TeamMemberScreen = lazyScreen(() => import('./TeamMemberScreen'), 'TeamMemberScreen');

export const teamRoutes: RouteObject[] = [
  ...['/team', '/team/page/:pageNumber', '/team/search/:keyword', '/team/search/:keyword/page/:pageNumber'].map(
    (path) => ({ path, element: <TeamScreen /> }),
  ),
  { path: '/team/:id', element: <TeamMemberScreen /> },
];
