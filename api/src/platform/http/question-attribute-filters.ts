import { z } from 'zod';
import { questionTypes, textTypes } from '@lebe/domain';
import { filterOf } from '../../platform/http/simple-rest';

const text = z.string().trim().min(1).max(64);

/**
 * The console's filters of a question's own attributes, over fields that the question bank and the flags
 * both index: the Questions and the Flags lists filter by them alike.
 */
export const questionAttributeFilters = {
  level: filterOf('level', z.coerce.number().int().min(1).max(10), (level) => ({ level })),
  userLanguage: filterOf('userLanguage', text, (v) => ({ userLanguage: v.toLowerCase() })),
  targetLanguage: filterOf('targetLanguage', text, (v) => ({ targetLanguage: v.toLowerCase() })),
  questionType: filterOf('questionType', z.enum(questionTypes), (questionType) => ({ questionType })),
  textType: filterOf('textType', z.enum(textTypes), (textType) => ({ textType })),
};
