import { AnswerChoices } from '../practice/AnswerChoices';
import { TypedAnswer } from '../practice/TypedAnswer';
import type { Answer } from './api';

/** What a question card needs: classroom questions and notebook entries both have it. */
export interface CardQuestion {
  _id: string;
  answers: Answer[];
  questionType: string;
  targetLanguage: string;
}

/**
 * How a question is answered, with main practice's pieces and rules (SPEC §4): typed for fill in the
 * blank and single-answer items, else by choosing (a wrong choice disables itself, the right one ends
 * the question; the order is fixed per question). `onAttempt` gets every attempt; the caller counts
 * the first one.
 */
export function QuestionCard(props: {
  question: CardQuestion;
  locked: boolean;
  revealed: boolean;
  onAttempt(result: number, given: string, complete: boolean): void;
}) {
  const { question, locked, revealed, onAttempt } = props;
  const typed =
    question.questionType === 'fill_in_the_blank' || question.answers.filter((a) => a.text.trim()).length < 2;
  return typed ? (
    <TypedAnswer
      answer={question.answers.find((a) => a.isCorrect)?.text ?? ''}
      language={question.targetLanguage}
      locked={locked}
      revealed={revealed}
      onSolved={(partial, text) => onAttempt(partial, text, true)}
    />
  ) : (
    <AnswerChoices
      questionId={question._id}
      answers={question.answers}
      locked={locked}
      revealed={revealed}
      onPick={(text, isCorrect) => onAttempt(isCorrect ? 1 : 0, text, isCorrect)}
    />
  );
}
