import { describe, expect, it } from '@jest/globals';
import { maxLevel, practiceLanguages, questionFieldsSchema } from '@lebe/domain';
import { defects } from './checks';
import { kindOf, readableByLikeness } from './composition';
import { bankVersion, currentIds, generateBank } from './generate';
import { levelFor } from './common';
import { holdsVulgar } from './vulgar';
import { givenAway, termOf } from './likeness';
import { measures } from './measures';

const bank = [...generateBank()];
const of = (language: string) => bank.filter((q) => q.fields.targetLanguage === language);
const sentenceLanguages = ['dutch', 'english', 'french', 'german', 'portuguese', 'spanish'];

describe('the generated seed bank', () => {
  // Generated again in part (the whole seed takes a minute or more): English (its own verb and tense sources
  // besides the shared ones) and Sango (its own words and sentences), in the bank's order.
  it('is the same bank every time: same ids in the same order, and currentIds lists them', () => {
    const two = ['english', 'sango'];
    const again = [...currentIds('seed', two)];
    expect(again.length).toBeGreaterThan(5000);
    expect(again).toEqual(bank.filter((q) => two.includes(q.fields.targetLanguage)).map((q) => q.id));
    expect(bankVersion).toMatch(/^\d+-[0-9a-f]{12}$/);
  });

  it('has no duplicate id and no question twice (same prompt and same answer) within a language and level', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    const keys = bank.map(
      (q) =>
        `${q.fields.targetLanguage}|${q.fields.level}|${q.fields.question}|${q.fields.answers.find((a) => a.isCorrect)!.text}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every prompt its own text within a language and level (no generic “Which sentence is correct English?”)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const q of bank) {
      const key = `${q.fields.targetLanguage}|${q.fields.level}|${q.fields.question}`;
      if (seen.has(key)) twice.push(key);
      seen.set(key, q.id);
    }
    expect(twice).toEqual([]);
    expect(bank.some((q) => q.fields.question === 'Which sentence is correct English?')).toBe(false);
  });

  it('meets at least 5,000 different correct sentences in each of the six sentence languages', () => {
    for (const language of sentenceLanguages) {
      const sentences = new Set(
        of(language)
          .filter((q) => kindOf(q.fields) === 'sentence')
          .map((q) => q.fields.fullQuestion.split(' — ')[0]),
      );
      expect([language, sentences.size >= 5000]).toEqual([language, true]);
    }
  });

  it('meets the teacher’s measures in every language (measures.ts, the figures of docs/question-bank.md)', () => {
    const m = measures();
    bank.forEach((q) => m.add(q));
    for (const [language, s] of m.rows()) {
      expect([language, s.giveAwayShare <= 0.05, s.dateShare <= 0.05, s.topCurrencyShare <= 0.15]).toEqual([
        language,
        true,
        true,
        true,
      ]);
      // English keeps its commonest irregular verbs and the simple present at level 1 (docs/question-bank.md).
      const tables = language === 'english' ? 0 : s.levelOneTables;
      expect([language, s.unconfirmedEmoji, s.vulgar, s.corrupt, tables, s.repeatedPrompts]).toEqual([
        language,
        0,
        0,
        0,
        0,
        0,
      ]);
      if (sentenceLanguages.includes(language)) expect([language, s.sentences >= 5000]).toEqual([language, true]);
      // Names belong to the first levels (issue 37): none at 9 and 10.
      expect([language, s.namesAtNineAndTen]).toEqual([language, 0]);
    }
  });

  it('has no mechanical defect anywhere: digits, answer in question, blank, fragment, direction, choices, variants', () => {
    const found = bank.flatMap((q) => defects(q).map((d) => `${d}: ${q.fields.question}`));
    expect(found).toEqual([]);
  });

  it('holds no vulgar word in any question, choice or accepted answer (vulgar.ts), in the language or in English', () => {
    const texts = (q: (typeof bank)[number]) => [
      q.fields.question,
      ...q.fields.answers.flatMap((a) => [a.text, ...(a.variants ?? [])]),
    ];
    const found = bank.filter((q) =>
      texts(q).some((t) => holdsVulgar(q.fields.targetLanguage, t) || holdsVulgar('english', t)),
    );
    expect(found.map((q) => q.fields.question)).toEqual([]);
  });

  it('makes no word or phrase choice (“10 kilogram”, a date) answerable by spelling likeness alone (≤ 5 % per language), and dates ≤ 5 % of a bank', () => {
    for (const language of practiceLanguages) {
      const words = of(language).filter((q) => readableByLikeness(kindOf(q.fields)));
      const away = words.filter((q) => {
        const term = termOf(q.fields.question);
        const right = q.fields.answers.find((a) => a.isCorrect)!.text;
        const wrong = q.fields.answers.filter((a) => !a.isCorrect).map((a) => a.text);
        return term !== undefined && wrong.length === 3 && givenAway(term, right, wrong);
      });
      expect([language, away.length / words.length <= 0.05]).toEqual([language, true]);
      const dates = of(language).filter((q) => q.fields.category.startsWith('date')).length;
      expect([language, dates / of(language).length <= 0.05]).toEqual([language, true]);
    }
  });

  it('keeps currency names to ≤ 15 % of each language’s two top levels, and verb tables out of level 1', () => {
    for (const language of practiceLanguages) {
      const top = of(language).filter((q) => q.fields.level >= maxLevel(language) - 1);
      const currencies = top.filter((q) => q.fields.category === 'currency').length;
      // An empty top (Dutch, Portuguese, Dzongkha: no grammar that hard) holds no currency either.
      expect([language, currencies <= 0.15 * top.length]).toEqual([language, true]);
    }
    for (const language of ['french', 'german', 'spanish']) {
      const drills = of(language).filter((q) => q.fields.level === 1 && q.fields.knowledgeType === 'conjugation');
      expect([language, drills.map((q) => q.fields.question)]).toEqual([language, []]);
    }
  });

  // Levels follow the grammar (issue 37, strict reading of 28 Nov): one clause is level 7 at most, a picture's
  // name 6, so levels 8–10 hold the drills' hardest tenses, three-digit numbers typed and Sango's two clauses; a
  // language with none of these (Dutch, Portuguese, Dzongkha) leaves its top levels empty, and practice there
  // serves the nearest level below (api questions/routes.ts). Dzongkha's names stop at 6 and its phrases at 7.
  it('fills levels 1–7 of every language (Dutch and Dzongkha 1–6): 60 questions at least, 20 in Dzongkha and Sango', () => {
    for (const language of practiceLanguages) {
      const least = language === 'dzongkha' || language === 'sango' ? 20 : 60;
      const top = language === 'dzongkha' ? 6 : levelFor(language, 7);
      for (let level = 1; level <= top; level++) {
        const count = of(language).filter((q) => q.fields.level === level).length;
        expect([language, level, count >= least]).toEqual([language, level, true]);
      }
      expect(of(language).some((q) => q.fields.level > maxLevel(language))).toBe(false);
    }
  });

  it('is at least 30 % sentences in each of the six sentence languages', () => {
    for (const language of sentenceLanguages) {
      const share = of(language).filter((q) => kindOf(q.fields) === 'sentence').length / of(language).length;
      expect([language, share >= 0.3]).toEqual([language, true]);
    }
  });

  it('asks English only in English: no other language is named, and its sentences are English', () => {
    const english = of('english');
    expect(english.some((q) => /Dutch|French|German|Spanish|Portuguese|Sango|Dzongkha/.test(q.fields.question))).toBe(
      false,
    );
    expect(english.some((q) => /[àâçéèêëîïôûùüÿñæœäößãõ]/i.test(q.fields.question))).toBe(false);
  });

  it('is a useful first-start bank: tens of thousands of questions', () => {
    expect(bank.length).toBeGreaterThan(40_000);
    expect(bank.length).toBeLessThan(100_000);
  });

  it('gives every choice one right answer and three distinct wrong ones, and typed questions one answer', () => {
    // Collected and compared once: an expect per question took most of this file's time.
    const wrong = bank.filter((q) => {
      const texts = q.fields.answers.map((a) => a.text);
      const typed = q.fields.questionType === 'fill_in_the_blank' || q.fields.questionType === 'conjugation';
      return (
        q.fields.answers.filter((a) => a.isCorrect).length !== 1 ||
        (texts.length > 1 && new Set(texts).size !== 4) ||
        (typed && texts.length !== 1)
      );
    });
    expect(wrong.map((q) => q.fields.question)).toEqual([]);
  });

  it('holds only valid question fields, each citing its source and licence', () => {
    for (const q of bank.filter((_, i) => i % 50 === 0)) {
      expect(questionFieldsSchema.safeParse(q.fields).success).toBe(true);
      expect(q.fields.citation).toMatch(/Licen[cs]e|LGPL|CC BY|GPL/);
      expect(q.id).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it('gives an item the same level whatever else the bank holds (levels are the item’s own)', () => {
    const alone = new Map([...generateBank({ languages: ['sango'] })].map((q) => [q.id, q.fields.level]));
    const moved = of('sango').filter((q) => alone.get(q.id) !== q.fields.level);
    expect(moved.map((q) => q.fields.question)).toEqual([]);
  });
});
