import type { AnyJob } from './platform/jobs/jobs';
import { importQuestionBankJob } from './features/questions/jobs';
import { fitPriorJob } from './features/ability/jobs';
import { fitFsrsJob } from './features/notebook/fsrs-fit';
import { regradeQuestionJob } from './platform/regrading/regrade';

/**
 * The background jobs, for the workers: this entry loads the write path and the jobs' own modules, never
 * HTTP (workers/test/worker-loads.int.test.ts proves it on a real worker process).
 */
export const jobs: readonly AnyJob[] = [importQuestionBankJob, fitPriorJob, fitFsrsJob, regradeQuestionJob];

export { jobsQueueName } from './platform/jobs/bullmq-jobs';
export { BullmqJobs } from './platform/jobs/bullmq-jobs';
export { defineJob, type AnyJob, type JobContext } from './platform/jobs/jobs';
