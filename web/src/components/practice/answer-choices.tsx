import { useLayoutEffect, useMemo, useState } from 'react';
import type { Answer } from '@lebe/domain';
import type { ShownGrade } from '../../lib/practice/session';
import { scriptLang } from '../../lib/script';

/** Shuffled once per question, so the right answer is not always in the same place. */
function shuffled<T>(items: T[], seed: string): T[] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return items
    .map((item, i) => ({ item, key: Math.imul(h ^ (i + 1), 2654435761) >>> 0 }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

/**
 * Choices: a wrong one disables itself, the right one is marked and ends the question (SPEC §4).
 * Number keys pick a choice. The first pick decides the result.
 */
export function AnswerChoices(props: {
  questionId: string;
  answers: Answer[];
  locked: boolean;
  revealed: boolean;
  /** The grade of the counted (first) choice: the client's, then the server's recorded one. */
  grade: ShownGrade | null;
  onPick(text: string, isCorrect: boolean): void;
}) {
  const { answers, locked, revealed, onPick, questionId, grade } = props;
  const choices = useMemo(() => shuffled(answers, questionId), [answers, questionId]);
  const [wrong, setWrong] = useState<string[]>([]);
  const [right, setRight] = useState(false);

  const pick = (index: number) => {
    const choice = choices[index];
    if (!choice || locked || right || wrong.includes(choice.text)) return;
    if (choice.isCorrect) setRight(true);
    else setWrong((w) => [...w, choice.text]);
    onPick(choice.text, choice.isCorrect);
  };

  // Layout effect: the keys work from the moment the choices are on screen, not a frame later.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.ctrlKey || event.metaKey || event.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      const n = Number(event.key);
      if (Number.isInteger(n) && n >= 1 && n <= choices.length) pick(n - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const lastWrong = wrong[wrong.length - 1];
  return (
    <>
      <div className="choices" role="group" aria-label="Answers">
        {choices.map((choice, i) => {
          const isWrong = wrong.includes(choice.text);
          const marked = (right || revealed) && choice.isCorrect;
          return (
            <button
              key={choice.text}
              type="button"
              className={`choice${marked ? ' choice-correct' : ''}${isWrong ? ' choice-wrong' : ''}`}
              disabled={locked || right || isWrong || revealed}
              aria-keyshortcuts={String(i + 1)}
              onClick={() => pick(i)}
            >
              <span className="choice-key" aria-hidden="true">
                {i + 1}
              </span>
              <span className="choice-text" lang={scriptLang(choice.text)}>
                {choice.text}
              </span>
              {marked && <span className="visually-hidden"> (correct answer)</span>}
              {isWrong && <span className="visually-hidden"> (wrong)</span>}
            </button>
          );
        })}
      </div>
      <p
        className={`choice-feedback${right ? ' feedback-right' : lastWrong ? ' feedback-wrong' : ''}`}
        aria-live="polite"
      >
        {right
          ? (grade?.pointscore ?? 1) >= 1
            ? 'Correct!'
            : wrong.length > 0
              ? 'Correct! The first choice is the one that counts: this question scores 0.'
              : 'Marked right here, but recorded as not right: the question has changed since it was shown.'
          : revealed
            ? ''
            : lastWrong
              ? `“${lastWrong}” is not right, so this question scores 0. The right answer is shown below: choose it to go on.`
              : ''}
      </p>
    </>
  );
}
