import { correctAnswers, language as languageOf, languages, type Language } from '@lebe/domain';
import type { SessionQuestion } from './session';

/** One line of a question's meaning: the language it is in (its name) and the text. */
export interface MeaningLine {
  label: string | null;
  text: string;
  /** BCP 47 tag of the text's language, so a screen reader (and a voice) reads it right. */
  lang?: string;
}

const names = new Map<string, Language>(languages.map((l) => [l.name, l]));
const labelled = /^(\p{Lu}\p{Ll}+): ([\s\S]+)$/u;

/**
 * What a question is about, in full (issue 36): the bank's full text (e.g. "Ils trouvent leurs clés. — They
 * find their keys." or "English: table — German: Tisch"), each part marked with its language. Unlabelled parts
 * are the target language then English; a question without a full text (a teacher's, a notebook entry) is its
 * own text with the blank filled with the answer.
 */
export function meaningOf(q: SessionQuestion): MeaningLine[] {
  const target = languageOf(q.targetLanguage);
  const full = q.fullQuestion?.trim();
  if (!full) {
    const answer = correctAnswers(q)[0]?.text ?? '';
    return [{ label: null, text: q.question.replace(/_{2,}/, answer) }];
  }
  const english = languageOf('english');
  return full.split(' — ').map((part, i) => {
    const m = labelled.exec(part);
    const named = m ? names.get(m[1]) : undefined;
    if (named) return { label: named.name, text: m![2], lang: named.tag };
    const l = i === 0 ? target : english;
    return { label: l?.name ?? null, text: part, lang: l?.tag };
  });
}

/** The target-language text of a question's meaning (what a voice reads), if it has one. */
export function targetText(q: SessionQuestion): string | null {
  const name = languageOf(q.targetLanguage)?.name;
  return meaningOf(q).find((line) => line.label === name)?.text ?? null;
}
