import type { QuestionFields } from '@lebe/domain';

// The read models other features read too (flags and reports join users, questions and followers): their
// collection and document shape are declared here once, so a feature reads them without importing another
// feature. Each projection stays in its feature and re-exports these.

/** The users read model's collection name. */
export const usersCollection = 'users';

/** An account as the product reads it: profile, admin right, levels and the session version tokens must carry. */
export interface UserDoc {
  _id: string;
  name: string;
  email: string;
  /** Lower-cased e-mail: the login lookup. */
  emailKey: string;
  isAdmin: boolean;
  userLevels: Record<string, number>;
  customLevels: Record<string, number>;
  sessionVersion: number;
  createdAt: string;
  /** Issue 38: created a classroom (a teacher). */
  teaches?: boolean;
  /** Issue 38: 'admin', 'teacher' or 'learner' (see roleOf), kept for the console to sort on. */
  role?: string;
  /** Issue 38: the time of the user's latest event: an account change, an answer, a classroom made or joined. */
  lastSeenAt?: string;
  /** Revision of the user's stream when this was last changed: what an edit form read at. */
  version: number;
  [key: string]: unknown;
}

/** The question bank's collection name. */
export const questionsCollection = 'questions';

/** A question as practice and the consoles read it (SPEC §3 Question) plus what serving needs. */
export interface QuestionDoc extends QuestionFields {
  _id: string;
  /** The last editor (SPEC: user). */
  user: string | null;
  origin: 'generated' | 'admin' | 'teacher';
  owner: string | null;
  /** In the practice bank (not a teacher's own question). */
  inBank: boolean;
  /** A fixed uniform number from the id: the circle on which drawOnCircle draws a random question by index seek. */
  rand: number;
  createdAt: string;
  updatedAt: string;
  /** Revision of the question's stream when this was last changed: what an edit form read at. */
  version: number;
  [key: string]: unknown;
}

/** The followers read model's collection name. */
export const followersCollection = 'followers';

/** A student's membership of a classroom (SPEC §3 Follower): the name they share with its teacher. */
export interface FollowerDoc {
  _id: string;
  classroom: string;
  student: string;
  studentName: string;
  joinedAt: string;
  [key: string]: unknown;
}
