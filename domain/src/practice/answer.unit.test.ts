import { describe, expect, it } from '@jest/globals';
import { priorAbility, type Ability } from '../ability/levels';
import { blankQuestion } from '../questions/question';
import { answerDecider, decideAnswer, levelUpAfter, windowAfter, type RecordAnswer } from './answer';
import { countsInPractice } from './events';

const chien = {
  ...blankQuestion,
  question: 'The dog',
  targetLanguage: 'french' as const,
  level: 3,
  answers: [
    { text: 'chat', isCorrect: false },
    { text: 'chien', isCorrect: true },
  ],
};
const mainPractice = { classroom: null, level: 3 };
const answer = (given: RecordAnswer['given'], place: RecordAnswer['place'] = mainPractice): RecordAnswer => ({
  question: 'q1',
  of: chien,
  given,
  place,
});

/** given the learner's window at the answer's level, when the answer, then its events and the level-up it earns. */
const given = (window: number[], ability: Ability = priorAbility('french')) => ({
  when(command: RecordAnswer) {
    const events = decideAnswer(command);
    const [{ data }] = events;
    const after = windowAfter(window, data.pointscore);
    return { events, window: after, levelUp: levelUpAfter(data, after, ability) };
  },
});
const levelUp = (window: number[], command: RecordAnswer, ability?: Ability) =>
  given(window, ability).when(command).levelUp;

describe('the answer decider', () => {
  it("records the server's grade with the question as it is now, whatever the client claims", () => {
    expect(given([]).when(answer({ answer: 'chat', pointscore: 1 })).events).toEqual([
      {
        type: 'AnswerRecorded',
        data: {
          question: 'q1',
          answer: 'chat',
          score: 'incorrect',
          pointscore: 0,
          language: 'french',
          level: 3,
          questionType: 'multiple_choice',
          knowledgeType: 'vocabulary',
          questionText: 'The dog',
          correctAnswer: 'chien',
          classroom: null,
        },
      },
    ]);
    expect(given([]).when(answer({ answer: 'chien', mode: 'listening' })).events[0].data).toMatchObject({
      score: 'correct',
      pointscore: 1,
      mode: 'listening',
    });
  });

  it('counts a main practice answer at the level it was served at (a calibrated band)', () => {
    expect(given([]).when(answer({ answer: 'chien' }, { classroom: null, level: 5 })).events[0].data.level).toBe(5);
  });

  it("counts a classroom's answer in its language, at the question's level, with its quiz and round", () => {
    const place = { classroom: 'c1', language: 'spanish', quiz: 'z1', quizVersion: 2, roundSize: 0 };
    expect(given([]).when(answer({ answer: 'chien' }, place)).events[0].data).toMatchObject({
      language: 'spanish',
      level: 3,
      classroom: 'c1',
      quiz: 'z1',
      quizVersion: 2,
      roundSize: 0,
    });
    const plain = given([]).when(answer({ answer: 'chien' }, { classroom: 'c1' })).events[0].data;
    expect(plain).toMatchObject({ language: 'french', level: 3 });
    expect(plain).not.toHaveProperty('quiz');
    expect(plain).not.toHaveProperty('roundSize');
  });

  it("marks a test-mode quiz's answer, which the learner's practice figures and levels then leave out", () => {
    const place = { classroom: 'c1', quiz: 'z1', quizVersion: 1, test: true };
    const [test] = given([]).when(answer({ answer: 'chien' }, place)).events;
    expect(test.data).toMatchObject({ quiz: 'z1', test: true });
    expect(countsInPractice(test.data)).toBe(false);
    const [practice] = given([]).when(answer({ answer: 'chien' }, { ...place, test: false })).events;
    expect(practice.data).not.toHaveProperty('test');
    expect(countsInPractice(practice.data)).toBe(true);
  });

  it('marks an answer skipped only when nothing was typed: a typed answer given up is an answer', () => {
    expect(given([]).when(answer({ answer: ' ', skipped: true })).events[0].data).toMatchObject({
      skipped: true,
      pointscore: 0,
    });
    expect(given([]).when(answer({ answer: 'chi', skipped: true })).events[0].data).not.toHaveProperty('skipped');
  });

  it('levels up on five results present, the last correct and the sum five (SPEC §4)', () => {
    expect(levelUp([1, 1, 1, 1], answer({ answer: 'chien' }))).toMatchObject({
      level: 4,
      allowed: true,
      streak: true,
    });
    // The oldest result leaves the window: four right then this one make five.
    expect(given([0, 1, 1, 1, 1]).when(answer({ answer: 'chien' })).window).toEqual([1, 1, 1, 1, 1]);
    expect(levelUp([0, 1, 1, 1, 1], answer({ answer: 'chien' })).allowed).toBe(true);
  });

  it('does not level up on fewer than five results, a wrong last one, or a partial one', () => {
    expect(levelUp([1, 1, 1], answer({ answer: 'chien' }))).toMatchObject({ allowed: false, streak: false });
    expect(levelUp([1, 1, 1, 1], answer({ answer: 'chat' }))).toMatchObject({ allowed: false, streak: false });
    expect(levelUp([1, 0.9, 1, 1], answer({ answer: 'chien' })).allowed).toBe(false);
  });

  it("never levels up past the language's main practice, and the learner's ability only informs", () => {
    const dutch = { ...chien, targetLanguage: 'dutch' as const, level: 6 };
    const top = { question: 'q1', of: dutch, given: { answer: 'chien' }, place: { classroom: null, level: 6 } };
    expect(levelUp([1, 1, 1, 1], top, priorAbility('dutch'))).toMatchObject({
      level: 7,
      allowed: false,
      streak: true,
    });
    const weak = levelUp([1, 1, 1, 1], answer({ answer: 'chien' }), { theta: -3, se: 0.2 });
    const strong = levelUp([1, 1, 1, 1], answer({ answer: 'chien' }), { theta: 3, se: 0.2 });
    expect(weak.allowed && strong.allowed).toBe(true);
    expect(weak.probability).toBeLessThan(0.01);
    expect(strong.probability).toBeGreaterThan(0.99);
  });

  it('decides on the command alone: the learner stream is never read for it', () => {
    const command = answer({ answer: 'chien' });
    expect(answerDecider.stateless).toBe(true);
    expect(answerDecider.decide(command, answerDecider.initial)).toEqual(decideAnswer(command));
  });
});
