import { sendAnswer } from '../../lib/practice/outbox';
import type { SessionQuestion } from '../../lib/practice/session';
import type { PracticeSource } from '../../lib/practice/source';
import { hasKey, type QuizToTake } from './api/quizzes';

/**
 * A quiz taken as practice (issue 26 item 4): the quiz's questions in the student's order, each once, from
 * the first not answered yet; a weak run or a new level changes nothing (one level, classroom rules without a
 * drop); each answer goes to the classroom's dashboard with the quiz (POST /api/mydashboards). When none is
 * left the session is over. `onServe` tells how many have been shown, for the screen's progress.
 */
export function quizSource(quiz: QuizToTake, user: string, onServe: (shown: number) => void): PracticeSource {
  const left: SessionQuestion[] = quiz.questions
    .filter(hasKey)
    .filter((q) => !quiz.answeredQuestions.includes(q._id))
    .map((q) => ({ ...q, key: q._id, questionId: q._id }));
  const done = quiz.questions.length - left.length;
  let next = 0;
  return {
    kind: 'classroom',
    language: quiz.targetLanguage,
    scope: `quiz:${quiz._id}:${user}`,
    classroomDrops: false,
    async start() {
      if (left.length === 0) return null;
      const level = left[0].level;
      return { level, levels: [level] };
    },
    async fetch() {
      const q = left[next];
      if (!q) return [];
      next += 1;
      onServe(done + next);
      return [q];
    },
    record: (body) => sendAnswer('/api/mydashboards', { ...body, classroom: quiz.classroom, quiz: quiz._id }),
  };
}
