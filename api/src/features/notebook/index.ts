import type { Feature } from '../../platform/feature';
import { fitFsrsJob } from './fsrs-fit';
import { notebookRoutes } from './routes';

/**
 * The notebook: saved questions with the learner's notes, practised by spaced repetition, whose FSRS
 * weights are fitted to each learner every night at 03:00 UTC (docs/notebook.md).
 */
export const notebook: Feature = {
  name: 'notebook',
  routes: [...notebookRoutes],
  daily: [{ id: 'notebook-fit-fsrs', job: fitFsrsJob, data: {}, hourUtc: 3 }],
};
