/**
 * Sentence questions. For French, German, Spanish, Dutch and Portuguese: translate the sentence both
 * ways (choose and type), fill in the verb, fill in the article, choose the correct sentence and put
 * the words in order; for English (the learner's own language, so never a translation): fill in the
 * verb, choose the correct sentence and put the words in order. Wrong choices are other real sentences
 * (another noun, subject, tense or polarity: a different meaning, never a paraphrase) or, for the
 * grammar questions, the sentence with one known error (a verb form of another person; a word moved
 * where the language never puts it). An English prompt says which “you” is meant; a verb cue names the
 * person of an ambiguous pronoun (German sie, Dutch zij); typed answers accept every reading a teacher
 * accepts (english-readings.ts and the sentence's own variants). Putting the words in order is building
 * the sentence from word tiles (domain's word-tiles: the key's words and a verb form of another person or
 * two, listed in the prompt), a typed answer graded as every typed answer is.
 */
import { canBuild, sentenceWords, tileCue, tilePrompt } from '@lebe/domain';
import { byRank, rank } from '../common';
import { pronounKeys, type Frame, type Role, type Sentence } from './frame';
import { realise } from './realise';
import { indefiniteFor, join, personOf, personSex } from './words';
import { nouns, type SentenceLanguage } from './nouns';
import { contractions } from './places';
import { englishReadings } from './english-readings';
import { englishErrors, pickErrors } from './english-errors';
import {
  blank,
  givesAway,
  matchCase,
  otherFrames,
  pick,
  tileDistractors,
  wrongAgreement,
  wrongOrders,
} from './wrong-sentences';

export type Shape =
  'read' | 'write' | 'type-english' | 'type-target' | 'fill-verb' | 'fill-article' | 'correct' | 'order';

export interface SentenceQuestion {
  shape: Shape;
  question: string;
  correct: string;
  wrong?: string[];
  /** What each wrong answer means (a wrong French sentence's English), where known. */
  wrongMeanings?: string[];
  variants?: string[];
  questionType: 'multiple_choice' | 'translation' | 'fill_in_the_blank';
  knowledgeType: 'translation' | 'conjugation' | 'particles' | 'vocabulary';
  /** The whole sentence the question is about, and its English. */
  fullQuestion: string;
}

const names: Record<SentenceLanguage, string> = {
  english: 'English',
  french: 'French',
  german: 'German',
  spanish: 'Spanish',
  dutch: 'Dutch',
  portuguese: 'Portuguese',
};

/**
 * Who “you” is, for a prompt in English: the target language says it, English does not; and, given the language,
 * what “them” stands for (two-clauses.ts asks its prompts with it too).
 */
export const addressNote = (f: Frame, language?: SentenceLanguage) =>
  (f.subject === 'you' ? ' (to a friend)' : f.subject === 'youFormal' ? ' (politely, to a stranger)' : '') +
  (language ? antecedentNote(f) : '');

/** What “them” stands for, where a language's pronoun or participle agrees with it (los or las; je les ai mangées). */
function antecedentNote(f: Frame): string {
  if (!f.pronoun || personSex(f.object)) return '';
  const noun = nouns('english').find((n) => n.emoji === f.object);
  return noun ? ` (them = the ${noun.plural})` : '';
}

/** What an object pronoun stands for, in English: him, her, or “them = the bananas”. */
function pronounCue(en: Sentence, f: Frame): string {
  const said = en.tokens[en.roles.indexOf('pronoun')];
  return personSex(f.object) ? said : `${said} = the ${nouns('english').find((n) => n.emoji === f.object)?.plural}`;
}

/** The English of an ambiguous subject pronoun (German sie, Dutch zij: she or they; Sie: formal you). */
function ambiguousPronoun(s: Sentence, f: Frame): string | undefined {
  const subject = s.tokens[s.roles.indexOf('subject')];
  const ambiguous =
    (s.language === 'german' && /^sie$/i.test(subject)) || (s.language === 'dutch' && /^(zij|ze)$/i.test(subject));
  if (!ambiguous) return undefined;
  return f.subject === 'youFormal' ? 'formal you' : f.subject === 'she' ? 'she' : 'they';
}

/**
 * An English sentence's parts as a cue, the verb unconjugated and the parts never in the sentence's order (the
 * order is asked): “eggs · the boys · yesterday · not buy”.
 */
function englishCue(en: Sentence, f: Frame): string {
  const part = (roles: Role[]) =>
    en.tokens
      .filter((_, i) => roles.includes(en.roles[i]))
      .map((w) => (w === 'I' ? w : w.toLowerCase()))
      .join(' ');
  const verb = [...(f.tense === 'future' ? ['will'] : []), ...(f.negative ? ['not'] : []), f.verb.lemma.english];
  const parts = [
    part(['subject']),
    verb.join(' '),
    part(['determiner', 'adjective', 'object', 'pronoun']),
    part(['place']),
    part(['adverb']),
  ];
  const said = parts.filter(Boolean);
  const verbPart = parts[1];
  const shuffled = byRank(said, (p) => `${en.text}|${p}`);
  // Not in the sentence's order, the verb aside either: reversed where the draw kept it.
  const others = (list: string[]) => list.filter((p) => p !== verbPart).join();
  if (others(shuffled) === others(said)) shuffled.reverse();
  return `(${f.question ? 'a question: ' : ''}${shuffled.join(' · ')})`;
}

/** The shapes in the order sentenceQuestions gives them. */
export const shapes: readonly Shape[] = [
  'write',
  'read',
  'type-english',
  'type-target',
  'fill-verb',
  'fill-article',
  'correct',
  'order',
];

/**
 * Every question one frame gives in one language, or only its question of shape `only` (if it gives
 * one): the seed bank asks a frame one way, and its wrong choices need not be built for the others.
 */
export function* sentenceQuestions(language: SentenceLanguage, f: Frame, only?: Shape): Generator<SentenceQuestion> {
  const want = (...asked: Shape[]) => !only || asked.includes(only);
  const s = realise(language, f);
  const en = realise('english', f);
  if (!s || !en) return;
  const name = names[language];
  const full = language === 'english' ? s.text : `${s.text} — ${en.text}`;
  const key = `${language}|${s.text}`;
  const note = addressNote(f, language);
  // The final full stop or question mark, Spanish ¿ and English contractions are optional by the grading's own
  // rules (domain typed-answer.ts), so the variants are the other sentences, at most `maxVariants` of them kept (common.ts).
  const typedVariants = (text: string, variants: string[]) => [...new Set(variants)].filter((v) => v !== text);
  if (language !== 'english' && want('write', 'read')) {
    const alternatives = otherFrames(f, language)
      .map((g) => [realise(language, g), realise('english', g)] as const)
      .filter(([x, y]) => x && y && x.text !== s.text && y.text !== en.text && !s.variants.includes(x.text));
    if (alternatives.length === 3 && new Set(alternatives.map(([x]) => x!.text)).size === 3) {
      if (want('write'))
        yield {
          shape: 'write',
          question: `Which is the ${name} for “${en.text}”${note}${ask(en, note)}`,
          correct: s.text,
          wrong: alternatives.map(([x]) => x!.text),
          wrongMeanings: alternatives.map(([, y]) => y!.text),
          questionType: 'translation',
          knowledgeType: 'translation',
          fullQuestion: full,
        };
      if (want('read'))
        yield {
          shape: 'read',
          question: `What does the ${name} “${s.text}” mean?`,
          correct: en.text,
          wrong: alternatives.map(([, y]) => y!.text),
          questionType: 'multiple_choice',
          knowledgeType: 'translation',
          fullQuestion: full,
        };
    }
  }
  if (language !== 'english' && want('type-english')) {
    // The other English a teacher accepts (I am eating, going to, Tomorrow I will…, formal you, the past
    // of -amos); contractions and the final full stop are the grading's own rules.
    const readings = englishReadings(en, f, s);
    // Spanish niños and Portuguese meninos are boys or children, in every reading.
    const children =
      ['boys'].includes(f.subject) && (language === 'spanish' || language === 'portuguese')
        ? [en.text, ...en.variants, ...readings].map((t) => t.replace(/\b([Tt])he boys\b/, '$1he children'))
        : [];
    const englishVariants = [...en.variants, ...children];
    yield {
      shape: 'type-english',
      question: `Type the English for the ${name} “${s.text}”: ___`,
      correct: en.text,
      variants: [...new Set([...englishVariants, ...readings])].filter((v) => v !== en.text),
      questionType: 'translation',
      knowledgeType: 'translation',
      fullQuestion: full,
    };
  }
  if (language !== 'english' && want('type-target'))
    yield {
      shape: 'type-target',
      question: `Type the ${name} for “${en.text}”${note}: ___`,
      correct: s.text,
      variants: typedVariants(s.text, s.variants),
      questionType: 'translation',
      knowledgeType: 'translation',
      fullQuestion: full,
    };
  if (want('fill-verb') && s.verbSlot >= 0) {
    const answer = s.tokens[s.verbSlot];
    const who = ambiguousPronoun(s, f);
    // A French participle agrees with the pronoun before it, whose gender l’ and les do not show: the cue says
    // what it stands for (Je l’ai ___ hier. (voir; her) — vue).
    const stands = f.pronoun && s.verbSlot !== s.finiteSlot ? `; ${pronounCue(en, f)}` : '';
    // Without a time word the sentence fixes no tense (Él ___ trenes: ve, vio, verá): the cue names it.
    const tense = f.tense === 'present' && !s.roles.includes('adverb') ? ', present' : '';
    const question = `Fill in the verb: ${blank(s, s.verbSlot)} (${s.verbCue}${tense}${who ? `, ${who}` : ''}${stands})`;
    const first = s.verbSlot === s.roles.findIndex((r) => r !== 'particle') && s.verbSlot === 0;
    const shown = first ? matchCase(answer, 'X') : answer;
    const others = s.verbSlot === s.finiteSlot ? s.verbVariants.map((v) => (first ? matchCase(v, 'X') : v)) : [];
    if (!givesAway(question, shown))
      yield {
        shape: 'fill-verb',
        question,
        correct: shown,
        ...(others.length ? { variants: others } : {}),
        questionType: 'fill_in_the_blank',
        knowledgeType: 'conjugation',
        fullQuestion: full,
      };
  }
  // A German or Dutch plural always takes die/de: nothing to choose, so it is not asked. Where a
  // definite article is keyed the indefinite fits the blank too (Le garçon … / Un garçon …).
  const pluralOnly = (language === 'german' || language === 'dutch') && personOf(f.subject) === 5;
  const placeBlank = language === 'english' ? undefined : s.placeBlank;
  if (want('fill-article') && s.pronoun && !/’$/.test(s.tokens[s.pronoun.slot])) {
    // The object pronoun, cued with what it stands for: Yo ___ como. (them = the bananas); Je ___ vois. (him)
    const first = s.pronoun.slot === 0;
    const question = `Fill in the pronoun: ${blank(s, s.pronoun.slot)} (${pronounCue(en, f)})`;
    const answer = s.tokens[s.pronoun.slot];
    if (!givesAway(question, answer))
      yield {
        shape: 'fill-article',
        question,
        correct: first ? matchCase(answer, 'X') : answer,
        ...(s.pronoun.others.length ? { variants: s.pronoun.others } : {}),
        questionType: 'fill_in_the_blank',
        knowledgeType: 'particles',
        fullQuestion: full,
      };
  } else if (want('fill-article') && placeBlank) {
    // The place's article or the preposition fused with it: Ich esse Bananen ___ Garten. — im
    const fused = Object.values(contractions[language]).includes(s.tokens[placeBlank.slot]);
    yield {
      shape: 'fill-article',
      question: `Fill in the ${fused ? 'preposition with its article' : 'article'}: ${blank(s, placeBlank.slot)}`,
      correct: s.tokens[placeBlank.slot],
      ...(placeBlank.others.length ? { variants: placeBlank.others } : {}),
      questionType: 'fill_in_the_blank',
      knowledgeType: 'particles',
      fullQuestion: full,
    };
  } else if (want('fill-article') && s.articleSlot !== undefined && !pluralOnly) {
    const first = s.articleSlot === 0;
    const article = s.tokens[s.articleSlot];
    const answer = first ? matchCase(article, 'X') : article;
    const indefinite = indefiniteFor(language, article, s.tokens[s.articleSlot + 1]);
    yield {
      shape: 'fill-article',
      question: `Fill in the article: ${blank(s, s.articleSlot)}`,
      correct: answer,
      ...(indefinite ? { variants: [first ? matchCase(indefinite, 'X') : indefinite] } : {}),
      questionType: 'fill_in_the_blank',
      knowledgeType: 'particles',
      fullQuestion: full,
    };
  } else if (want('fill-article') && s.objectArticleSlot !== undefined) {
    // French des/de before a plural object: “les” fits the blank too (Je mange les bananes). A noun the same in the
    // singular and the plural (bus, prix, souris) does not say which: its English does (Je vois ___ bus. (I see buses.)).
    const noun = s.tokens[s.objectArticleSlot + 1];
    const invariable = nouns(language).some((n) => n.plural === noun && n.singular === noun);
    yield {
      shape: 'fill-article',
      question: `Fill in the article: ${blank(s, s.objectArticleSlot)}${invariable ? ` (“${en.text}”)` : ''}`,
      correct: s.tokens[s.objectArticleSlot],
      variants: ['les'],
      questionType: 'fill_in_the_blank',
      knowledgeType: 'particles',
      fullQuestion: full,
    };
  }
  if (!want('correct', 'order')) return;
  const agreement = wrongAgreement(s, f);
  const orders = wrongOrders(s);
  const placeWrong = s.placeWrong && !s.variants.includes(s.placeWrong) ? [s.placeWrong] : [];
  // English is the learner's own sentence, not a translation: its wrong options are the errors learners make.
  const grammar =
    language === 'english'
      ? pickErrors(englishErrors(s, f, agreement), (t) => rank(`${key}|${t}`))
      : [...placeWrong, ...pick(agreement, key, 2), ...pick(orders, key, 3)]
          .filter((t, i, a) => a.indexOf(t) === i)
          .slice(0, 3);
  if (want('correct') && grammar.length === 3)
    yield {
      shape: 'correct',
      question:
        language === 'english'
          ? `Which sentence is correct English? ${englishCue(en, f)}`
          : `Which is correct ${name} for “${en.text}”${note}${ask(en, note)}`,
      correct: s.text,
      wrong: grammar,
      questionType: 'multiple_choice',
      knowledgeType: 'conjugation',
      fullQuestion: full,
    };
  if (want('order') && orders.length >= 3) {
    // Build the sentence: the key's words (the first in its own case: a capital would say which comes first) and
    // a verb form of another person or two among them, shuffled; the sentence built is graded as typed.
    const words = join(s.tokens).split(/\s+/u);
    const distractors = pick(tileDistractors(words, agreement), `${key}|tiles`, 2);
    const tiles = byRank([...words, ...distractors], (t) => `${key}|tile|${t}`);
    // Never the words in the key's order with a distractor or two between them.
    if (tiles.filter((t) => !distractors.includes(t)).join(' ') === words.join(' ')) tiles.push(tiles.shift()!);
    const cue =
      language === 'english'
        ? `${tileCue}${s.question ? ' to ask a question' : ''}${whoWhat(s, f)}`
        : `${tileCue} to ${s.question ? 'ask' : 'say'} “${en.text}”${note} in ${name}`;
    if (words.length >= 3)
      yield {
        shape: 'order',
        question: tilePrompt(cue, tiles),
        correct: s.text,
        // The sentences the tiles can build come first: of more than `maxVariants`, none of them is dropped.
        variants: typedVariants(s.text, s.variants).sort(
          (a, b) => Number(canBuild(sentenceWords(b), tiles)) - Number(canBuild(sentenceWords(a), tiles)),
        ),
        questionType: 'fill_in_the_blank',
        knowledgeType: 'vocabulary',
        fullQuestion: full,
      };
  }
}

/**
 * Who does what, where the tiles of an English sentence hold two nouns that could swap (“the men”, “fish”: Do the
 * fish want men?): “ (who: the men; what: fish)”, the parts only, never the sentence.
 */
function whoWhat(s: Sentence, f: Frame): string {
  if (pronounKeys.includes(f.subject) || s.roles.includes('pronoun') || !s.roles.includes('object')) return '';
  const part = (roles: Role[]) =>
    s.tokens
      .filter((_, i) => roles.includes(s.roles[i]))
      .join(' ')
      .toLowerCase();
  return ` (who: ${part(['subject'])}; what: ${part(['determiner', 'adjective', 'object'])})`;
}

/** The prompt's own question mark, left out after a quoted question that ends in one. */
const ask = (en: Sentence, note: string) => (en.question && !note ? '' : '?');
