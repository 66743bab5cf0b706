import { correctAnswers, type QuestionFields } from '../questions/question';
import { acceptedForms, matchesAnswer, replayTyped } from './typed-answer';
import type { scoreValues } from './events';

/** What grading needs of a question: the server's copy, or the one the client shows (types as loose as the client's). */
export type Gradable = Pick<QuestionFields, 'answers'> & { questionType: string; targetLanguage: string };

/** How a question is answered: typed for fill in the blank and single-answer items, else by choosing. */
export const answeredByTyping = (q: Pick<Gradable, 'answers' | 'questionType'>) =>
  q.questionType === 'fill_in_the_blank' || q.answers.filter((a) => a.text.trim()).length < 2;

/** Every spelling a typed answer may take: each correct answer's text and its variants. */
export const typedForms = (q: Pick<QuestionFields, 'answers'>) => correctAnswers(q).flatMap(acceptedForms);

export interface GivenAnswer {
  /** The first choice made, or the final typed text; empty when skipped or shown. */
  answer: string;
  /** A typed answer's text after each keystroke, as the client reports it. */
  keystrokes?: readonly string[];
  /** The client's own value: never raises the grade, may lower it (a hint taken, a rule the server cannot see). */
  pointscore?: number;
}

export interface Grade {
  score: (typeof scoreValues)[number];
  pointscore: number;
}

export const scoreOf = (pointscore: number): Grade['score'] =>
  pointscore >= 1 ? 'correct' : pointscore <= 0 ? 'incorrect' : 'partial';

/**
 * The grade of an answer (SPEC §4), the server's from the question it holds and the client's from the one
 * it shows, on the very body that is sent (answerBody): a choice is right or wrong; a
 * typed answer is right when it is an accepted form, its partial value replayed from the keystrokes
 * reported (0.1 off per keystroke leaving every accepted form); anything else, or nothing, is 0.
 */
export function gradeAnswer(question: Gradable, given: GivenAnswer): Grade {
  const claim = given.pointscore ?? 1;
  let value = 0;
  if (given.answer.trim() !== '') {
    if (answeredByTyping(question)) {
      const forms = typedForms(question);
      if (matchesAnswer(given.answer, forms, question.targetLanguage)) {
        const replayed = given.keystrokes?.length ? replayTyped(given.keystrokes, forms, question.targetLanguage) : 1;
        value = Math.min(claim, replayed);
      }
    } else {
      const chosen = given.answer.normalize('NFC').trim();
      value = correctAnswers(question).some((a) => a.text.normalize('NFC').trim() === chosen) ? 1 : 0;
    }
  }
  const pointscore = Math.max(0, Math.min(1, Math.round(value * 1000) / 1000));
  return { score: scoreOf(pointscore), pointscore };
}
