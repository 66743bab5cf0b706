import type { PracticeKind } from '@lebe/domain';
import type { SessionQuestion } from './session';

/** What a learner gave for a question: the first choice, or the final typed text and its keystrokes. */
export interface Attempt {
  /** Empty when skipped or shown. */
  answer: string;
  /** The input's text after each keystroke of a typed answer, so the server can replay its partial value. */
  keystrokes?: string[];
  /** The client's grade (SPEC §4): 1, 0 or a partial value. */
  result: number;
}

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
  /** Records an answer on the dashboards; absent for visitors. */
  record?(question: SessionQuestion, attempt: Attempt): Promise<unknown>;
  /** A level was reached: said at once (e.g. kept for the next visit). */
  reached?(level: number): void;
  /** Saves a level reached, called only once the answer that earned it is recorded. */
  saveLevel?(level: number): Promise<unknown>;
}
