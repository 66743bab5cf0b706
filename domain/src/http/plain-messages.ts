import type { z } from 'zod';

/**
 * Validation messages in plain words, the same on every screen and in every API answer: "Name must be
 * at most 100 characters", never zod's "Too big: expected string to have <=100 characters". A message a
 * schema sets itself ("Passwords do not match") is kept: this map only fills in zod's defaults.
 */

const labels: Record<string, string> = {
  question: 'Question text',
  fullQuestion: 'Full question text',
  answers: 'Answers',
  text: 'Text',
  email: 'Email',
  password: 'Password',
  currentPassword: 'Current password',
  classroomCode: 'Classroom code',
  targetLanguage: 'Target language',
  userLanguage: 'User language',
  questionType: 'Question type',
  textType: 'Text type',
  knowledgeType: 'Knowledge type',
  studentName: 'Name',
  isAdmin: 'Is Admin',
};

/** What a field is called on the forms: `answers.2.text` is "Answer 3 text", `classroomCode` "Classroom code". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((k): k is string | number => typeof k !== 'symbol');
  const last = keys.at(-1);
  if (last === undefined) return 'This value';
  if (typeof last === 'number') return `${singular(String(keys.at(-2) ?? 'item'))} ${last + 1}`;
  const own = labels[last] ?? words(last);
  const index = keys.at(-2);
  return typeof index === 'number'
    ? `${singular(String(keys.at(-3) ?? 'item'))} ${index + 1} ${own.toLowerCase()}`
    : own;
}

function words(key: string) {
  const spaced = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
const singular = (key: string) => {
  const label = labels[key] ?? words(key);
  return label.endsWith('s') ? label.slice(0, -1) : label;
};

/** What the map reads of an issue: zod's raw issues (an error map's argument) and finished ones both fit. */
type Issue = { readonly code?: string; readonly path?: readonly PropertyKey[]; readonly input?: unknown };
const typeNames: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  string: 'text',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

/** The plain sentence for one issue (a zod error map: pass it as `schema.safeParse(value, { error: plainError })`). */
export function plainError(issue: Issue): string {
  const label = fieldLabel(issue.path ?? []);
  const n = (issue as { minimum?: number | bigint; maximum?: number | bigint }).minimum ?? 0;
  const max = (issue as { maximum?: number | bigint }).maximum ?? 0;
  const origin = (issue as { origin?: string }).origin;
  switch (issue.code) {
    case 'too_small':
      if (origin === 'string')
        return Number(n) <= 1 ? `${label} is required` : `${label} must be at least ${n} characters`;
      if (origin === 'array' || origin === 'set')
        return Number(n) <= 1 ? `${label} needs at least one item` : `${label} needs at least ${n} items`;
      return `${label} must be at least ${n}`;
    case 'too_big':
      if (origin === 'string') return `${label} must be at most ${max} characters`;
      if (origin === 'array' || origin === 'set') return `${label} can have at most ${max} items`;
      return `${label} must be at most ${max}`;
    case 'invalid_format':
      return (issue as { format?: string }).format === 'email'
        ? 'Please enter a valid email'
        : `${label} is not in the right format`;
    case 'invalid_value': {
      const values = ((issue as { values?: unknown[] }).values ?? []).map(String);
      return values.length && values.length <= 12
        ? `${label} must be one of: ${values.join(', ')}`
        : `${label} is not one of the choices`;
    }
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      const expected = String((issue as { expected?: string }).expected ?? '');
      return `${label} must be ${typeNames[expected] ?? expected}`;
    }
    case 'unrecognized_keys': {
      const keys = (issue as { keys?: string[] }).keys ?? [];
      return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
    }
    default:
      return `${label} is not valid`;
  }
}

/** The first message of each field, keyed by the field's top-level name: what a form shows next to each input. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
