import { answerLimits, type RecordAnswerBody } from './contracts';
import { gradeAnswer, type Gradable, type GivenAnswer, type Grade } from './grading';
import { afterKeystroke, firstSlip, matchesAnswer, type Slip } from './typed-answer';

/**
 * A typed answer as the learner app keeps it, keystroke by keystroke. What it grades and what it sends are
 * one and the same (`committed` and its `keystrokes`), so the server's replay of them comes to the value the
 * screen showed. An input method's composition (a dead key's ´, kana before kanji) is shown but not counted:
 * only the text it commits is a keystroke.
 */
export interface Typing {
  /** What the input shows, composition included. */
  text: string;
  /** The text as of the last keystroke counted: what is graded and sent. */
  committed: string;
  /** The partial value so far (SPEC §4). */
  partial: number;
  /** `committed` after each keystroke counted, as the server replays them. */
  keystrokes: string[];
  /** The first keystroke that cost: where it went wrong, and whether only by an accent. */
  slip: Slip | null;
  /** `committed` is an accepted form: the input is locked. */
  solved: boolean;
}

export const startTyping: Typing = { text: '', committed: '', partial: 1, keystrokes: [], slip: null, solved: false };

/** An input method composes: the screen shows it, nothing is counted yet. */
export const composeText = (t: Typing, text: string): Typing => (t.solved ? t : { ...t, text });

/** A keystroke, a letter-pad button, a paste or a composition committed: the input's text is now `text`. */
export function typeText(t: Typing, text: string, forms: readonly string[], language: string): Typing {
  if (t.solved) return t;
  if (text === t.committed) return { ...t, text };
  const partial = afterKeystroke(t.partial, t.committed, text, forms, language);
  const slip = t.slip ?? (partial < t.partial ? firstSlip(text, forms, language) : null);
  return {
    text,
    committed: text,
    partial,
    keystrokes: [...t.keystrokes, text],
    slip,
    solved: matchesAnswer(text, forms, language),
  };
}

/**
 * What a typed answer gives: the committed text, its keystrokes when the contract can carry them all (else
 * none: the claim alone then says the value, which the server never lets rise), and the value shown as the
 * claim. Texts past the contract's length are cut here, so the client grades exactly what it sends.
 */
export function givenTyped(t: Typing): GivenAnswer {
  const fits =
    t.keystrokes.length <= answerLimits.keystrokes && t.keystrokes.every((k) => k.length <= answerLimits.keystroke);
  return {
    answer: t.committed.slice(0, answerLimits.answer),
    ...(fits && t.keystrokes.length ? { keystrokes: t.keystrokes } : {}),
    pointscore: t.partial,
  };
}

/**
 * The body of POST /api/dashboards for an answer (SPEC §7: answer, question, score, pointscore, and the
 * keystrokes), with the grade the client gave that very body: the server grades it again on its own copy
 * of the question, with the same function.
 */
export function answerBody(questionId: string, given: GivenAnswer, grade: Grade): RecordAnswerBody {
  return {
    question: questionId,
    answer: given.answer.slice(0, answerLimits.answer),
    ...(given.keystrokes ? { keystrokes: [...given.keystrokes] } : {}),
    score: grade.score,
    pointscore: grade.pointscore,
  };
}

/** The client's grade of what it will send, and that body: one call, so the two cannot drift apart. */
export function gradeAndBody(question: Gradable, questionId: string, given: GivenAnswer) {
  const sent = { ...given, answer: given.answer.slice(0, answerLimits.answer) };
  const grade = gradeAnswer(question, sent);
  return { grade, body: answerBody(questionId, sent, grade) };
}
