/**
 * Conjugation questions from the verb paradigms: for every form, a typed one (“Conjugate …: nous ___”)
 * and a multiple choice whose three wrong answers are forms of the same verb. Difficulty features:
 * the tense's own level, whether the form is irregular (it does not keep the infinitive's stem),
 * the verb's word frequency (its band, 0.6 a band), typing versus choosing, and distractor closeness — for the
 * first tenses the wrong answers are other persons of the same tense (far), from then on the same
 * person in other tenses (close: “allais” against “allai”).
 */
import type { BankTarget, Draft } from './common';
import { pickDistinct } from './common';
import { paradigms, withReflexive, type Paradigm } from './paradigms';
import { frequencyBand } from './lexicon';
import { join } from './sentences/words';

/** The part of a form to compare with the infinitive's stem (separable and compound forms). */
function core(p: Paradigm, form: string): string {
  const words = form.split(' ');
  if (words.length === 1) return form;
  if (p.language === 'german' && p.verb.startsWith(words[words.length - 1])) return words[words.length - 1] + words[0];
  return p.language === 'spanish' ? words[words.length - 1] : words[0];
}

export function isIrregular(p: Paradigm, form: string): boolean {
  const stem = p.language === 'german' && !p.verb.endsWith('en') ? p.verb.slice(0, -1) : p.verb.slice(0, -2);
  return !core(p, form).startsWith(stem);
}

/** The ending a learner adds: what follows the longest start the form shares with the infinitive. */
export function ending(verb: string, form: string): string {
  let i = 0;
  while (i < verb.length && i < form.length && verb[i] === form[i]) i++;
  return form.slice(i);
}

function* verbDrafts(tenses: Paradigm[]): Generator<Draft> {
  for (const p of tenses) {
    for (let i = 0; i < p.persons.length; i++) {
      const bare = p.forms[i];
      if (!bare) continue;
      // A reflexive verb's key, variants and wrong options all carry the person's pronoun (freuten uns).
      const own = (f: string) => withReflexive(f, p.reflexive?.[i]);
      const form = own(bare);
      const verb = p.reflexive ? `sich ${p.verb}` : p.verb;
      // From level 2: level 1 is everyday words and short sentences, not verb tables.
      const raw = p.tenseLevel + (isIrregular(p, bare) ? 1.5 : 0) + frequencyBand(p.rank) * 0.6 + 0.5;
      const prompt = p.persons[i].endsWith('’') ? `${p.persons[i]}___` : `${p.persons[i]} ___`;
      // The fragment is the words the form stands in (“nous allons”, “que j’aille”): whole words, never an ending.
      const fragment = /^[(—]/.test(p.persons[i]) ? form : join([p.persons[i], form]);
      const shared = {
        language: p.language,
        fullQuestion: fragment,
        correct: form,
        category: p.tense,
      };
      yield {
        ...shared,
        level: raw + 1,
        question: `Conjugate “${verb}” (${p.tense}): ${prompt}`,
        questionType: 'conjugation',
        knowledgeType: 'conjugation',
        citation: p.citation,
        fragment,
        variants: p.variants?.[i]?.map(own),
      };
      const otherPersons = (p.forms.filter((f, j) => j !== i && f) as string[]).map(own);
      const otherTenses = (
        tenses
          .filter((t) => t !== p && t.persons.length === p.persons.length)
          .map((t) => t.forms[i])
          .filter(Boolean) as string[]
      ).map(own);
      const close = p.tenseLevel > 3;
      const words = (f: string) => f.split(' ').length;
      // A compound form is tested on its auxiliary's tense and person alike (habías quedado against habrás
      // quedado and había quedado), not on its tense alone.
      const candidates =
        close && words(bare) > 1
          ? [...otherTenses.slice(0, 1), ...otherPersons.slice(0, 1), ...otherTenses.slice(1), ...otherPersons.slice(1)]
          : close
            ? [...otherTenses, ...otherPersons]
            : [...otherPersons, ...otherTenses];
      // Options of the key's shape first: a compound key among simple forms (habías quedado: quedas, quedabas)
      // is chosen by its word count alone.
      const shaped = [...candidates.filter((f) => words(f) === words(form)), ...candidates];
      const wrong = pickDistinct(form, shaped);
      if (wrong.length === 3)
        yield {
          ...shared,
          level: raw + (close ? 1 : 0),
          question: `Choose the form of “${verb}” (${p.tense}): ${prompt}`,
          wrong,
          questionType: 'multiple_choice',
          knowledgeType: 'conjugation',
          citation: p.citation,
        };
    }
  }
}

/** The conjugation drafts of the languages asked for, verb by verb (the paradigms come grouped by verb). */
export function* conjugationDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  let current: Paradigm[] = [];
  for (const p of paradigms(target, languages)) {
    if (current.length && (current[0].verb !== p.verb || current[0].language !== p.language)) {
      yield* verbDrafts(current);
      current = [];
    }
    current.push(p);
  }
  yield* verbDrafts(current);
}
