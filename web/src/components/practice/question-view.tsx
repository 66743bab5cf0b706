import { useMemo, useState } from 'react';
import {
  answeredByTyping,
  givenTyped,
  instructionLabels,
  typedForms,
  wordTiles,
  type GivenAnswer,
  type KnowledgeType,
} from '@lebe/domain';
import type { ListeningKind } from '../../lib/practice/listening';
import type { SessionQuestion, ShownGrade } from '../../lib/practice/session';
import { scriptLang } from '../../lib/script';
import { AnswerChoices } from './answer-choices';
import { TappableText } from './tappable-text';
import { TargetText } from './target-text';
import { TileAnswer } from './tile-answer';
import { TypedAnswer } from './typed-answer';

/**
 * The one question view of every practice (SPEC §4): the text, then choices, word tiles (a typed question whose
 * prompt lists them: domain's wordTiles) or a typed answer, then the answer when shown.
 */
export function QuestionView(props: {
  question: SessionQuestion;
  locked: boolean;
  revealed: boolean;
  /** The grade of the counted answer: the client's, then the server's recorded one. */
  grade: ShownGrade | null;
  /** Issue 36: the sentence is heard, not shown (type or tap what you hear), until the answer is counted. */
  listening?: ListeningKind | null;
  /** The learner chose to type a tile question (true) or went back to the tiles (false). */
  onTyping?(typed: boolean): void;
  /** Each attempt: what was given (graded by the session with domain's gradeAnswer) and whether it ends the question. */
  onAttempt(given: GivenAnswer, complete: boolean): void;
  /** Issue 38: the text typed so far, not accepted yet: what a given-up question records. */
  onDraft?(given: GivenAnswer): void;
}) {
  const { question, locked, revealed, onAttempt, grade } = props;
  const correct = question.answers.find((a) => a.isCorrect);
  const wordsOf = useMemo(() => wordTiles(question), [question]);
  // A tile question may be typed instead, chosen before anything is counted (the question it was chosen for).
  const [typedFor, setTypedFor] = useState<string | null>(null);
  const tiles = typedFor === question.key ? null : wordsOf;
  const undecided = !grade && !locked && !revealed;
  const heard = props.listening && undecided ? props.listening : null;
  return (
    <div className="question-view">
      <p className="instruction">
        {heard === 'type'
          ? 'Type what you hear'
          : heard === 'tiles'
            ? 'Tap what you hear'
            : wordsOf
              ? 'Build the sentence'
              : (instructionLabels[question.knowledgeType as KnowledgeType] ?? 'Vocabulary')}
      </p>
      <h2 className="question-text" id="question-text" tabIndex={-1}>
        {heard === 'type' ? (
          'Listen, then type the sentence you hear.'
        ) : heard === 'tiles' ? (
          'Listen, then put the words in the order you hear them.'
        ) : tiles ? (
          <TargetText text={tiles.cue} />
        ) : (
          <TappableText
            text={question.question}
            glossary={question.glossary}
            targetLanguage={question.targetLanguage}
          />
        )}
      </h2>
      {question.hint && <p className="entry-hint">Your hint: {question.hint}</p>}
      {wordsOf && undecided && !heard && (
        <button
          type="button"
          className="tile-mode"
          onClick={() => {
            setTypedFor(tiles ? question.key : null);
            props.onTyping?.(!!tiles);
          }}
        >
          {tiles ? 'Type the sentence instead' : 'Use the word tiles'}
        </button>
      )}
      {tiles ? (
        <TileAnswer
          tiles={tiles}
          forms={typedForms(question)}
          language={question.targetLanguage}
          locked={locked}
          revealed={revealed}
          grade={grade}
          onCheck={(answer, right) => onAttempt({ answer }, right)}
        />
      ) : answeredByTyping(question) ? (
        <TypedAnswer
          forms={typedForms(question)}
          language={question.targetLanguage}
          locked={locked}
          revealed={revealed}
          grade={grade}
          onSolved={(typing) => onAttempt(givenTyped(typing), true)}
          onDraft={(typing) => props.onDraft?.(givenTyped(typing))}
        />
      ) : (
        <AnswerChoices
          questionId={question.key}
          answers={question.answers}
          locked={locked}
          revealed={revealed}
          grade={grade}
          onPick={(text, isCorrect) => onAttempt({ answer: text }, isCorrect)}
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

/** What the keyboard does for this question, said under the practice card. */
export function keyboardTip(question: SessionQuestion, typedInstead = false): string {
  if (wordTiles(question) && !typedInstead)
    return 'Keyboard: Tab to a word, Enter or Space adds it, Backspace takes the last one back, Enter goes to the next question.';
  if (answeredByTyping(question) || typedInstead)
    return 'Keyboard: type the answer; once it is counted, Enter goes to the next question.';
  return 'Keyboard: number keys choose an answer, Enter goes to the next question.';
}
