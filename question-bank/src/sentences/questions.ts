/**
 * Sentence questions. For French, German, Spanish, Dutch and Portuguese: translate the sentence both
 * ways (choose and type), fill in the verb, fill in the article, choose the correct sentence and put
 * the words in order; for English (the learner's own language, so never a translation): fill in the
 * verb, choose the correct sentence and put the words in order. Wrong choices are other real sentences
 * (another noun, subject, tense or polarity: a different meaning, never a paraphrase) or, for the
 * grammar questions, the sentence with one known error (a verb form of another person; a word moved
 * where the language never puts it).
 */
import { rank } from '../common';
import {
  personOf,
  realise,
  sentenceText,
  subjectKeys,
  type Frame,
  type Role,
  type Sentence,
  type SubjectKey,
} from './build';
import { nouns, type SentenceLanguage } from './nouns';
import { englishReadings } from './english-readings';

export type Shape =
  'read' | 'write' | 'type-english' | 'type-target' | 'fill-verb' | 'fill-article' | 'correct' | 'order';

export interface SentenceQuestion {
  shape: Shape;
  question: string;
  correct: string;
  wrong?: string[];
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

const swapSubject: Record<SubjectKey, SubjectKey> = {
  I: 'we',
  we: 'I',
  he: 'she',
  she: 'he',
  they: 'he',
  man: 'woman',
  woman: 'man',
  boy: 'girl',
  girl: 'boy',
  men: 'women',
  women: 'men',
  boys: 'girls',
  girls: 'boys',
};

/** Three frames that mean something else: another object, another subject, another time or polarity. */
function otherFrames(f: Frame, language: SentenceLanguage): Frame[] {
  const mine = nouns(language).filter((n) => n.theme === nouns(language).find((x) => x.emoji === f.object)?.theme);
  const others = mine.filter((n) => n.emoji !== f.object);
  const object = others.length
    ? others[rank(`${f.object}|${f.verb.key}|${f.subject}`) % others.length].emoji
    : f.object;
  const time: Frame =
    f.tense === 'present' || !f.verb.tenses.includes(f.tense === 'past' ? 'future' : 'past')
      ? { ...f, negative: !f.negative }
      : { ...f, tense: f.tense === 'past' ? 'future' : 'past' };
  return [{ ...f, object }, { ...f, subject: swapSubject[f.subject] }, time];
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}’']+/u)
      .filter(Boolean),
  );
/** The answer would stand in its own question (German “wir essen”: the infinitive is the form). */
export const givesAway = (question: string, answer: string) => wordsOf(question).has(answer.toLowerCase());

function blank(s: Sentence, slot: number): string {
  const tokens = s.tokens.map((w, i) => (i === slot ? '___' : w));
  return sentenceText(tokens).replace(/^_/, '_');
}

/** Wrong orders that the language never allows in a statement. */
function wrongOrders(s: Sentence): string[] {
  const parts = s.tokens.map((w, i) => ({ w, r: s.roles[i] }));
  const move = (pred: (r: Role) => boolean, to: 'end' | 'afterSubject') => {
    const moved = parts.filter((p) => pred(p.r));
    const rest = parts.filter((p) => !pred(p.r));
    if (moved.length === 0) return undefined;
    const at = to === 'end' ? rest.length : rest.findIndex((p) => p.r !== 'subject');
    return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
  };
  const detAfter = () => {
    const i = parts.findIndex((p) => p.r === 'determiner');
    if (i < 0 || parts[i + 1]?.r !== 'object' || parts[i].w.endsWith('’')) return undefined;
    const out = [...parts];
    [out[i], out[i + 1]] = [out[i + 1], out[i]];
    return out;
  };
  const romance = s.language === 'spanish' || s.language === 'portuguese';
  const candidates = [
    move((r) => r === 'finite', 'end'),
    move((r) => r === 'object' || r === 'determiner', 'afterSubject'),
    detAfter(),
    romance ? move((r) => r === 'negation', 'end') : move((r) => r === 'subject', 'end'),
    move((r) => r === 'nonfinite', 'end'),
  ];
  const right = s.text;
  return [
    ...new Set(
      candidates
        .filter((c): c is { w: string; r: Role }[] => Boolean(c))
        .map((c) => sentenceText(c.map((p) => p.w)))
        .filter((t) => t !== right && !s.variants.includes(t)),
    ),
  ];
}

/** The sentence with the finite verb of other persons (“Je manges”), where that form is wrong here. */
function wrongAgreement(s: Sentence, f: Frame): string[] {
  const right = s.tokens[s.finiteSlot];
  const out: string[] = [];
  for (const p of [0, 2, 3, 5] as const) {
    if (p === personOf(f.subject)) continue;
    const other = otherFrame(s, f, p);
    if (other && other !== right)
      out.push(sentenceText(s.tokens.map((w, i) => (i === s.finiteSlot ? matchCase(other, w) : w))));
  }
  // German and Dutch sie/zij is she and they: “Sie essen” is wrong for her but right for them, so a
  // sentence any subject makes right is never offered as wrong.
  const anyRight = new Set(
    subjectKeys.flatMap((subject) => {
      const r = realise(s.language, { ...f, subject });
      return r ? [r.text, ...r.variants] : [];
    }),
  );
  return [...new Set(out)].filter((t) => t !== s.text && !s.variants.includes(t) && !anyRight.has(t));
}
const matchCase = (form: string, like: string) =>
  like[0] === like[0].toUpperCase() ? form[0].toUpperCase() + form.slice(1) : form;

function otherFrame(s: Sentence, f: Frame, p: 0 | 2 | 3 | 5): string | undefined {
  const me = realise(s.language, { ...f, subject: (['I', 'he', 'we', 'they'] as const)[[0, 2, 3, 5].indexOf(p)] });
  return me?.tokens[me.finiteSlot];
}

const pick = (list: string[], key: string, count = 3) =>
  [...list].sort((a, b) => rank(key + a) - rank(key + b)).slice(0, count);

/** Every question one frame gives in one language. */
export function* sentenceQuestions(language: SentenceLanguage, f: Frame): Generator<SentenceQuestion> {
  const s = realise(language, f);
  const en = realise('english', f);
  if (!s || !en) return;
  const name = names[language];
  const full = language === 'english' ? s.text : `${s.text} — ${en.text}`;
  const key = `${language}|${s.text}`;
  if (language !== 'english') {
    const alternatives = otherFrames(f, language)
      .map((g) => [realise(language, g), realise('english', g)] as const)
      .filter(([x, y]) => x && y && x.text !== s.text && y.text !== en.text && !s.variants.includes(x.text));
    if (alternatives.length === 3 && new Set(alternatives.map(([x]) => x!.text)).size === 3) {
      yield {
        shape: 'write',
        question: `Which is the ${name} for “${en.text}”?`,
        correct: s.text,
        wrong: alternatives.map(([x]) => x!.text),
        questionType: 'translation',
        knowledgeType: 'translation',
        fullQuestion: full,
      };
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
    // Spanish niños and Portuguese meninos are boys or children.
    const children =
      f.subject === 'boys' && (language === 'spanish' || language === 'portuguese')
        ? [en.text, ...en.variants].map((t) => t.replace(/^The boys/, 'The children'))
        : [];
    const englishVariants = [...en.variants, ...children];
    // The other English a teacher accepts (I am eating, going to, Tomorrow I will…, formal you): at most
    // 20 variants are kept, so these come before the period-less spellings of the variants.
    const readings = englishReadings(en, f, s);
    yield {
      shape: 'type-english',
      question: `Type the English for the ${name} “${s.text}”: ___`,
      correct: en.text,
      variants: [...englishVariants, ...noPeriod(en.text, []), ...readings, ...noPeriod(en.text, englishVariants)],
      questionType: 'translation',
      knowledgeType: 'translation',
      fullQuestion: full,
    };
    yield {
      shape: 'type-target',
      question: `Type the ${name} for “${en.text}”: ___`,
      correct: s.text,
      variants: [...s.variants, ...noPeriod(s.text, s.variants)],
      questionType: 'translation',
      knowledgeType: 'translation',
      fullQuestion: full,
    };
  }
  if (s.verbSlot >= 0) {
    const answer = s.tokens[s.verbSlot];
    const question = `Fill in the verb: ${blank(s, s.verbSlot)} (${s.verbCue})`;
    const shown = s.verbSlot === 0 ? matchCase(answer, 'X') : answer;
    if (!givesAway(question, shown))
      yield {
        shape: 'fill-verb',
        question,
        correct: shown,
        questionType: 'fill_in_the_blank',
        knowledgeType: 'conjugation',
        fullQuestion: full,
      };
  }
  // A German or Dutch plural always takes die/de: nothing to choose, so it is not asked.
  const pluralOnly = (language === 'german' || language === 'dutch') && personOf(f.subject) === 5;
  if (s.articleSlot !== undefined && !pluralOnly) {
    const answer = matchCase(s.tokens[s.articleSlot], 'X');
    yield {
      shape: 'fill-article',
      question: `Fill in the article: ${blank(s, s.articleSlot)}`,
      correct: answer,
      questionType: 'fill_in_the_blank',
      knowledgeType: 'particles',
      fullQuestion: full,
    };
  } else if (language === 'french') {
    const i = s.roles.indexOf('determiner');
    if (i >= 0 && s.tokens[i] !== 'd’')
      yield {
        shape: 'fill-article',
        question: `Fill in the article: ${blank(s, i)}`,
        correct: s.tokens[i],
        questionType: 'fill_in_the_blank',
        knowledgeType: 'particles',
        fullQuestion: full,
      };
  }
  const agreement = wrongAgreement(s, f);
  const orders = wrongOrders(s);
  const grammar = [...pick(agreement, key, 2), ...pick(orders, key, 3)]
    .filter((t, i, a) => a.indexOf(t) === i)
    .slice(0, 3);
  if (grammar.length === 3)
    yield {
      shape: 'correct',
      question:
        language === 'english' ? 'Which sentence is correct English?' : `Which is correct ${name} for “${en.text}”?`,
      correct: s.text,
      wrong: grammar,
      questionType: 'multiple_choice',
      knowledgeType: 'conjugation',
      fullQuestion: full,
    };
  if (orders.length >= 3) {
    const chips = [...s.tokens].sort((a, b) => rank(`${key}|${a}`) - rank(`${key}|${b}`));
    if (chips.join(' ') !== s.tokens.join(' '))
      yield {
        shape: 'order',
        question: `Put the words in order: ${chips.join(' / ')}`,
        correct: s.text,
        wrong: pick(orders, `${key}|order`),
        questionType: 'multiple_choice',
        knowledgeType: 'vocabulary',
        fullQuestion: full,
      };
  }
}

/** A typed sentence is right without its final full stop too. */
const noPeriod = (text: string, variants: string[]) => [text, ...variants].map((t) => t.replace(/\.$/, ''));
