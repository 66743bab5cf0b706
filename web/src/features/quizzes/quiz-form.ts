import { createQuizBody, fieldMessages, maxLevel, plainError, type CreateQuizBody } from '@lebe/domain';
import type { QuizForm } from './api/quizzes';

/** What the generator's form holds: text as typed, turned into the request body by `quizBody`. */
export interface QuizFields {
  classroom: string;
  title: string;
  targetLanguage: string;
  levels: number[];
  questionTypes: string[];
  knowledgeTypes: string[];
  count: string;
  order: CreateQuizBody['order'];
  /** datetime-local values (the teacher's time), '' for none. */
  opensAt: string;
  dueAt: string;
  source: 'bank' | 'mine';
  questions: string[];
  /** Issue 38: practice marks each answer as it is given; a test when the student hands it in. */
  mode: CreateQuizBody['mode'];
  /** Issue 38: the learner group it is for; '' the whole class. */
  group: string;
}

export const emptyQuiz = (classroom: string, targetLanguage: string): QuizFields => ({
  classroom,
  title: '',
  targetLanguage,
  levels: [1],
  questionTypes: [],
  knowledgeTypes: [],
  count: '10',
  order: 'fixed',
  opensAt: '',
  dueAt: '',
  source: 'bank',
  questions: [],
  mode: 'practice',
  group: '',
});

/** The levels a language has (Dutch stops at 8). */
export const levelsOf = (language: string) => Array.from({ length: maxLevel(language) }, (_, i) => i + 1);

/** A datetime-local value (local time) as an ISO time, or undefined when blank or not a time. */
export function isoOf(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** Which input a problem of the form is about (a key of QuizFields), and what it is, in plain words. */
export interface QuizIssue {
  field: keyof QuizFields;
  message: string;
}

/**
 * What is wrong with the form, said before it is sent; null when it can be sent. The form's own rules first
 * (said as a teacher would fix them), then the contract's schema (createQuizBody) in its plain words.
 */
export function quizIssue(f: QuizFields): QuizIssue | null {
  const issue = (field: keyof QuizFields, message: string) => ({ field, message });
  if (!f.classroom) return issue('classroom', 'Choose a classroom');
  if (!f.title.trim()) return issue('title', 'Title is required');
  if (f.source === 'mine') {
    if (f.questions.length === 0) return issue('questions', 'Choose at least one of your questions');
  } else {
    if (f.levels.length === 0) return issue('levels', 'Choose at least one level');
    const count = Number(f.count);
    if (!Number.isInteger(count) || count < 1 || count > 100)
      return issue('count', 'Number of questions: a whole number from 1 to 100');
  }
  const [opens, due] = [isoOf(f.opensAt), isoOf(f.dueAt)];
  if (opens && due && Date.parse(due) <= Date.parse(opens))
    return issue('dueAt', 'The due date must come after the opening date');
  const checked = createQuizBody.safeParse(quizBody(f), { error: plainError });
  if (checked.success) return null;
  const [field, message] = Object.entries(fieldMessages(checked.error))[0];
  return issue((field in f ? field : 'title') as keyof QuizFields, message);
}

export const quizProblem = (f: QuizFields): string | null => quizIssue(f)?.message ?? null;

/** The POST /api/quizzes body of a form that `quizProblem` found nothing wrong with. */
export function quizBody(f: QuizFields): QuizForm {
  const levels = f.levels.filter((l) => l <= maxLevel(f.targetLanguage)).sort((a, b) => a - b);
  const body: QuizForm = {
    classroom: f.classroom,
    title: f.title.trim(),
    targetLanguage: f.targetLanguage,
    levels: levels.length ? levels : [1],
    count: f.source === 'mine' ? f.questions.length : Number(f.count),
    order: f.order,
  };
  if (f.mode === 'test') body.mode = 'test';
  if (f.questionTypes.length) body.questionTypes = f.questionTypes;
  if (f.knowledgeTypes.length) body.knowledgeTypes = f.knowledgeTypes;
  const [opensAt, dueAt] = [isoOf(f.opensAt), isoOf(f.dueAt)];
  if (opensAt) body.opensAt = opensAt;
  if (dueAt) body.dueAt = dueAt;
  if (f.source === 'mine') body.questions = f.questions;
  if (f.group) body.group = f.group;
  return body;
}

/** Toggles a value in a list (a checkbox of a group). */
export const toggled = <T>(list: T[], value: T, on: boolean) =>
  on ? (list.includes(value) ? list : [...list, value]) : list.filter((v) => v !== value);
