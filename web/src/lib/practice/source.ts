import type { PracticeKind, RecordAnswerBody } from '@lebe/domain';
import type { Delivery } from './outbox';
import type { SessionQuestion } from './session';

/**
 * Where a practice session's questions come from and where its answers go: main practice, a classroom's
 * questions, or the learner's notebook. The session itself (scoring, levels, the question's states) is the
 * same for all of them (lib/practice/session).
 */
export interface PracticeSource {
  kind: PracticeKind;
  /** The session's language (main practice); classroom and notebook questions carry their own. */
  language: string;
  classroomDrops?: boolean;
  /** The level to start at and the levels there are (null: all of the language's), or null: nothing to practise. */
  start(): Promise<{ level: number; levels: number[] | null } | null>;
  /** The next question(s) at a level; the session shows the first and keeps the rest in line. */
  fetch(level: number): Promise<SessionQuestion[]>;
  /** Where the session's streak is kept over a reload: the kind, its language or classroom, the learner. */
  scope: string;
  /** Records an answer (the body the client graded) on the dashboards; absent for visitors. */
  record?(body: RecordAnswerBody): Promise<Delivery>;
  /** A visitor's answer at `level` (`reached`: the session's highest level), kept in the browser for sign-up. */
  keepLocally?(body: RecordAnswerBody, level: number, reached: number): void;
  /** A level was reached: said at once (e.g. kept for the next visit). */
  reached?(level: number): void;
  /** Saves a level reached, called only once the answer that earned it is recorded. */
  saveLevel?(level: number): Promise<unknown>;
}
