import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { getConjugation } from 'english-verbs-helper';
import { gradeAnswer } from '@lebe/domain';
import { toQuestion, type Draft } from './common';
import {
  britishSpelling,
  conjugateEnglish,
  englishTenseDrafts,
  englishTenses,
  englishVerbsInfo,
  helperIsRight,
} from './english-tenses';
import { englishStateVerbs } from './english-states';

const drafts: Draft[] = [...englishTenseDrafts('seed', ['english'])];
const find = (question: string) => drafts.find((d) => d.question === question);
const verbOf = (d: Draft) => /“to (.+?)”/.exec(d.question)![1];
const tenseOf = (d: Draft) => englishTenses.find(([, name]) => name === d.category)!;

describe('English tenses from english-verbs-helper', () => {
  it('answers with the form the helper gives, irregular pasts from english-verbs-irregular', () => {
    const written = find('Choose the present perfect of “to write”: he/she/it ___');
    expect(written?.correct).toBe(getConjugation(englishVerbsInfo(), 'write', 'PERFECT_PRESENT', 2, {}));
    expect(written?.correct).toBe('has written');
    expect(find('Conjugate “to be” (simple present): I ___')?.correct).toBe('am');
    expect(find('Conjugate “to stop” (past progressive): they ___')?.correct).toBe('were stopping');
    for (const d of drafts.filter((_, i) => i % 7 === 0)) {
      const [tense] = tenseOf(d);
      const forms = ([0, 1, 2, 3, 5] as const).map((p) => conjugateEnglish(verbOf(d), tense, p));
      expect(forms).toContain(d.correct);
    }
  });

  it('leaves out verbs whose forms the helper would get wrong', () => {
    for (const verb of ['shop', 'prefer', 'panic', 'echo', 'buzz', 'bias', 'can'])
      expect(helperIsRight(verb)).toBe(false);
    for (const verb of ['stop', 'open', 'visit', 'die', 'cry', 'fix', 'go', 'be'])
      expect(helperIsRight(verb)).toBe(true);
    expect(drafts.some((d) => d.question.includes('“to shop”'))).toBe(false);
  });

  it('never asks a past-based tense with two accepted forms (burned/burnt, lay/lied)', () => {
    const asked = (verb: string) =>
      drafts.filter((d) => verbOf(d) === verb && (d.category === 'simple past' || d.category!.includes('perfect')));
    expect(asked('burn')).toHaveLength(0);
    expect(asked('lie')).toHaveLength(0);
  });

  it('asks no past-based tense of fit, wet, knit, whose American past is the bare form (Merriam-Webster; 29e en25)', () => {
    const asked = (verb: string) =>
      drafts.filter((d) => verbOf(d) === verb && (d.category === 'simple past' || d.category!.includes('perfect')));
    for (const verb of ['fit', 'wet', 'knit']) expect([verb, asked(verb)]).toEqual([verb, []]);
    expect(drafts.some((d) => verbOf(d) === 'fit')).toBe(true);
  });

  it('asks one question per distinct form, its wrong answers the same person in other tenses', () => {
    const keys = drafts.map((d) => `${d.questionType}|${verbOf(d)}|${d.category}|${d.correct}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of drafts.filter((x) => x.wrong)) {
      expect(new Set([d.correct, ...d.wrong!]).size).toBe(4);
      const person = d.fullQuestion.slice(0, d.fullQuestion.length - d.correct.length - 1);
      const p = ([0, 1, 2, 3, 5] as const)[['I', 'you', 'he/she/it', 'we', 'they'].indexOf(person)];
      const others = englishTenses.filter(([, n]) => n !== d.category).map(([t]) => conjugateEnglish(verbOf(d), t, p));
      for (const w of d.wrong!) expect(others).toContain(w);
    }
  });
});

describe('the other right spellings of a typed English form (strict reading 29 Nov b)', () => {
  const grade = (question: string, answer: string) => {
    const q = toQuestion(find(question)!).fields;
    return gradeAnswer({ answers: q.answers, questionType: q.questionType, targetLanguage: 'english' }, { answer })
      .pointscore;
  };

  it('accepts “shall” beside “will” with I and we (Swan, Practical English Usage: shall and will), not with he', () => {
    const we = 'Conjugate “to recognize” (simple future): we ___';
    for (const answer of ['will recognize', 'shall recognize', 'will recognise', 'shall recognise'])
      expect([answer, grade(we, answer)]).toEqual([answer, 1]);
    const future = drafts.filter((d) => d.questionType === 'conjugation' && /^(I|we) will /u.test(d.fragment ?? ''));
    expect(future.length).toBeGreaterThan(100);
    for (const d of future) expect(d.variants).toContain(d.correct.replace(/^will/u, 'shall'));
    const he = drafts.filter((d) => d.questionType === 'conjugation' && /^he\/she\/it will /u.test(d.fragment ?? ''));
    for (const d of he) expect(d.variants ?? []).not.toContain(d.correct.replace(/^will/u, 'shall'));
  });

  it('accepts the British -ise/-yse spelling, never for size or seize', () => {
    expect(britishSpelling('has been recognizing')).toBe('has been recognising');
    expect(britishSpelling('analyzed')).toBe('analysed');
    expect(britishSpelling('seized')).toBeUndefined();
    expect(britishSpelling('sized')).toBeUndefined();
    expect(britishSpelling('walked')).toBeUndefined();
  });

  const british = '/usr/share/dict/british-english';
  (existsSync(british) ? it : it.skip)(
    `spells every British form as the British English word list does (Debian wbritish${existsSync(british) ? '' : ', SKIPPED: not installed'})`,
    () => {
      const words = new Set(readFileSync(british, 'utf8').split('\n'));
      const made = drafts.flatMap((d) =>
        (d.variants ?? []).filter((v) => v.split(' ').some((w) => /[iy]s(e|es|ed|ing)$/u.test(w))),
      );
      expect(made.length).toBeGreaterThan(20);
      for (const v of made) for (const w of v.split(' ')) expect([v, w, words.has(w)]).toEqual([v, w, true]);
    },
  );

  it('asks no progressive tense of a state verb (strict reading 2026-11-29d en18: “I will be supposing”)', () => {
    const progressive = drafts.filter((d) => d.category!.includes('progressive'));
    expect(progressive.some((d) => englishStateVerbs.has(verbOf(d)))).toBe(false);
    expect(find('Conjugate “to suppose” (future progressive): I ___')).toBeUndefined();
    expect(drafts.some((d) => verbOf(d) === 'suppose' && d.category === 'simple present')).toBe(true);
    expect(find('Conjugate “to stop” (past progressive): they ___')).toBeDefined();
  });
});
