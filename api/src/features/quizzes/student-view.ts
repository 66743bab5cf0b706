import {
  answeredByTyping,
  correctAnswers,
  quizHandedIn,
  quizOrderFor,
  quizStatus,
  type QuestionResponse,
  type QuizStudentResult,
} from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import {
  questionsAnsweredAt,
  quizResultsCollection,
  quizResultsFromLog,
  quizScore,
  quizStudentId,
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

type Stores = { read: ReadStore; events: EventStore };

/**
 * A student's results in quizzes: from the read model, or from their streams when it may lag behind their last
 * write (`fromLog`: the request's wait for it timed out), so they see what they just answered or handed in.
 */
export async function studentResults(stores: Stores, quizzes: readonly string[], student: string, fromLog: boolean) {
  if (fromLog) return quizResultsFromLog(stores.events, student, quizzes);
  const ids = quizzes.map((quiz) => quizStudentId(quiz, student));
  const docs = await stores.read.getMany<QuizResultDoc>(quizResultsCollection, ids);
  return new Map(quizzes.map((quiz, i) => [quiz, docs.get(ids[i]) ?? null]));
}

/** Where a student stands in a quiz, given their result: their questions in their order, and whether it is over for them. */
export function studentStanding(quiz: QuizDoc, result: QuizResultDoc | null, student: string, now: Date) {
  const ids = quizOrderFor(questionsAnsweredAt(quiz, result), quiz.order, `${quiz._id}:${student}`);
  const submitted = quizHandedIn(quiz, result?.submittedAt, now);
  return { ids, submitted, hidden: quiz.mode === 'test' && !submitted };
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
 * question's answer, result and key). A test's score and results stay hidden until it is over for them. `fromLog`:
 * all of it as the streams hold it (see studentResults).
 */
export async function studentView(stores: Stores, quiz: QuizDoc, student: string, now: Date, fromLog: boolean) {
  const result = (await studentResults(stores, [quiz._id], student, fromLog)).get(quiz._id) ?? null;
  const { ids, submitted, hidden } = studentStanding(quiz, result, student, now);
  const shown = await showQuestions(stores.read, ids, fromLog ? stores.events : undefined);
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
