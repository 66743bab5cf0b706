/**
 * The sentence source: every frame (subject × verb × object of the verb's themes × tense × polarity)
 * in each of the six sentence languages, as drafts with their level. Level features: word frequency
 * first (the object noun's band, 0–5, counting 0.6 each), then the shape of the question (reading a
 * sentence 0, choosing the words or filling the article 1, filling the verb or spotting the wrong
 * sentence 1.5, typing the English 2.5, typing the sentence 4), the tense (past or future +1), a
 * denial (+1) and a person as the subject rather than a pronoun (+0.5); the sum, rounded, is the level.
 */
import type { BankTarget, Draft } from '../common';
import { rank } from '../common';
import { citations } from '../citations';
import { frequencyBand } from '../lexicon';
import { subjectKeys, type Frame } from './build';
import { nouns, sentenceLanguages, type SentenceLanguage } from './nouns';
import { sentenceQuestions, type Shape } from './questions';
import { verbConcepts } from './verbs';

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

export function sentenceLevel(shape: Shape, f: Frame, nounRank: number): number {
  const score =
    frequencyBand(nounRank) * 0.6 +
    shapeWeight[shape] +
    (f.tense === 'present' ? 0 : 1) +
    (f.negative ? 1 : 0) +
    (['I', 'he', 'she', 'we', 'they'].includes(f.subject) ? 0 : 0.5);
  return Math.min(10, Math.max(1, Math.round(score)));
}

export function* frames(language: SentenceLanguage): Generator<Frame> {
  for (const verb of verbConcepts)
    for (const noun of nouns(language).filter((n) => verb.objects.includes(n.theme)))
      for (const tense of verb.tenses)
        for (const negative of [false, true])
          for (const subject of subjectKeys) yield { subject, verb, object: noun.emoji, tense, negative };
}

/** The seed bank takes one frame in `seedFrames` (by a hash of the frame), with every question it gives. */
const seedFrames = 14;

export function* sentenceDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  for (const language of sentenceLanguages) {
    if (!languages.includes(language)) continue;
    const ranks = new Map(nouns(language).map((n) => [n.emoji, n.rank]));
    for (const f of frames(language)) {
      if (
        target === 'seed' &&
        rank(`${language}|${f.subject}|${f.verb.key}|${f.object}|${f.tense}|${f.negative}`) % seedFrames
      )
        continue;
      for (const q of sentenceQuestions(language, f))
        yield {
          language,
          level: sentenceLevel(q.shape, f, ranks.get(f.object) ?? Infinity),
          question: q.question,
          fullQuestion: q.fullQuestion,
          correct: q.correct,
          wrong: q.wrong,
          variants: q.variants,
          questionType: q.questionType,
          knowledgeType: q.knowledgeType,
          category: `sentence: ${q.shape} (${f.verb.key}, ${f.tense}${f.negative ? ', negative' : ''})`,
          citation: citations.sentences,
        };
    }
  }
}
