import type { BankTarget } from '@lebe/question-bank';
import { defineJob } from '../../platform/jobs/jobs';
import { importBank, type BankResult } from './bank-import';

/**
 * Imports the generated bank (`seed` at first start, `full` on demand) and withdraws what a new version
 * of the generator retired. The same job runs in process (embedded) or on a BullMQ worker (distributed).
 */
export const importQuestionBankJob = defineJob<{ target: BankTarget }, BankResult>(
  'question-bank:import',
  (data, { events, progress }) =>
    importBank({ events }, { target: data.target }, (generated, created) => progress({ generated, created })),
);
