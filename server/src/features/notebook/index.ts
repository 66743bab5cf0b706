import { defineFeature } from '../../platform/feature';
import { notebookProjection } from './notebook.projection';
import { notebookRoutes } from './routes';

/** The notebook: saved questions with the learner's notes, practised by spaced repetition. */
export const notebook = defineFeature('notebook', () => ({
  routes: notebookRoutes,
  projections: [notebookProjection],
}));
