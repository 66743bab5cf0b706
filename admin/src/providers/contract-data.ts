import { z } from 'zod';
import { eventRecord, streamHistoryResponse } from '@lebe/domain/analysts/contracts';
import { adminFlagRecord } from '@lebe/domain/flags/contracts';
import { languageName, targetLanguages } from '@lebe/domain/languages';
import { adminQuestionRecord } from '@lebe/domain/questions/contracts';
import { instructionLabels, knowledgeTypes, questionTypes, textTypes } from '@lebe/domain/questions/question';
import { adminTeamRecord } from '@lebe/domain/team/contracts';
import { adminUserRecord } from '@lebe/domain/users/contracts';
import type { JsonSchema } from './json-schema';

/** The records the console reads, by the API endpoint that answers them, with the noun an error names them by. */
const records = {
  users: { schema: adminUserRecord, noun: 'user' },
  questions: { schema: adminQuestionRecord, noun: 'question' },
  flags: { schema: adminFlagRecord, noun: 'flag' },
  team: { schema: adminTeamRecord, noun: 'team member' },
  events: { schema: eventRecord, noun: 'event' },
  streams: { schema: streamHistoryResponse, noun: 'stream' },
};

/**
 * What the console takes from the domain at build time, as data: each admin record's contract as JSON Schema (the
 * domain's zod schemas, converted), and the fixed lists it labels (languages by name from the language table,
 * question, text and knowledge types). The browser then checks records without zod itself, which would be a
 * ninth of the first download. Runs in Node: the Vite build (vite.config.ts) and Jest.
 */
export function contractData() {
  return {
    records: Object.fromEntries(
      Object.entries(records).map(([endpoint, { schema, noun }]) => [
        endpoint,
        { noun, schema: z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema },
      ]),
    ),
    targetLanguages: targetLanguages.map((id) => ({ id, name: languageName(id) })),
    questionTypes: [...questionTypes],
    textTypes: [...textTypes],
    knowledgeTypes: knowledgeTypes.map((id) => ({ id, name: instructionLabels[id] })),
  };
}
export type ContractData = ReturnType<typeof contractData>;
