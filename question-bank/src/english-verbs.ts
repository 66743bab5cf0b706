/**
 * English irregular verbs (english-verbs-irregular): the simple past and the past participle, typed
 * and chosen. Wrong choices are the other principal part, the regularised “-ed” form and the base
 * form, whenever those are not themselves accepted (burned and burnt are both right, so neither is
 * offered as wrong). Difficulty features: the verb's word frequency (0.8 a band); prefixed compounds
 * (overcome, misread) +2; the participle after the past; typing last.
 */
import type { BankTarget, Draft } from './common';
import { pickDistinct } from './common';
import { citations } from './citations';
import { englishIrregularVerbs } from './data';
import { frequencyBand, frequencyRank, spelling } from './lexicon';

const regular = (verb: string) =>
  verb.endsWith('e') ? `${verb}d` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ied` : `${verb}ed`;

/**
 * Cross-checked against the English spelling dictionary: where the regular “-ed” form is a word too
 * (relay: relayed; hang: hanged; lie: lied) the verb has a regular sense and the irregular form is not
 * the one answer, so the verb is not asked; a part with two accepted forms (bear: born/borne; burn:
 * burned/burnt) is not asked either; and the base form is never a wrong choice (fit, wet, knit and quit
 * are past forms too in American English).
 */
/**
 * Whether a past form is only the regular “-ed” spelt out (doubling, -y → -ied, -c → -cked): the list
 * holds such verbs (but: butted, ban: banned, bet: betted), which are not irregular at all.
 */
export const regularSpelling = (verb: string, form: string) =>
  form === regular(verb) ||
  form === `${verb}${verb.at(-1)}ed` ||
  form === `${verb}ked` ||
  (form.endsWith('ed') && form.slice(0, -2) === verb.replace(/-/g, ''));

export function* englishVerbDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  if (!languages.includes('english')) return;
  const verbs = englishIrregularVerbs();
  const dictionary = spelling('english');
  for (const [verb, variants] of Object.entries(verbs)) {
    const regularForm = regular(verb);
    const allForms = new Set(variants.flat());
    // Irregular means a form the -ed rules do not make (wrote, led); a spelling rule (butted) is not asked.
    if ([...allForms].some((f) => regularSpelling(verb, f))) continue;
    if (dictionary.has(regularForm) && !allForms.has(regularForm)) continue;
    if (![...allForms].every((f) => dictionary.has(f))) continue;
    const compound = Object.keys(verbs).some(
      (base) => base !== verb && verb.length > base.length && verb.endsWith(base),
    );
    const rank = frequencyRank('english', verb);
    // Chosen by frequency: the list also holds rare verbs (outspeak, interbreed, kip).
    if (rank > (target === 'seed' ? 5000 : 20000)) continue;
    // wet, fit, knit: American English also uses the bare form as the past, so a typed “wetted” is not the one answer.
    const bareToo = /[td]$/.test(verb) && !allForms.has(verb);
    const raw = 1 + frequencyBand(rank) * 0.8 + (compound ? 2 : 0);
    for (const [part, index, frame] of [
      ['simple past', 0, 'Yesterday I ___'],
      ['past participle', 1, 'I have ___'],
    ] as const) {
      const accepted = new Set(variants.map((v) => v[index]));
      if (accepted.size > 1) continue;
      const answer = variants[0][index];
      const fragment = frame.replace('___', answer);
      const shared = {
        language: 'english',
        fullQuestion: `to ${verb}: ${fragment}`,
        correct: answer,
        category: `irregular verb: ${part}`,
        citation: citations.englishVerbs,
        knowledgeType: 'conjugation' as const,
      };
      const candidates = [variants[0][1 - index], regularForm, `${verb}s`, `${verb}ing`];
      const wrong = pickDistinct(
        answer,
        candidates.filter((c) => !allForms.has(c) && !(c === regularForm && dictionary.has(c))),
      );
      if (wrong.length === 3)
        yield {
          ...shared,
          level: Math.round(raw + index),
          question: `Choose the ${part} of “to ${verb}”: ${frame}`,
          wrong,
          questionType: 'multiple_choice',
        };
      if (!bareToo)
        yield {
          ...shared,
          level: Math.round(raw + index + 2),
          question: `Conjugate “to ${verb}” (${part}): ${frame}`,
          questionType: 'conjugation',
          fragment,
        };
    }
  }
}
