import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import './team.css';

// Loaded only when a visitor opens the team pages.
const Team = lazy(() => import('./TeamScreen').then((m) => ({ default: m.TeamScreen })));
const TeamMember = lazy(() => import('./TeamMemberScreen').then((m) => ({ default: m.TeamMemberScreen })));

export const teamRoutes: RouteObject[] = [
  ...['/team', '/team/page/:pageNumber', '/team/search/:keyword', '/team/search/:keyword/page/:pageNumber'].map(
    (path) => ({ path, element: <Team /> }),
  ),
  { path: '/team/:id', element: <TeamMember /> },
];
