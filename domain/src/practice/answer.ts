import { factDecider } from '../core/decider';
import { mainPracticeMaxLevel } from '../languages';
import type { Ability } from '../ability/levels';
import { correctAnswers, type QuestionFields } from '../questions/question';
import type { AnswerEvent, answerModes } from './events';
import { gradeAnswer, type GivenAnswer } from './grading';
import { levelUpFromWindow, scoreWindow } from './scoring';
import type { RecordedAnswer } from './contracts';

/** The question as an answer is graded against it and recorded with it: the server's copy, as it is now. */
export type AnsweredQuestion = Pick<
  QuestionFields,
  'answers' | 'question' | 'level' | 'questionType' | 'knowledgeType' | 'targetLanguage'
>;

/** Where an answer counts: main practice (no classroom) or a classroom's practice or quiz. */
export interface AnswerPlace {
  classroom: string | null;
  /** The language it counts in: the question's unless a classroom's (issue 26). */
  language?: string;
  /** The level it was served at (main practice: the question's calibrated band): the question's own unless given. */
  level?: number;
  quiz?: string;
  quizVersion?: number;
  /** Issue 38: given in a test-mode quiz, so kept out of the learner's own practice read models. */
  test?: boolean;
  /** Classroom practice: how many questions the learner's round at the question's level holds. */
  roundSize?: number;
}

export interface RecordAnswer {
  /** The question's id. */
  question: string;
  of: AnsweredQuestion;
  given: GivenAnswer & { skipped?: boolean; mode?: (typeof answerModes)[number] };
  place: AnswerPlace;
}

/**
 * An answer, graded by the server from the question as it is now (the client's score is only a claim), recorded
 * with what the dashboards need of the question (language, level, types, text, correct answer), so figures never
 * depend on later edits. Skipped only when nothing was typed: a typed answer given up is an answer.
 */
export function decideAnswer({ question, of, given, place }: RecordAnswer): AnswerEvent[] {
  const skipped = given.skipped === true && given.answer.trim() === '';
  return [
    {
      type: 'AnswerRecorded',
      data: {
        question,
        answer: given.answer,
        ...gradeAnswer(of, given),
        language: place.language ?? of.targetLanguage,
        level: place.level ?? of.level,
        questionType: of.questionType,
        knowledgeType: of.knowledgeType,
        questionText: of.question,
        correctAnswer: correctAnswers(of)[0]?.text ?? '',
        classroom: place.classroom,
        ...(place.quiz ? { quiz: place.quiz, quizVersion: place.quizVersion } : {}),
        ...(place.test ? { test: true as const } : {}),
        ...(place.roundSize !== undefined ? { roundSize: place.roundSize } : {}),
        ...(skipped ? { skipped: true as const } : {}),
        ...(given.mode ? { mode: given.mode } : {}),
      },
    },
  ];
}

/** An answer is a fact on the learner's stream: decided on what the command carries, never on the stream. */
export const answerDecider = factDecider(decideAnswer);

/** A level's window after one more result there: its last five (SPEC §4's score list, as the server keeps it). */
export const windowAfter = (window: readonly number[], result: number) => [...window, result].slice(-scoreWindow);

export type LevelUp = NonNullable<RecordedAnswer['levelUp']>;

/**
 * Main practice: whether going up from the answer's level is recorded, on the level's window with the answer in
 * it: SPEC §4's five of five, for every learner (issue 35), and never above the language's main practice. The
 * learner's ability only informs (`probability` against the `needed` a measured level would want).
 */
export function levelUpAfter(
  answer: Pick<AnswerEvent['data'], 'language' | 'level'>,
  window: readonly number[],
  ability: Ability,
): LevelUp {
  const { language, level } = answer;
  const evidence = levelUpFromWindow(ability, level, window);
  return {
    level: level + 1,
    allowed: level < mainPracticeMaxLevel(language) && evidence.allowed,
    streak: evidence.streak,
    probability: evidence.probability,
    needed: evidence.needed,
  };
}
