/**
 * English irregular verbs (english-verbs-irregular): the simple past and the past participle, typed
 * and chosen. Wrong choices are the other principal part, the regularised “-ed” form and the base
 * form, whenever those are not themselves accepted (burned and burnt are both right, so neither is
 * offered as wrong). Difficulty features: everyday verbs (in CLDR's English emoji keywords) before
 * the rest; prefixed compounds (overcome, misread) later; the participle after the past; typing last.
 */
import type { BankTarget, Draft } from './common';
import { pickDistinct } from './common';
import { citations } from './citations';
import { englishIrregularVerbs, everydayWords } from './data';

const regular = (verb: string) =>
  verb.endsWith('e') ? `${verb}d` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ied` : `${verb}ed`;

export function* englishVerbDrafts(_target: BankTarget, languages: string[]): Generator<Draft> {
  if (!languages.includes('english')) return;
  const verbs = englishIrregularVerbs();
  const everyday = everydayWords('en');
  for (const [verb, variants] of Object.entries(verbs)) {
    const compound = Object.keys(verbs).some(
      (base) => base !== verb && verb.length > base.length && verb.endsWith(base),
    );
    const raw = 2 + (everyday.has(verb) ? 0 : 2) + (compound ? 3 : 0);
    for (const [part, index, frame] of [
      ['simple past', 0, 'Yesterday I ___'],
      ['past participle', 1, 'I have ___'],
    ] as const) {
      const accepted = new Set(variants.map((v) => v[index]));
      const answer = variants[0][index];
      const shared = {
        language: 'english',
        fullQuestion: `to ${verb}: ${frame.replace('___', answer)}`,
        correct: answer,
        category: `irregular verb: ${part}`,
        citation: citations.englishVerbs,
        knowledgeType: 'conjugation' as const,
      };
      const candidates = [variants[0][1 - index], regular(verb), verb, `${verb}s`, `${verb}ing`];
      const wrong = pickDistinct(
        answer,
        candidates.filter((c) => !accepted.has(c)),
      );
      if (wrong.length === 3)
        yield {
          ...shared,
          level: raw + index,
          question: `Choose the ${part} of “to ${verb}”: ${frame}`,
          wrong,
          questionType: 'multiple_choice',
        };
      // Only one accepted form can be typed: a learner typing the other right one would be marked wrong.
      if (accepted.size === 1)
        yield {
          ...shared,
          level: raw + index + 2,
          question: `Conjugate “to ${verb}” (${part}): ${frame}`,
          questionType: 'conjugation',
        };
    }
  }
}
