import { instructionLabels } from '@lebe/domain';
import { AnswerChoices } from './AnswerChoices';
import { TypedAnswer } from './TypedAnswer';
import { scriptLang } from './languages';
import type { PracticeQuestion } from './api';

/** How a question is answered: typed for fill in the blank and single-answer items, else by choosing. */
export const answeredByTyping = (q: PracticeQuestion) =>
  q.questionType === 'fill_in_the_blank' || q.answers.filter((a) => a.text.trim()).length < 2;

export function QuestionView(props: {
  question: PracticeQuestion;
  locked: boolean;
  revealed: boolean;
  /** Each attempt: its value (1, 0 or partial), what was given, and whether it ends the question. */
  onAttempt(result: number, given: string, complete: boolean): void;
}) {
  const { question, locked, revealed, onAttempt } = props;
  const correct = question.answers.find((a) => a.isCorrect)?.text ?? '';
  const label = instructionLabels[question.knowledgeType] ?? 'Vocabulary';
  return (
    <div className="question-view">
      <p className="instruction">{label}</p>
      <h2 className="question-text" id="question-text" tabIndex={-1}>
        {question.question.split(/(“[^”]*”)/).map((part, i) => (
          <span key={i} lang={scriptLang(part)}>
            {part}
          </span>
        ))}
      </h2>
      {answeredByTyping(question) ? (
        <TypedAnswer
          key={question._id}
          answer={correct}
          language={question.targetLanguage}
          locked={locked}
          revealed={revealed}
          onSolved={(partial, typed) => onAttempt(partial, typed, true)}
        />
      ) : (
        <AnswerChoices
          key={question._id}
          questionId={question._id}
          answers={question.answers}
          locked={locked}
          revealed={revealed}
          onPick={(text, isCorrect) => onAttempt(isCorrect ? 1 : 0, text, isCorrect)}
        />
      )}
      {revealed && (
        <p className="revealed" role="status">
          Answer: <strong lang={scriptLang(correct)}>{correct}</strong>
        </p>
      )}
    </div>
  );
}
