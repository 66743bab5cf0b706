import {
  answeredByTyping,
  correctAnswers,
  quizHandedIn,
  quizOrderFor,
  quizStatus,
  type QuestionResponse,
  type QuizStudentResult,
} from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import {
  questionsAnsweredAt,
  quizResultOf,
  quizScore,
  type QuizAnswer,
  type QuizDoc,
  type QuizResultDoc,
} from '@lebe/projectors/quizzes';
import { showQuestions } from './questions';

/** How one answer went: right, partly right, wrong, or (no answer) not answered. */
export const cellResult = (a: QuizAnswer | undefined) =>
  !a ? 'not answered' : a.score === 'correct' ? 'right' : a.score === 'partial' ? 'partial' : 'wrong';

/**
 * A test's question as a student receives it before handing in (issue 38): no key, no accepted variants, no
 * meanings or glossary; a choice question's choices in an order of the student's own (the key is often first).
 */
export function keyless(q: QuestionResponse, seed: string) {
  const { _id, question, level, questionType, knowledgeType, targetLanguage } = q;
  const choice = !answeredByTyping(q);
  const choices = q.answers.filter((a) => a.text.trim()).map((a) => ({ text: a.text }));
  return {
    _id,
    question,
    level,
    questionType,
    knowledgeType,
    targetLanguage,
    answers: choice ? quizOrderFor(choices, 'random', seed) : [],
    answerBy: choice ? ('choice' as const) : ('typing' as const),
  };
}

/** Where a student stands in a quiz: their result, their questions in their order, and whether it is over for them. */
export async function studentStanding(read: ReadStore, quiz: QuizDoc, student: string, now: Date) {
  const result = await quizResultOf(read, quiz._id, student);
  const ids = quizOrderFor(questionsAnsweredAt(quiz, result), quiz.order, `${quiz._id}:${student}`);
  const submitted = quizHandedIn(quiz, result?.submittedAt, now);
  return { result, ids, submitted, hidden: quiz.mode === 'test' && !submitted };
}

/** A student's own report: each question's answer, result and key (domain's `quizStudentResult`). */
function resultsOf(questions: QuestionResponse[], result: QuizResultDoc | null): QuizStudentResult[] {
  return questions.map((q) => {
    const a = result?.answers?.[q._id];
    return {
      question: { _id: q._id, question: q.question },
      answer: a?.answer ?? null,
      result: cellResult(a),
      correctAnswers: correctAnswers(q).map((c) => c.text),
    };
  });
}

/**
 * The quiz as a student of its classroom sees it, and their own report of it: the questions of their version in
 * their order (a test's without their key until they hand it in), what they answered, and `results` (each
 * question's answer, result and key). A test's score and results stay hidden until it is over for them.
 */
export async function studentView(read: ReadStore, quiz: QuizDoc, student: string, now: Date) {
  const { result, ids, submitted, hidden } = await studentStanding(read, quiz, student, now);
  const shown = await showQuestions(read, ids);
  const { versions: _v, owner: _o, ...rest } = quiz;
  const { score, ...standing } = quizScore(quiz, result);
  const given = ids.filter((q) => result?.answers?.[q]);
  return {
    ...rest,
    mode: quiz.mode ?? 'practice',
    status: quizStatus(quiz, now),
    ...standing,
    ...(hidden ? {} : { score }),
    submitted,
    submittedAt: result?.submittedAt ?? null,
    questions: hidden ? shown.map((q) => keyless(q, `${quiz._id}:${student}:${q._id}`)) : shown,
    answeredQuestions: given,
    givenAnswers: given.map((q) => ({ question: q, answer: result!.answers![q].answer })),
    // The student's own report: a test's once handed in; a practice quiz's answered questions as it goes.
    ...(hidden ? {} : { results: resultsOf(submitted ? shown : shown.filter((q) => given.includes(q._id)), result) }),
  };
}
