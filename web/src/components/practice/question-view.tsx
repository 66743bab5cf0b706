import { acceptedForms, instructionLabels, type KnowledgeType } from '@lebe/domain';
import type { SessionQuestion } from '../../lib/practice/session';
import type { Attempt } from '../../lib/practice/source';
import { scriptLang } from '../../lib/script';
import { AnswerChoices } from './answer-choices';
import { TargetText } from './target-text';
import { TypedAnswer } from './typed-answer';

/** How a question is answered: typed for fill in the blank and single-answer items, else by choosing. */
export const answeredByTyping = (q: Pick<SessionQuestion, 'questionType' | 'answers'>) =>
  q.questionType === 'fill_in_the_blank' || q.answers.filter((a) => a.text.trim()).length < 2;

/** The one question view of every practice (SPEC §4): the text, then choices or a typed answer, then the answer when shown. */
export function QuestionView(props: {
  question: SessionQuestion;
  locked: boolean;
  revealed: boolean;
  /** Each attempt: its value (1, 0 or partial), whether it ends the question, and what was given. */
  onAttempt(result: number, complete: boolean, given: Omit<Attempt, 'result'>): void;
}) {
  const { question, locked, revealed, onAttempt } = props;
  const correct = question.answers.find((a) => a.isCorrect);
  return (
    <div className="question-view">
      <p className="instruction">{instructionLabels[question.knowledgeType as KnowledgeType] ?? 'Vocabulary'}</p>
      <h2 className="question-text" id="question-text" tabIndex={-1}>
        <TargetText text={question.question} />
      </h2>
      {question.hint && <p className="entry-hint">Your hint: {question.hint}</p>}
      {answeredByTyping(question) ? (
        <TypedAnswer
          forms={correct ? acceptedForms(correct) : ['']}
          language={question.targetLanguage}
          locked={locked}
          revealed={revealed}
          onSolved={(partial, typed, keystrokes) => onAttempt(partial, true, { answer: typed, keystrokes })}
        />
      ) : (
        <AnswerChoices
          questionId={question.key}
          answers={question.answers}
          locked={locked}
          revealed={revealed}
          onPick={(text, isCorrect) => onAttempt(isCorrect ? 1 : 0, isCorrect, { answer: text })}
        />
      )}
      {revealed && (
        <p className="revealed" role="status">
          Answer: <strong lang={scriptLang(correct?.text ?? '')}>{correct?.text}</strong>
        </p>
      )}
    </div>
  );
}
