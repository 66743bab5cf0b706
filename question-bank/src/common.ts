import { createHash } from 'node:crypto';
import { numberInWords } from './dzongkha-months';
import {
  acceptedForms,
  maxLevel,
  maxVariants,
  typedKey,
  type Glossary,
  type KnowledgeType,
  type QuestionFields,
  type QuestionType,
} from '@lebe/domain';
import { britishText } from './british';

/** How much of the bank to make: `seed` is the first-start bank (tens of thousands), `full` the million. */
export type BankTarget = 'seed' | 'full';

export interface GeneratedQuestion {
  id: string;
  fields: QuestionFields;
}

/** Our practice languages and their BCP 47 locale in ICU and CLDR. */
export const locales: Record<string, string> = {
  dutch: 'nl',
  dzongkha: 'dz',
  english: 'en',
  french: 'fr',
  german: 'de',
  portuguese: 'pt',
  sango: 'sg',
  spanish: 'es',
};

export const languageNames: Record<string, string> = {
  dutch: 'Dutch',
  dzongkha: 'Dzongkha',
  english: 'English',
  french: 'French',
  german: 'German',
  portuguese: 'Portuguese',
  sango: 'Sango',
  spanish: 'Spanish',
};

/** A content hash: the same question always has the same id, so generating again adds nothing. */
export const questionId = (...parts: string[]) =>
  createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24);

// Read once: under Jest (a vm context) every read of a global such as Math is a slow lookup, and rank reads
// it for every character of every seed the generator hashes.
const { imul } = Math;

/** A deterministic pseudo-random number for a string (FNV-1a; no Math.random: the bank must repeat). */
export function rank(seed: string) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * `items` in the order of `rank(seedOf(item))`, as `sort((a, b) => rank(seedOf(a)) - rank(seedOf(b)))` puts
 * them, each seed hashed once instead of at every comparison (the generator's hottest loop).
 */
export function byRank<T>(items: readonly T[], seedOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, r: rank(seedOf(item)) }))
    .sort((a, b) => a.r - b.r)
    .map(({ item }) => item);
}

/**
 * A level on the 1–10 scale of the features, mapped onto the language's own range (SPEC §9: Dutch stops
 * at 8), so the hardest items of every source land on the language's top level.
 */
export function levelFor(language: string, raw: number): number {
  const level = Math.min(10, Math.max(1, Math.round(raw)));
  const top = maxLevel(language);
  return top >= 10 ? level : Math.max(1, Math.ceil((level * top) / 10));
}

/** Up to `count` distinct texts from `candidates`, none equal to `right` (order kept: closest first). */
export function pickDistinct(right: string, candidates: Iterable<string>, count = 3): string[] {
  const out: string[] = [];
  const seen = new Set([right]);
  for (const c of candidates) {
    if (!c || seen.has(c)) continue;
    seen.add(c);
    out.push(c);
    if (out.length === count) break;
  }
  return out;
}

export interface Draft {
  language: string;
  level: number;
  question: string;
  fullQuestion: string;
  correct: string;
  /** Three wrong answers for a choice; none for a typed answer. */
  wrong?: string[];
  /** What each wrong answer means, in its order, where known (told when a learner picks it: issue 36). */
  wrongMeanings?: string[];
  questionType: QuestionType;
  knowledgeType: KnowledgeType;
  category: string;
  citation: string;
  /** Conjugation answers carry the words the form stands in (SPEC §3 Answer.fragment). */
  fragment?: string;
  /** The language of the answer where it is not the draft's (English for “Type the English for …”). */
  answerLanguage?: string;
  /** Other spellings a typed answer may take and still be right. */
  variants?: string[];
  /** The words of its target-language sentence as the generator placed them (sentences only). */
  glossary?: Glossary;
}

/** A question from a draft; its id hashes language, type and text, so equal questions share one id. */
const tibetanDigits = '༠༡༢༣༤༥༦༧༨༩';
/** The text with its Tibetan digits written 0–9: what a learner without a Tibetan keyboard types. */
export const asciiDigits = (text: string) => text.replace(/[༠-༩]/g, (c) => String(tibetanDigits.indexOf(c)));

/**
 * At most `maxVariants` (the question schema's limit): of more, first those the grading does not already
 * accept from the key or a variant kept before (a comma, a contraction), so that no other right answer
 * is dropped for a spelling the grading holds equal anyway (Tomorrow, she won’t … beside Tomorrow she will not …).
 */
function keptVariants(correct: string, variants: string[], language: string): string[] {
  if (variants.length <= maxVariants) return variants;
  const seen = new Set<string>();
  const accept = (text: string) => acceptedForms({ text }).forEach((t) => seen.add(typedKey(t, language)));
  accept(correct);
  const kept: string[] = [];
  for (const v of variants)
    if (!seen.has(typedKey(v, language))) {
      kept.push(v);
      accept(v);
    }
  return kept.slice(0, maxVariants);
}

/**
 * The texts and every text the rules make of them, of what they made too (a form right by two rules at once is
 * right: སྐར་མ་1 has 0–9 digits and no space), each rule a text's other right spelling; at most `limit` texts.
 */
export function closure(texts: string[], rules: ((text: string) => string)[], limit = 64): string[] {
  const out = [...new Set(texts)];
  for (let i = 0; i < out.length && out.length < limit; i++)
    for (const rule of rules) {
      const next = rule(out[i]);
      if (!out.includes(next) && out.length < limit) out.push(next);
    }
  return out;
}
/**
 * Typed-answer spellings: Tibetan digits in 0–9; a closing tsheg left off (a learner stops typing at the
 * syllable); a space after an inner tsheg (CLDR's ལྷོ་ ཀོ་རི་ཡ, a measure's སྐར་མ་ ༡) left out, as it only sets words
 * apart; a Dzongkha count of 1–12 in words (ཆུ་ཚོད་ དྲུག་ ནང་), as CLDR's and glibc's month names write them.
 */
const typingRules = [
  asciiDigits,
  (t: string) => t.replace(/་$/, ''),
  (t: string) => t.replace(/་ /g, '་'),
  numberInWords,
];

export function toQuestion(d: Draft): GeneratedQuestion {
  // The key and its variants in every spelling the typing rules allow, the rules combined; a typed English
  // answer in its British spelling too (colour, centre, travelled).
  const typed = [d.correct, ...(d.variants ?? [])];
  const english = (d.answerLanguage ?? d.language) === 'english' && !d.wrong;
  const loose = closure(typed, english ? [...typingRules, (t) => britishText(t)] : typingRules);
  const variants = loose.filter((v) => v !== d.correct);
  const answers: QuestionFields['answers'] = [
    {
      text: d.correct,
      isCorrect: true,
      ...(d.fragment === undefined ? {} : { fragment: d.fragment }),
      ...(variants.length && !d.wrong ? { variants: keptVariants(d.correct, variants, d.language) } : {}),
    },
    ...(d.wrong ?? []).map((text, i) => ({
      text,
      isCorrect: false,
      ...(d.wrongMeanings?.[i] ? { meaning: d.wrongMeanings[i] } : {}),
    })),
  ];
  return {
    id: questionId(d.language, d.questionType, d.question, d.fullQuestion),
    fields: {
      question: d.question,
      answers,
      category: d.category,
      level: levelFor(d.language, d.level),
      weight: 1,
      fullQuestion: d.fullQuestion,
      questionType: d.questionType,
      userLanguage: 'english',
      targetLanguage: d.language as QuestionFields['targetLanguage'],
      isFlagged: false,
      citation: d.citation,
      textType: 'ai',
      knowledgeType: d.knowledgeType,
      ...(d.glossary ? { glossary: d.glossary } : {}),
    },
  };
}

/** Every `step`-th item (deterministic thinning for the seed bank). */
export const every = (step: number) => (_: unknown, i: number) => i % step === 0;
