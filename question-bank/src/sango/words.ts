/**
 * Sango vocabulary from Weston's lexicon: the 1,000 commonest everyday words (lexicon.ts), each asked
 * both ways (the English of a Sango word, the Sango for an English word) and, for the two lowest levels
 * (`wordLevel`: the frequency class, raised for compounds and rare English), typed. Wrong choices are words of the same part of speech and a near frequency
 * class whose senses share no word with the one asked, the closest-looking first (likeness.ts), so that a
 * look-alike answer stands among look-alikes; an item whose key still gives itself away is not made
 * (generate.ts).
 */
import type { BankTarget, Draft } from '../common';
import { rank } from '../common';
import { lookAlikes } from '../likeness';
import { contentWords, everydayWords, spellings, type SangoWord } from './lexicon';

export const sangoCitation =
  'Sango–English lexicon by Daniel D. Weston (github.com/zokwezo/sango, commit bc8d053); Apache License 2.0 — http://www.apache.org/licenses/LICENSE-2.0';

export { contentWords };

/** Every English word any row of this spelling is defined by: none of them may stand in a wrong choice. */
const senses = new Map<string, Set<string>>();
function sensesOf(spelling: string): Set<string> {
  let out = senses.get(spelling);
  if (!out) {
    out = new Set((spellings().get(spelling) ?? []).flatMap((e) => contentWords(`${e.definition} ${e.translation}`)));
    senses.set(spelling, out);
  }
  return out;
}

const shares = (words: Set<string>, text: string) => contentWords(text).some((w) => words.has(w));

/** Up to 40 candidates of the same part of speech, the nearest frequency class first, in a fixed order. */
function sameKind(all: SangoWord[], w: SangoWord): SangoWord[] {
  return all
    .filter((x) => x.pos === w.pos && x.spelling !== w.spelling && Math.abs(x.frequency - w.frequency) <= 1)
    .map((x) => ({ x, near: Math.abs(x.frequency - w.frequency), r: rank(w.spelling + x.spelling) }))
    .sort((a, b) => a.near - b.near || a.r - b.r)
    .map(({ x }) => x)
    .slice(0, 40);
}

/** The senses a gloss of two or more lists, each as a gloss of its own (to cook, boil: to cook, to boil). */
const sensesAsked = (w: SangoWord) =>
  w.gloss
    .replace(/^to /, '')
    .split(', ')
    .map((sense) => (w.pos === 'VERB' ? `to ${sense}` : sense));

export function* sangoWordDrafts(_target: BankTarget, languages: string[]): Generator<Draft> {
  if (!languages.includes('sango')) return;
  const words = everydayWords();
  // A word is right for its shown gloss and for its Translation column (bale, “large river”, translates “river”).
  const byGloss = new Map<string, string[]>();
  for (const w of words)
    for (const gloss of new Set([w.gloss, w.pos === 'VERB' ? `to ${w.translation}` : w.translation]))
      byGloss.set(gloss, [...(byGloss.get(gloss) ?? []), w.spelling]);
  // One question per prompt: a spelling with two senses (kötä, big; an older person) is asked with its
  // commoner one, and an English gloss of two words (later: ânde, gbândä) asks for the first, the other
  // accepted when typed.
  const asked = new Set<string>();
  const once = (prompt: string) => !asked.has(prompt) && Boolean(asked.add(prompt));
  for (const w of words) {
    const kind = sameKind(words, w);
    const mine = sensesOf(w.spelling);
    const meanings = kind.filter((x) => !shares(mine, x.gloss) && !shares(new Set(contentWords(x.gloss)), w.gloss));
    const shared = { language: 'sango', category: 'everyday word', citation: sangoCitation };
    if (once(`sg|${w.spelling}`))
      yield {
        ...shared,
        level: w.level,
        question: `What does the Sango “${w.spelling}” mean?`,
        fullQuestion: `Sango: ${w.spelling} — English: ${w.gloss}`,
        correct: w.gloss,
        wrong: lookAlikes(
          meanings.map((x) => x.gloss),
          w.gloss,
          w.spelling,
        ),
        questionType: 'translation',
        knowledgeType: 'translation',
      };
    // A Sango word is wrong for this English only if none of its senses shares a word with it.
    const english = new Set(contentWords(w.gloss));
    const others = kind.filter((x) => ![...sensesOf(x.spelling)].some((s) => english.has(s)));
    if (!once(`en|${w.gloss}`)) continue;
    yield {
      ...shared,
      level: w.level + 1,
      question: `Which is the Sango for “${w.gloss}”?`,
      fullQuestion: `English: ${w.gloss} — Sango: ${w.spelling}`,
      correct: w.spelling,
      wrong: lookAlikes(
        others.map((x) => x.spelling),
        w.spelling,
        w.gloss,
      ),
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
    };
    if (w.level <= 2)
      yield {
        ...shared,
        level: w.level + 4,
        question: `Type the Sango for “${w.gloss}”: ___`,
        fullQuestion: `English: ${w.gloss} — Sango: ${w.spelling}`,
        correct: w.spelling,
        // The lexicon's hyphens only show where a compound's words meet; writers join or space them freely.
        // Another everyday word with the same English is right too, or with the English of one of the senses asked
        // (kûku, cooking, for “cooking, boiling”).
        variants: [w.gloss, ...sensesAsked(w)]
          .flatMap((g) => [...(byGloss.get(g) ?? []), w.spelling])
          .flatMap((s) => [s, s.replace(/-/g, ' '), s.replace(/-/g, '')])
          .filter((s, i, all) => s !== w.spelling && all.indexOf(s) === i),
        questionType: 'fill_in_the_blank',
        knowledgeType: 'vocabulary',
      };
  }
}
