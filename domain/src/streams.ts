import { hashId } from './core/hash';

/**
 * Every stream of the log is named `<category>-<id>`. This is the one place those names and the ids
 * derived from what a stream identifies are made: the server, the workers and the admin console's
 * event views all ask here. Personal data never appears in a name: e-mail reservations are hashed.
 */
export const streams = {
  /** An account: profile, admin right, levels. */
  user: (userId: string) => `user-${userId}`,
  /** The reservation of an e-mail address (uniqueness under concurrency). */
  email: (email: string) => `email-${hashId(emailKey(email), 32)}`,
  /** A learner's answers. */
  learner: (userId: string) => `learner-${userId}`,
  question: (questionId: string) => `question-${questionId}`,
  classroom: (classroomId: string) => `classroom-${classroomId}`,
  /** The reservation of a classroom code. */
  classroomCode: (code: string) => `classroomcode-${hashId(classroomCodeKey(code), 32)}`,
  /** A learner group inside a classroom (issue 38): its name and members. */
  group: (groupId: string) => `group-${groupId}`,
  /** The reservation of a group's name in its classroom (compared without case). */
  groupName: (classroom: string, name: string) =>
    `groupname-${hashId(`${classroom}\n${name.trim().toLocaleLowerCase()}`, 32)}`,
  /** One student's membership of one classroom. */
  follower: (followerId: string) => `follower-${followerId}`,
  notebook: (entryId: string) => `notebook-${entryId}`,
  /** A learner's fitted FSRS parameters (notebook scheduling), every language. */
  fsrs: (userId: string) => `fsrs-${userId}`,
  flag: (flagId: string) => `flag-${flagId}`,
  /** The reports raised on one question (the flags' ids): its quorum is counted from here. */
  questionReports: (questionId: string) => `questionreports-${questionId}`,
  team: (memberId: string) => `team-${memberId}`,
  /** A classroom quiz: created, questions swapped, assigned, closed. */
  quiz: (quizId: string) => `quiz-${quizId}`,
  /** Issue 38: one student's hand-in of one quiz. */
  quizSubmission: (quizId: string, student: string) => `quizsubmission-${quizId}_${student}`,
  /** The imports of the generated bank of one target (`seed` or `full`). */
  questionBank: (target: string) => `questionbank-${target}`,
  /** One placement test: its questions, the learner's answers, and the start level it gave. */
  placement: (placementId: string) => `placement-${placementId}`,
  /** The fitted parameters of the ability model (e.g. `abilitymodel-prior`: the difficulty prior's coefficients). */
  abilityModel: (name: string) => `abilitymodel-${name}`,
} as const;

export type StreamCategory = keyof typeof streams | 'classroomcode';

/** The stream category is the part of the stream name before the first '-'. */
export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash < 0 ? streamName : streamName.slice(0, dash);
}

/** The id part of a `<category>-<id>` stream name. */
export const streamId = (streamName: string) => streamName.slice(streamName.indexOf('-') + 1);

/** How an e-mail address is compared: trimmed, lower-case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** How a classroom code is compared and looked up at classroom login: trimmed, lower-case. */
export const classroomCodeKey = (code: string) => code.trim().toLowerCase();

/** One notebook entry per learner and question: saving twice meets the same stream, and an answer finds it. */
export const notebookEntryId = (user: string, questionId: string) => hashId(`${user}:${questionId}`, 24);

/** One membership per classroom and student: joining twice meets the same stream. */
export const followerId = (classroom: string, student: string) => hashId(`${classroom}:${student}`, 24);
