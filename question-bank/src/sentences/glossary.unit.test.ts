import { describe, expect, it } from '@jest/globals';
import { glossCoverage, glossarySchema, type Glossary } from '@lebe/domain';
import { rank, toQuestion, type GeneratedQuestion } from '../common';
import { makeChecker, missingFreedict } from '../emoji-translations';
import { glossaryCoverage, minimumCoverage } from '../glossary-coverage';
import { spelling } from '../lexicon';
import { type Frame } from './frame';
import { realise } from './realise';
import { sentenceGlossary } from './glossary';
import { frames, sentenceDrafts } from './index';
import { sentenceLanguages, type SentenceLanguage } from './nouns';

/** A small bank: one frame in 60 of each language (by a hash), realised with its glossary. */
function sample(language: SentenceLanguage) {
  const out: { f: Frame; text: string; glossary: Glossary }[] = [];
  let i = 0;
  for (const f of frames(language)) {
    if (rank(`${language}|${i++}`) % 60) continue;
    const s = realise(language, f);
    if (s) out.push({ f, text: s.text, glossary: sentenceGlossary(language, f, s) });
  }
  return out;
}
const samples = new Map(sentenceLanguages.map((l) => [l, sample(l)]));

const asQuestion = (language: string, text: string, glossary?: Glossary): GeneratedQuestion =>
  toQuestion({
    language,
    level: 1,
    question: `What does “${text}” mean?`,
    fullQuestion: `${text} — (its English)`,
    correct: 'x',
    questionType: 'translation',
    knowledgeType: 'translation',
    category: 'sentence: read',
    citation: '',
    glossary,
  });

describe('the glossary of generated sentences (issue 36)', () => {
  it(`knows at least ${100 * minimumCoverage} % of the words of a small bank's sentences in every sentence language, as check-bank measures it`, () => {
    const coverage = glossaryCoverage();
    for (const [language, list] of samples)
      for (const s of list) coverage.add(asQuestion(language, s.text, s.glossary));
    for (const language of sentenceLanguages) {
      expect(samples.get(language)!.length).toBeGreaterThan(50);
      expect(coverage.share(language)).toBeGreaterThanOrEqual(minimumCoverage);
    }
    expect(coverage.short()).toEqual([]);
    expect(coverage.table()).toMatch(/\| french \| \d[\d,]* \| \d[\d,]* \| \d+\.\d % \|/);
  });

  it('reports a language whose sentences the glossary does not cover as short', () => {
    const coverage = glossaryCoverage();
    for (const s of samples.get('german')!.slice(0, 20)) {
      const half = Object.fromEntries(Object.entries(s.glossary).slice(0, 2));
      coverage.add(asQuestion('german', s.text, half));
    }
    expect(coverage.short()).toEqual(['german']);
  });

  it('is carried by every sentence question the bank makes, valid by the question contract', () => {
    let n = 0;
    for (const draft of sentenceDrafts('seed', ['french', 'dutch'])) {
      const { fields } = toQuestion(draft);
      expect(glossarySchema.safeParse(fields.glossary).success).toBe(true);
      const { words, known } = glossCoverage(fields.glossary, fields.fullQuestion.split(' — ')[0]);
      expect(known).toBe(words);
      if (++n === 200) break;
    }
  });

  it('glosses a French sentence with lemma, meaning, gender, infinitive and form', () => {
    const s = samples
      .get('french')!
      .find((x) => x.f.tense === 'past' && !x.f.negative && !x.f.pronoun && !x.f.question && x.f.subject === 'I');
    expect(s).toBeDefined();
    const g = s!.glossary;
    expect(g['j’']).toEqual({ lemma: 'je', meaning: 'I' });
    expect(g.ai).toMatchObject({ lemma: 'avoir', infinitive: 'avoir', form: 'present, 1st person singular' });
    const participle = Object.values(g).find((e) => e.form === 'past participle');
    expect(participle).toMatchObject({ lemma: s!.f.verb.lemma.french, meaning: `to ${s!.f.verb.lemma.english}` });
    const noun = Object.values(g).find((e) => e.form === 'plural');
    expect(noun?.gender).toMatch(/^[mf]$/);
  });

  // FreeDict (Debian's dict-freedict-*) is a source independent of the generator's (CLDR names, the verb
  // table): it confirms most meanings; a gloss given to the wrong word would confirm almost none.
  const freedict = missingFreedict().length ? it.skip : it;
  freedict('confirms the meanings of nouns, verbs and colours by FreeDict, and their lemmas by Hunspell', () => {
    for (const language of ['french', 'german', 'spanish', 'dutch', 'portuguese'] as const) {
      const confirms = makeChecker(language);
      const dictionary = spelling(language);
      const pairs = new Map<string, [lemma: string, meaning: string]>();
      for (const { glossary } of samples.get(language)!)
        for (const e of Object.values(glossary))
          if (e.form === 'plural' || e.form === 'past participle' || e.form?.startsWith('present,') || e.gender)
            if (!/helper|makes/.test(e.meaning)) pairs.set(`${e.lemma}|${e.meaning}`, [e.lemma, e.meaning]);
      const unconfirmed = [...pairs.values()].filter(
        ([lemma, meaning]) => !confirms(meaning.replace(/^to /, ''), lemma),
      );
      expect(pairs.size).toBeGreaterThan(20);
      expect({ language, share: unconfirmed.length / pairs.size < 0.25 }).toEqual({ language, share: true });
      const unspelt = [...pairs.values()].filter(
        ([lemma]) => !dictionary.has(lemma) && !dictionary.has(lemma.toLowerCase()),
      );
      expect({ language, unspelt }).toEqual({ language, unspelt: [] });
    }
  });
});
