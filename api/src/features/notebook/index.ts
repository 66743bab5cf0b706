import type { Feature } from '../../platform/feature';
import { notebookRoutes } from './routes';

/** The notebook: saved questions with the learner's notes, practised by spaced repetition. */
export const notebook: Feature = { name: 'notebook', routes: [...notebookRoutes] };
