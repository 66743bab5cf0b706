import { teacherOf } from '@lebe/projectors/classrooms';
import { guardedRoute } from '../../platform/http/route';

/** A route of a classroom the caller teaches (`:id`); the handler gets the classroom, another's is refused. */
export const teacherRoute = guardedRoute(({ params, user, deps }) => teacherOf(deps.events, params.id, user));
