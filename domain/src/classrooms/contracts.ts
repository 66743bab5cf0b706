import { z } from 'zod';
import { wholeNumber } from '../core/whole-number';
import { idListBody, keyword, listQuery, blankAsNone } from '../http/list-query';
import { levelSchema, practiceLanguages, type PracticeLanguage } from '../languages';
import { questionResponse } from '../questions/contracts';
import { audienceGroup } from './groups';
import { classroomEditableSchema, type ClassroomProfile } from './events';
import { knowledgeTypes, questionTypes } from '../questions/question';

/** HTTP contracts of classrooms, their students and their questions (SPEC §7 Classrooms and followers, My questions). */

const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max);
const keycode = z.string().min(1, 'Keycode is required').max(200);
const language = z.string().trim().max(50).optional();
/** A classroom's target language: one of the eight practice languages (blank: english). */
export const classroomLanguage = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
  z
    .enum(practiceLanguages as [PracticeLanguage, ...PracticeLanguage[]], {
      error: () => `target_language must be one of ${practiceLanguages.join(', ')}`,
    })
    .optional(),
);
const id = z.string().min(1).max(64);

/** The classroom's profile as a teacher types it: the fields of `classroomEditableSchema` (events.ts), checked. */
const profileBody = {
  name: text('Classroom title', 200),
  teacher: text('Teacher', 200),
  description: z.string().trim().max(5000),
  target_language: classroomLanguage,
} satisfies Record<keyof ClassroomProfile, z.ZodType>;

export const createClassroomBody = z.object({
  classroomCode: text('Classroom code', 50),
  ...profileBody,
  description: profileBody.description.default(''),
  base_language: language,
  password: keycode,
});
export type CreateClassroomBody = z.infer<typeof createClassroomBody>;

export const updateClassroomBody = z.object({
  _id: z.string().max(64).optional(),
  classroomCode: z.string().max(50).optional(),
  ...z.object(profileBody).partial().shape,
  title: profileBody.name.optional(),
  password: z.union([keycode, z.literal('')]).optional(),
});

export const classLoginBody = z.object({
  classroomCode: z.string().trim().min(1, 'Classroom code is required').max(50),
  password: z.string().min(1, 'Keycode is required').max(200),
});

/** Joining needs the proof of a classroom login (its ticket) or the keycode itself. */
export const joinClassroomBody = z.object({
  classroom: id.describe('the classroom'),
  studentName: z.string().trim().max(200).default(''),
  ticket: z.string().max(200).optional(),
  password: z.string().max(200).optional(),
});
export const studentsQuery = z.object({ classroom: z.string().min(1, 'classroom is required').max(64) });
export const classroomListQuery = listQuery;
/** GET /api/followers/removed?classroom={id}: the students its teacher removed, to re-admit (issue 26 item 7). */
export const removedStudentsResponse = z.array(
  z.object({ _id: z.string(), studentName: z.string(), removedAt: z.string() }),
);

/** A classroom as its teacher and students see it (SPEC §3 Classroom), without its keycode; its name also as `title`. */
export const classroomResponse = classroomEditableSchema.extend({
  _id: z.string(),
  classroomCode: z.string(),
  title: z.string(),
  base_language: z.string(),
  user: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Classroom = z.infer<typeof classroomResponse>;
export const classroomPageResponse = z.object({
  classrooms: z.array(classroomResponse),
  page: z.number().int(),
  pages: z.number().int(),
});
export const classroomWrittenResponse = classroomResponse.extend({ message: z.string() });
export const classLoginResponse = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  teacher: z.string(),
  description: z.string(),
  classroomCode: z.string(),
  /** Single-use proof of this login, valid 30 minutes: what joining asks for. */
  ticket: z.string(),
});

/** A student's membership (SPEC §3 Follower): the name shared with the teacher, the username, the classroom. */
const followerBase = z.object({
  _id: z.string(),
  classroom: z.string(),
  studentName: z.string(),
  student: z.object({ _id: z.string(), name: z.string() }),
  joinedAt: z.string(),
});
export const followedClassroomResponse = followerBase.extend({ classroom: classroomResponse });
export const studentResponse = followerBase.extend({
  figures: z.object({ questionCount: z.number(), answerCount: z.number(), accuracy: z.number() }),
});
export type Student = z.infer<typeof studentResponse>;
export const joinedResponse = z.object({
  _id: z.string(),
  classroom: classroomResponse,
  studentName: z.string(),
  student: z.object({ _id: z.string(), name: z.string() }),
});

/** My questions: assigning the author's questions to a classroom they teach. */
export const assignQuestionsBody = z.object({
  classroom: z.string().min(1, 'classroom is required').max(64),
  questions: z.array(id).min(1, 'Select at least one question').max(500),
  /** Issue 38: added for one learner group of the classroom (absent or null: the whole class). */
  group: audienceGroup,
});
export const deleteMyQuestionsBody = idListBody('questions', 'question');
export const classroomModuleQuery = z.object({ level: z.preprocess(blankAsNone, levelSchema.optional()) });
export const classroomLevelsResponse = z.object({ levels: z.array(z.number().int()) });
/** A question a round's summary names for review: its id and text. */
const roundReviewItem = z.object({ _id: z.string(), question: z.string() });
/** GET /api/classrooms/{id}/round (issue 26 item 2): how far the learner's round has got, and the last one finished. */
export const practiceRoundResponse = z.object({
  level: z.number(),
  round: z.number(),
  answered: z.number(),
  size: z.number(),
  right: z.number(),
  wrong: z.number(),
  toReview: z.array(roundReviewItem),
  last: z
    .object({ round: z.number(), right: z.number(), wrong: z.number(), toReview: z.array(roundReviewItem) })
    .nullable(),
});
export type PracticeRound = z.infer<typeof practiceRoundResponse>;
export const lowestLevelResponse = z.object({ lowestLevel: z.number().int() });
export const changedResponse = z.object({ message: z.string(), changed: z.number().int() });
export const deletedResponse = z.object({ message: z.string(), deleted: z.number().int() });
/** A question of a classroom's list: the question under its own id; `fromBank`: the bank's, not the teacher's own. */
export const classroomQuestionResponse = questionResponse.extend({
  classroom: z.string(),
  addedAt: z.string(),
  fromBank: z.boolean().optional(),
  /** Issue 38: the learner group it is for (null: the whole class). */
  group: z.string().nullable().optional(),
});
export const classroomQuestionPageResponse = z.object({
  questions: z.array(classroomQuestionResponse),
  page: z.number().int(),
  pages: z.number().int(),
});

/** Issue 38: the bank, as a classroom's teacher looks through it for the class (always in its language). */
const bankFilters = {
  level: z.preprocess(blankAsNone, levelSchema.optional()),
  questionType: z.preprocess(blankAsNone, z.enum(questionTypes).optional()),
  knowledgeType: z.preprocess(blankAsNone, z.enum(knowledgeTypes).optional()),
};
export const classroomBankQuery = listQuery.extend(bankFilters);
export type ClassroomBankQuery = z.infer<typeof classroomBankQuery>;
/** A bank question as the teacher sees it: `inClassroom` when the classroom's list already holds it. */
export const classroomBankPageResponse = z.object({
  questions: z.array(questionResponse.extend({ inClassroom: z.boolean() })),
  page: z.number().int(),
  pages: z.number().int(),
});
/** Issue 38: `count` bank questions fitting the filters, at random, that the classroom does not hold yet. */
export const classroomBankDrawBody = z.object({
  count: wholeNumber(
    z
      .number({ message: 'count must be a number from 1 to 100' })
      .min(1, 'count must be a number from 1 to 100')
      .max(100, 'count must be a number from 1 to 100'),
    'count must be a number from 1 to 100',
  ),
  keyword,
  ...bankFilters,
  group: audienceGroup,
});
export const classroomBankDrawResponse = changedResponse.extend({ questions: z.array(z.string()) });
