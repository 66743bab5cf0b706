import { useMemo, useState } from 'react';
import { afterKeystroke, hint, isExact, isPrefixOf, specialCharacters } from '@lebe/domain';
import type { Question } from './api';

/**
 * One question to answer: multiple choice (a wrong choice is disabled; the first choice decides the
 * score) or fill in the blank (typed live, partial value lowered per wrong keystroke). `onResult` is
 * called once per question with 1, 0 or the partial value.
 */
export function QuestionCard(props: {
  question: Question;
  onResult(result: number, given: string): void;
  done: boolean;
}) {
  const { question, onResult, done } = props;
  return question.questionType === 'fill_in_the_blank' ? (
    <FillInTheBlank key={question._id} question={question} onResult={onResult} done={done} />
  ) : (
    <MultipleChoice key={question._id} question={question} onResult={onResult} done={done} />
  );
}

function MultipleChoice({ question, onResult, done }: Parameters<typeof QuestionCard>[0]) {
  const choices = useMemo(() => [...question.answers].sort(() => Math.random() - 0.5), [question]);
  const [wrong, setWrong] = useState<string[]>([]);
  const [solved, setSolved] = useState(false);
  const choose = (text: string, isCorrect: boolean) => {
    if (!wrong.length && !solved) onResult(isCorrect ? 1 : 0, text);
    if (isCorrect) setSolved(true);
    else setWrong((w) => [...w, text]);
  };
  return (
    <div className="choices">
      {choices.map((a) => (
        <button
          key={a.text}
          type="button"
          className={`btn choice${solved && a.isCorrect ? ' btn-success' : ' btn-light'}`}
          disabled={solved || done || wrong.includes(a.text)}
          onClick={() => choose(a.text, a.isCorrect)}
        >
          {a.text}
        </button>
      ))}
    </div>
  );
}

function FillInTheBlank({ question, onResult, done }: Parameters<typeof QuestionCard>[0]) {
  const answer = question.answers.find((a) => a.isCorrect)?.text ?? '';
  const [typed, setTyped] = useState('');
  const [partial, setPartial] = useState(1);
  const [showHint, setShowHint] = useState(false);
  const solved = isExact(typed, answer);
  const change = (next: string) => {
    if (solved || done) return;
    const value = afterKeystroke(partial, next, answer);
    setPartial(value);
    setTyped(next);
    if (isExact(next, answer)) onResult(value, next);
  };
  const colour = solved ? 'fib-correct' : isPrefixOf(typed, answer) ? 'fib-prefix' : 'fib-wrong';
  return (
    <div className="fill-in">
      <input
        aria-label="Your answer"
        className={colour}
        value={typed}
        readOnly={solved || done}
        onChange={(e) => change(e.target.value)}
      />
      <div className="row-actions">
        {(specialCharacters[question.targetLanguage] ?? []).map((c) => (
          <button key={c} type="button" className="btn btn-light btn-sm" onClick={() => change(typed + c)}>
            {c}
          </button>
        ))}
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setShowHint(true)}>
          Hint
        </button>
      </div>
      {showHint && <p className="muted">{hint(answer).text}</p>}
    </div>
  );
}
