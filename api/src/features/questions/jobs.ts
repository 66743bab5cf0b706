import type { BankTarget } from '@lebe/question-bank';
import { defineJob } from '../../platform/jobs/jobs';
import { importBank, languagesBank, type BankResult } from './bank-import';

/**
 * Imports the generated bank (`seed` at first start, `full` on demand) and withdraws what a new version
 * of the generator retired; with `languages` (SEED_LANGUAGES), the bank of those languages only. The same
 * job runs in process (embedded) or on a BullMQ worker (distributed).
 */
export const importQuestionBankJob = defineJob<{ target: BankTarget; languages?: string[] }, BankResult>(
  'question-bank:import',
  async (data, { events, progress }) => {
    const bank = data.languages ? languagesBank(await import('@lebe/question-bank'), data.languages) : undefined;
    return importBank({ events, bank }, { target: data.target }, (generated, created) =>
      progress({ generated, created }),
    );
  },
);
