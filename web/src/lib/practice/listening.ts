import { answeredByTyping, correctAnswers, wordTiles } from '@lebe/domain';
import { targetText } from './meaning';
import type { SessionQuestion } from './session';

/** A listening exercise (issue 36): type what you hear, or tap (build from the word tiles) what you hear. */
export type ListeningKind = 'type' | 'tiles';

/**
 * Whether a bank sentence question can be heard instead of read, and how: its answer is the whole target
 * sentence of its full text, so the sentence heard is graded, by the server as by the screen, as the typed
 * answer it already is (its accepted variants included). A single word or a question without a full text is not.
 */
export function listeningKind(q: SessionQuestion): ListeningKind | null {
  const sentence = targetText(q);
  const answer = correctAnswers(q)[0]?.text;
  if (!sentence || sentence !== answer || !isSentence(q)) return null;
  if (wordTiles(q)) return 'tiles';
  return answeredByTyping(q) ? 'type' : null;
}

/**
 * A sentence question's full text is the sentence and its English, unlabelled (“Ils mangent. — They eat.”; an
 * English one the sentence alone); a word's is labelled (“English: table — German: Tisch”).
 */
function isSentence(q: SessionQuestion): boolean {
  const parts = (q.fullQuestion ?? '').split(' — ');
  if (q.targetLanguage === 'english') return parts.length === 1 && /\s/u.test(parts[0].trim());
  return parts.length === 2 && !/^\p{Lu}\p{Ll}+: /u.test(parts[0]);
}

/** What the Listen button says for a question: the sentence when heard or shown in the question, else nothing yet. */
export function spokenText(q: SessionQuestion, listening: boolean, counted: boolean): string | null {
  const sentence = targetText(q);
  if (!sentence) return null;
  return listening || counted || q.question.includes(sentence) ? sentence : null;
}
