import { correctAnswers, languageName } from '@lebe/domain';
import { meaningOf } from '../../lib/practice/meaning';
import type { SessionQuestion } from '../../lib/practice/session';
import { TappableText } from './tappable-text';
import { TargetText } from './target-text';

/**
 * After a question is answered, shown or skipped (issue 36): the whole sentence or phrase and its English, the
 * right answer marked, and what a wrong choice the learner made means where the bank says. Stays until Next.
 */
export function MeaningPanel(props: { question: SessionQuestion; heading?: string; chosen?: readonly string[] }) {
  const { question } = props;
  const right = correctAnswers(question)[0];
  const target = languageName(question.targetLanguage);
  const wrong = question.answers.filter((a) => !a.isCorrect && props.chosen?.includes(a.text));
  return (
    <div className="meaning">
      {props.heading && <p className="meaning-heading">{props.heading}</p>}
      <dl className="meaning-lines">
        {meaningOf(question).map((line, i) => (
          <div key={i} className="meaning-line">
            <dt>{line.label ?? 'In full'}</dt>
            <dd lang={line.lang}>
              {line.label === target ? (
                // The sentence's words open their meaning here too (the glossary served with the question).
                <TappableText
                  text={line.text}
                  glossary={question.glossary}
                  targetLanguage={question.targetLanguage}
                  whole
                />
              ) : (
                <TargetText text={line.text} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {right && (
        <p className="meaning-answer">
          <span aria-hidden="true">✓ </span>Right answer: <strong>{right.text}</strong>
        </p>
      )}
      {wrong.map((a) => (
        <p key={a.text} className="meaning-wrong">
          <span aria-hidden="true">✗ </span>You chose <strong>{a.text}</strong>
          {a.meaning ? ` — ${a.meaning}` : ''}
        </p>
      ))}
    </div>
  );
}
