/**
 * The sentence source: every frame (subject × verb × object of the verb's themes × tense × polarity,
 * with colours, possessives and questions) in each of the six sentence languages, as drafts with their
 * level. Level features: word frequency
 * first (the object noun's band, 0–5, counting 0.6 each), then the shape of the question (reading a
 * sentence 0, choosing the words or filling the article 1, filling the verb or spotting the wrong
 * sentence 1.5, typing the English 2.5, typing the sentence 4), the tense (past or future +1), a
 * denial (+1), a person as the subject rather than a pronoun (+0.5) and a colour, a possessive or a
 * question (+0.5); the sum, rounded, is the level, up to the ceiling of one clause (sentenceCeiling).
 */
import type { Glossary } from '@lebe/domain';
import type { BankTarget, Draft } from '../common';
import { byRank, rank } from '../common';
import { citations } from '../citations';
import { frequencyBand } from '../lexicon';
import { frenchNounGenders } from '../data';
import { coloursOf, subjectKeys, type Frame, type SubjectKey } from './frame';
import { realise } from './realise';
import { personSex, romanceGender } from './words';
import { sentenceGlossary } from './glossary';
import { nouns, sentenceLanguages, type Noun, type SentenceLanguage } from './nouns';
import { placesOf } from './places';
import { sentenceQuestions, shapes, type SentenceQuestion, type Shape } from './questions';
import { verbConcepts, type Tense, type VerbConcept } from './verbs';

const shapeWeight: Record<Shape, number> = {
  read: 0,
  write: 1,
  order: 1,
  'fill-article': 1,
  'fill-verb': 1.5,
  correct: 1.5,
  'type-english': 2.5,
  'type-target': 4,
};

/**
 * One clause (said, denied or asked, in any tense) is A1–A2 grammar however it is asked: level 7 at most, and a
 * bare present statement (“He eats hamburgers.”) 5, since levels 8–10 hold the subjunctives, the conditional
 * perfect and the passé simple of the drills (strict reading of 28 Nov: docs/readings).
 */
export const sentenceCeiling = (f: Frame) =>
  f.tense === 'present' && !f.negative && !f.colour && !f.possessive && !f.question && !f.place && !f.pronoun ? 5 : 7;

export function sentenceLevel(shape: Shape, f: Frame, nounRank: number): number {
  const score =
    frequencyBand(nounRank) * 0.6 +
    shapeWeight[shape] +
    (f.tense === 'present' ? 0 : 1) +
    (f.negative ? 1 : 0) +
    (['I', 'he', 'she', 'we', 'they', 'you'].includes(f.subject) ? 0 : 0.5) +
    (f.colour || f.possessive || f.question || f.place || f.pronoun ? 0.5 : 0);
  return Math.min(sentenceCeiling(f), Math.max(1, Math.round(score)));
}

/** What one owns and does something with: sell, wash, count or find one's own animals, clothes, school things, things at home. */
const possessiveVerbs = new Set(['sell', 'wash', 'count', 'find']);
const ownable = new Set(['animals', 'clothes', 'school', 'home']);

/**
 * What a verb is said of beyond its themes: one washes the fruit and vegetables one washes before eating
 * them (not bananas, onions or pineapples), buys or sells no parcels, and counts what one has several of.
 */
const washable = new Set([...'🍐🍅🥕🥒🍓🍑']);
function says(verb: string, emoji: string): boolean {
  if (verb === 'wash') return !produce.has(emoji) || washable.has(emoji);
  if (verb === 'buy' || verb === 'sell') return emoji !== '📦';
  // One counts animals, fruit and the things one keeps several of, not calendars, newspapers or mirrors.
  if (verb === 'count') return ![...'📰📅🪞🧽🪣'].includes(emoji);
  return true;
}
const produce = new Set([...'🍌🍐🍅🍋🥕🥒🧅🍓🍑🥭🍊🍉🍍🥑🍆🫒🍈']);

/** Who is addressed as “you”: English has one you; German formal “Sie essen” is also “they eat”, so asked only in a question. */
function addressed(language: SentenceLanguage, question: boolean): SubjectKey[] {
  if (language === 'english') return ['you'];
  if (language === 'german' && !question) return ['you'];
  return ['you', 'youFormal'];
}

/**
 * Every frame of a language: statements (every subject, said or denied), statements with a colour on the
 * object (pronoun subjects), with the subject's own things (affirmative) and yes/no questions
 * (affirmative; to you, about him, her, them and people; not “Do I …?”).
 */
export function* frames(language: SentenceLanguage): Generator<Frame> {
  const statement = [...subjectKeys, ...addressed(language, false)];
  const asked: SubjectKey[] = [...addressed(language, true), ...subjectKeys.filter((k) => k !== 'I' && k !== 'we')];
  for (const verb of verbConcepts)
    for (const noun of nouns(language).filter((n) => verb.objects.includes(n.theme) && says(verb.key, n.emoji)))
      for (const tense of verb.tenses) {
        const object = noun.emoji;
        // Where it is done (affirmative: “I do not eat bananas in the kitchen” says more than it means).
        for (const place of placesOf(verb.key, object))
          for (const subject of statement)
            if (!(verb.key === 'find' && language === 'german' && subject === 'girl'))
              yield {
                subject,
                verb,
                object,
                tense,
                negative: false,
                place,
                ...(verb.key === 'find' ? { possessive: true } : {}),
              };
        if (verb.key === 'find') {
          // One finds one's own keys; “I find pens” is no sentence a native says.
          for (const subject of statement)
            if (!(language === 'german' && subject === 'girl'))
              yield { subject, verb, object, tense, negative: false, possessive: true };
          continue;
        }
        for (const negative of [false, true])
          for (const subject of statement) yield { subject, verb, object, tense, negative };
        for (const colour of coloursOf[object] ?? [])
          for (const negative of [false, true])
            for (const subject of ['I', 'you', 'he', 'she', 'we', 'they'] as SubjectKey[])
              yield { subject, verb, object, tense, negative, colour };
        if (possessiveVerbs.has(verb.key) && ownable.has(noun.theme))
          for (const subject of statement)
            // German “das Mädchen … seine/ihre”: grammar and sense disagree, so the girl keeps her things unsaid.
            if (!(language === 'german' && subject === 'girl'))
              yield { subject, verb, object, tense, negative: false, possessive: true };
        for (const subject of asked) yield { subject, verb, object, tense, negative: false, question: true };
      }
  yield* pronounFrames(language, statement);
}

/**
 * What the object pronoun of a thing must agree with in a language and tense: the noun's gender in
 * Spanish and Portuguese (los/las, os/as) and in the French passé composé (je les ai mangées); nothing
 * else (les, sie, ze, them). One antecedent per verb, tense and class, so that no two frames make one
 * sentence.
 */
function pronounClass(language: SentenceLanguage, noun: Noun, tense: Tense): string | undefined {
  if (language === 'spanish' || language === 'portuguese') return romanceGender(noun.singular);
  if (language === 'french' && tense === 'past') return frenchNounGenders()[noun.singular];
  return 'any';
}

/** People one sees or draws: him (👨) and her (👩); German “Ich sehe sie” is her and them, so German says only him. */
const pronounPeople = (language: SentenceLanguage, verb: VerbConcept) =>
  verb.key === 'see' || verb.key === 'draw'
    ? nouns(language).filter(
        (n) => ['👨', '👩'].includes(n.emoji) && !(language === 'german' && personSex(n.emoji) === 'F'),
      )
    : [];

const sameSex = (subject: SubjectKey, sex: 'M' | 'F' | undefined) =>
  (sex === 'M' && ['he', 'man', 'boy'].includes(subject)) ||
  (sex === 'F' && ['she', 'woman', 'girl'].includes(subject));

/** Object pronouns: them for a plural thing the verb takes (the bananas), him and her for people; said or denied. */
function* pronounFrames(language: SentenceLanguage, subjects: SubjectKey[]): Generator<Frame> {
  for (const verb of verbConcepts)
    for (const tense of verb.tenses) {
      if (language === 'portuguese' && tense === 'future') continue; // vou comê-las: the pronoun on the infinitive, not made
      const seen = new Set<string>();
      const antecedents = nouns(language).filter((n) => {
        if (!verb.objects.includes(n.theme) || !says(verb.key, n.emoji)) return false;
        const kind = pronounClass(language, n, tense);
        if (!kind || seen.has(kind)) return false;
        seen.add(kind);
        return true;
      });
      for (const noun of [...antecedents, ...pronounPeople(language, verb)])
        for (const negative of [false, true])
          for (const subject of subjects)
            // “He sees him”, “She draws her” read as one person too many without a context: not asked.
            if (!sameSex(subject, personSex(noun.emoji)))
              yield { subject, verb, object: noun.emoji, tense, negative, pronoun: true };
    }
}

export const frameKey = (f: Frame) =>
  `${f.subject}|${f.verb.key}|${f.object}|${f.tense}|${f.negative}${f.colour ? `|${f.colour}` : ''}${f.possessive ? '|own' : ''}${f.question ? '|?' : ''}${f.place ? `|@${f.place}` : ''}${f.pronoun ? '|pro' : ''}`;

/**
 * The seed bank takes one frame in `seedFrames` (by a hash of the frame) and one of the questions it
 * gives (by a hash of frame and shape): many sentences, each asked once, so that the first-start bank
 * meets thousands of different sentences per language without growing (the full bank asks every frame
 * every way).
 */
const seedFrames = 4;

/** The seed's one question of a frame: the first shape, in an order by a hash of frame and shape, that the frame gives. */
function seedQuestion(language: SentenceLanguage, f: Frame, key: string): SentenceQuestion[] {
  const order = byRank(shapes, (shape) => `${key}|${shape}`);
  for (const shape of order) {
    const asked = sentenceQuestions(language, f, shape).next();
    if (!asked.done) return [asked.value];
  }
  return [];
}

/** The glossary of a frame's sentence (every question of the frame shows that sentence in its full text). */
function glossaryOf(language: SentenceLanguage, f: Frame): Glossary {
  const s = realise(language, f);
  return s ? sentenceGlossary(language, f, s) : {};
}

export function* sentenceDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  for (const language of sentenceLanguages) {
    if (!languages.includes(language)) continue;
    const ranks = new Map(nouns(language).map((n) => [n.emoji, n.rank]));
    for (const f of frames(language)) {
      const key = `${language}|${frameKey(f)}`;
      if (target === 'seed' && rank(key) % seedFrames) continue;
      const asked = target === 'seed' ? seedQuestion(language, f, key) : sentenceQuestions(language, f);
      let glossary: Glossary | undefined;
      for (const q of asked)
        yield {
          glossary: (glossary ??= glossaryOf(language, f)),
          language,
          level: sentenceLevel(q.shape, f, ranks.get(f.object) ?? Infinity),
          question: q.question,
          fullQuestion: q.fullQuestion,
          correct: q.correct,
          wrong: q.wrong,
          wrongMeanings: q.wrongMeanings,
          variants: q.variants,
          ...(q.shape === 'type-english' ? { answerLanguage: 'english' } : {}),
          questionType: q.questionType,
          knowledgeType: q.knowledgeType,
          category: `sentence: ${q.shape} (${f.verb.key}, ${f.tense}${f.negative ? ', negative' : ''}${f.colour ? ', colour' : ''}${f.possessive ? ', possessive' : ''}${f.question ? ', question' : ''}${f.place ? `, ${f.place}` : ''}${f.pronoun ? ', pronoun' : ''})`,
          citation: citations.sentences,
        };
    }
  }
}
