import type { NewEvent } from '@lebe/domain';
import type { EventStore } from '@lebe/store';

/**
 * A deterministic log for the analysts' tests and benchmark: learners who register, answer questions
 * in several languages over several weeks, reach levels and flag questions with a comment; one of them
 * then erases their dashboard data the way the API does (stream deleted, then the erasure event).
 */
export interface GeneratedAnswer {
  learner: string;
  language: string;
  level: number;
  score: 'correct' | 'partial' | 'incorrect';
  pointscore: number;
  time: string;
}

export interface GeneratedLog {
  learners: string[];
  /** Every answer still in the log (the erased learner's are not). */
  answers: GeneratedAnswer[];
  /** [learner, language, level] of each LevelReached still meaningful (none of the erased learner's). */
  levels: [string, string, number][];
  erased: string;
  erasedPosition: number;
}

const languages = ['french', 'german', 'spanish'];
const scores = ['correct', 'partial', 'incorrect'] as const;

const meta = (actor: string | null, time: string) => ({ actor, correlationId: 'gen', time, schemaVersion: 1 });

export async function generateLog(
  events: EventStore,
  learnerCount = 6,
  answersPerLearner = 40,
  seed = 7,
): Promise<GeneratedLog> {
  let x = seed;
  const next = () => (x = (x * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const start = Date.UTC(2026, 0, 5); // a Monday
  const learners = Array.from({ length: learnerCount }, (_, i) => `u${i + 1}`);
  const all: GeneratedAnswer[] = [];
  const levels: [string, string, number][] = [];
  for (const [i, learner] of learners.entries()) {
    const time = new Date(start + i * 60_000).toISOString();
    await events.append(`user-${learner}`, [
      {
        type: 'UserRegistered',
        data: { userId: learner, name: `Learner ${i + 1}`, email: `learner${i + 1}@example.com`, isAdmin: false },
        metadata: meta(null, time),
      },
    ]);
  }
  for (let n = 0; n < answersPerLearner; n++) {
    for (const learner of learners) {
      const language = languages[Math.floor(next() * languages.length)];
      const level = 1 + Math.floor(next() * 4);
      const score = scores[Math.floor(next() * 3)];
      const pointscore = score === 'correct' ? 1 : score === 'partial' ? 0.5 : 0;
      const time = new Date(start + n * 86_400_000 * 0.5 + next() * 3_600_000).toISOString();
      const answer: NewEvent = {
        type: 'AnswerRecorded',
        data: {
          question: `q${level}${language}`,
          answer: 'mot',
          score,
          pointscore,
          language,
          level,
          questionType: 'translation',
          knowledgeType: 'vocabulary',
          questionText: 'Le mot ?',
          correctAnswer: 'mot',
          classroom: null,
        },
        metadata: meta(learner, time),
      };
      await events.append(`learner-${learner}`, [answer]);
      all.push({ learner, language, level, score, pointscore, time });
      if (n % 10 === 9) {
        const reached = 1 + Math.floor(n / 10);
        await events.append(`user-${learner}`, [
          { type: 'LevelReached', data: { language: 'french', level: reached }, metadata: meta(learner, time) },
        ]);
        levels.push([learner, 'french', reached]);
      }
      if (n === 3 && learner === learners[1]) {
        await events.append(`flag-f${n}`, [
          {
            type: 'FlagRaised',
            data: {
              flagId: `f${n}`,
              question: 'q1french',
              user: learner,
              inappropriate: false,
              incorrect: true,
              wrongAnswer: false,
              offensive: false,
              weird: false,
              comment: 'Call me on 555-0100, Learner 2',
              level: 1,
              userLanguage: 'english',
              targetLanguage: 'french',
              textType: 'word',
              questionType: 'translation',
            },
            metadata: meta(learner, time),
          },
        ]);
      }
    }
  }
  // The last learner erases their dashboard data, as DELETE /api/dashboards/delete does.
  const erased = learners[learners.length - 1];
  const removed = await events.deleteStream(`learner-${erased}`);
  const { position: erasedPosition } = await events.append(`user-${erased}`, [
    {
      type: 'LearnerAnswersErased',
      data: { learner: erased, answersRemoved: removed },
      metadata: meta(erased, new Date(start + 60 * 86_400_000).toISOString()),
    },
    { type: 'LevelsCleared', data: {}, metadata: meta(erased, new Date(start + 60 * 86_400_000).toISOString()) },
  ]);
  return {
    learners,
    answers: all.filter((a) => a.learner !== erased),
    levels: levels.filter(([l]) => l !== erased),
    erased,
    erasedPosition: erasedPosition - 1,
  };
}
