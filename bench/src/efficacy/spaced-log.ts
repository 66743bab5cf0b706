import {
  blankQuestion,
  levelDifficulty,
  logistic,
  notebookEntryId,
  type NewEvent,
  type QuestionFields,
} from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import { seeded } from './random';

/**
 * A generated log with time in it, for the replay's memory models (HLR, FSRS), which the simulator's log cannot
 * feed (its answers come seconds apart through the live API). Learners practise French over 60 days in sessions:
 * main practice at their level (the spec's rolling five: five right in a row and up one level), now and then a
 * review of a question they saved to the notebook after getting it wrong. Whether an answer is right follows
 * a known ability and difficulty (Rasch with a guessing floor) plus a memory of the question that fades with a
 * half-life growing with each right answer; abilities grow a little with practice. The generator is the
 * model's own family, so the figures on it show the replay works and how the forecasters rank on data of this
 * shape, not how well any of them fits real learners.
 */
export interface SpacedLogOptions {
  learners: number;
  itemsPerLevel: number;
  days: number;
  seed: number;
}

const dayMs = 86_400_000;
const start = Date.UTC(2026, 0, 5);
const meta = (actor: string | null, time: number) => ({
  actor,
  correlationId: 'efficacy-generated',
  time: new Date(time).toISOString(),
  schemaVersion: 1,
});

export async function writeSpacedLog(
  events: EventStore,
  options: SpacedLogOptions = { learners: 150, itemsPerLevel: 24, days: 60, seed: 29 },
): Promise<{ answers: number; reviews: number }> {
  const random = seeded(options.seed);
  const items: { id: string; fields: QuestionFields; b: number; guess: number; from: number }[] = [];
  for (let level = 1; level <= 10; level++)
    for (let k = 0; k < options.itemsPerLevel; k++) {
      const choice = k % 2 === 0;
      const key = `mot${level}x${k}`;
      const fields: QuestionFields = {
        ...blankQuestion,
        question: `Question ${level}.${k}`,
        answers: choice
          ? [{ text: key, isCorrect: true }, ...[1, 2, 3].map((n) => ({ text: `faux${n}x${key}`, isCorrect: false }))]
          : [{ text: key, isCorrect: true }],
        level,
        questionType: choice ? 'multiple_choice' : 'fill_in_the_blank',
        targetLanguage: 'french',
        knowledgeType: 'vocabulary',
      };
      const b = levelDifficulty(level) + 0.7 * random.normal() + (choice ? 0 : 0.4);
      // The last quarter of each level's questions joins the bank late, after the replay's split: questions the
      // models meet with only their prior (what a fitted prior is for).
      const from = k < (options.itemsPerLevel * 3) / 4 ? 0 : start + Math.ceil(options.days * 0.85) * dayMs;
      items.push({ id: `gen-${level}-${k}`, fields, b, guess: choice ? 0.25 : 0, from });
    }
  await events.appendNewStreams(
    items.map((item) => ({
      stream: `question-${item.id}`,
      events: [
        {
          type: 'QuestionCreated',
          data: { questionId: item.id, fields: item.fields, origin: 'generated', owner: null },
          metadata: meta(null, start - dayMs),
        },
      ],
    })),
  );
  const byLevel = (level: number, time: number) => items.filter((i) => i.fields.level === level && i.from <= time);
  const pick = <T>(list: T[]) => list[random.int(list.length)];
  const timeline: { stream: string; event: NewEvent; time: number }[] = [];
  let reviews = 0;
  for (let l = 0; l < options.learners; l++) {
    const learner = `gen-learner-${l}`;
    let theta = 1.2 * random.normal();
    let level = 1;
    const scores: number[] = [];
    const memory = new Map<string, { right: number; wrong: number; last: number }>();
    const notebook = new Map<string, number>(); // question → when it is next due
    const sessions = 6 + random.int(14);
    const days = Array.from({ length: sessions }, () => random.uniform() * options.days).sort((a, b) => a - b);
    for (const sessionDay of days) {
      let time = start + Math.floor(sessionDay) * dayMs + (8 + random.uniform() * 12) * 3_600_000;
      const length = 10 + random.int(16);
      for (let n = 0; n < length; n++) {
        time += 15_000 + random.int(30_000);
        const due = [...notebook].filter(([, at]) => at <= time).sort((a, b) => a[1] - b[1])[0];
        const review = due !== undefined && random.uniform() < 0.5;
        const item = review ? items.find((i) => i.id === due[0])! : pick(byLevel(level, time));
        const seen = memory.get(item.id);
        const halfLife = seen ? Math.min(200, (0.3 * 2.5 ** seen.right) / 1.5 ** seen.wrong) : 0;
        const boost = seen ? 2 * 2 ** (-(time - seen.last) / dayMs / halfLife) : 0;
        const right = random.uniform() < item.guess + (1 - item.guess) * logistic(theta + boost - item.b);
        const key = item.fields.answers[0].text;
        timeline.push({
          stream: `learner-${learner}`,
          time,
          event: {
            type: 'AnswerRecorded',
            data: {
              question: item.id,
              answer: right ? key : item.guess ? item.fields.answers[1].text : 'autre',
              score: right ? 'correct' : 'incorrect',
              pointscore: right ? 1 : 0,
              language: 'french',
              level: item.fields.level,
              questionType: item.fields.questionType,
              knowledgeType: item.fields.knowledgeType,
              questionText: item.fields.question,
              correctAnswer: key,
              classroom: null,
            },
            metadata: meta(learner, time),
          },
        });
        memory.set(item.id, {
          right: (seen?.right ?? 0) + (right ? 1 : 0),
          wrong: (seen?.wrong ?? 0) + (right ? 0 : 1),
          last: time,
        });
        theta += 0.004;
        if (review) {
          reviews++;
          const m = memory.get(item.id)!;
          notebook.set(item.id, time + dayMs * Math.min(60, 2 ** m.right / 2));
          continue;
        }
        if (!right && !notebook.has(item.id) && random.uniform() < 0.3) {
          const entryId = notebookEntryId(learner, item.id);
          timeline.push({
            stream: `notebook-${entryId}`,
            time: time + 1,
            event: {
              type: 'NotebookEntrySaved',
              data: {
                entryId,
                user: learner,
                entry: {
                  ...item.fields,
                  note: '',
                  hint: '',
                  collectionName: '',
                  priority: 1,
                  source: '',
                  questionId: item.id,
                },
              },
              metadata: meta(learner, time + 1),
            },
          });
          notebook.set(item.id, time + dayMs);
        }
        // The spec's main practice: five results, the last right and all five right: up one level.
        scores.push(right ? 1 : 0);
        if (scores.length > 5) scores.shift();
        if (scores.length === 5 && scores.every((s) => s === 1) && level < 10) {
          level++;
          scores.length = 0;
        }
      }
    }
  }
  timeline.sort((a, b) => a.time - b.time);
  for (let i = 0; i < timeline.length; i += 2000)
    await events.appendMany(timeline.slice(i, i + 2000).map(({ stream, event }) => ({ stream, events: [event] })));
  return { answers: timeline.filter((t) => t.event.type === 'AnswerRecorded').length, reviews };
}
