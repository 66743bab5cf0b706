/**
 * Which parts of an event are personal data, for exports and the catalogue. Rules go by field name, at
 * any depth of an event's data, so a new event with a `name` or `comment` field is covered without
 * another list to keep in step.
 */

/** Free text written by or about a person: names, e-mail addresses, comments, notes, hints. */
export const personalTextFields: readonly string[] = [
  'name',
  'email',
  'comment',
  'note',
  'hint',
  'teacher',
  'studentName',
];

/**
 * Fields holding a person's id (or a list of them: a group's `members`): pseudonymised with the same key so an
 * analyst can still join on a learner.
 */
export const personIdFields: readonly string[] = ['userId', 'user', 'learner', 'owner', 'student', 'members'];

/** Stream categories whose id part is a person's id (or, for e-mail reservations, derived from an address). */
export const personStreamCategories: readonly string[] = ['user', 'learner', 'email', 'fsrs', 'quizsubmission'];

export const isPersonalField = (field: string) => personalTextFields.includes(field) || personIdFields.includes(field);
