/**
 * Two clauses (issue 37: the top levels hold the hardest grammar): Dutch “dat” with the verb last, Portuguese “que”
 * with the subjunctive. Checked against sources the generator does not read: the Portuguese paradigms as Cunha &
 * Cintra's Nova Gramática do Português Contemporâneo (ch. 13, regular conjugations and ter, ver, querer) prints
 * them, written out here; the Dutch and Brazilian Portuguese Hunspell dictionaries (@cspell/dict-nl-nl,
 * @cspell/dict-pt-br) for every word of every sentence and accepted variant; the ANS (10.3.1) for the subordinate
 * clause's word order.
 */
import { describe, expect, it } from '@jest/globals';
import { gradeAnswer, maxVariants } from '@lebe/domain';
import { toQuestion } from '../common';
import { fit } from '../generate';
import { spelling } from '../lexicon';
import type { Frame } from './frame';
import { twoClause, twoClauseDrafts, twoClauseQuestions, twoClauses, type TwoClause } from './two-clauses';
import { frames } from './index';
import { portugueseForm, verbConcepts, type PortugueseMood } from './verbs';

const sample: Record<'dutch' | 'portuguese', TwoClause[]> = {
  dutch: [...twoClauses('dutch', 97)],
  portuguese: [...twoClauses('portuguese', 53)],
};

describe('the Portuguese subjunctive', () => {
  // eu, tu, ele/você, nós, (vós), eles — Cunha & Cintra, ch. 13.
  const paradigms: [string, PortugueseMood, string[]][] = [
    ['comprar', 'present subjunctive', ['compre', 'compres', 'compre', 'compremos', '', 'comprem']],
    ['comer', 'present subjunctive', ['coma', 'comas', 'coma', 'comamos', '', 'comam']],
    ['ver', 'present subjunctive', ['veja', 'vejas', 'veja', 'vejamos', '', 'vejam']],
    ['ter', 'present subjunctive', ['tenha', 'tenhas', 'tenha', 'tenhamos', '', 'tenham']],
    ['comprar', 'imperfect subjunctive', ['comprasse', 'comprasses', 'comprasse', 'comprássemos', '', 'comprassem']],
    ['vender', 'imperfect subjunctive', ['vendesse', 'vendesses', 'vendesse', 'vendêssemos', '', 'vendessem']],
    ['ver', 'imperfect subjunctive', ['visse', 'visses', 'visse', 'víssemos', '', 'vissem']],
    ['ter', 'imperfect subjunctive', ['tivesse', 'tivesses', 'tivesse', 'tivéssemos', '', 'tivessem']],
    ['querer', 'imperfect', ['queria', 'querias', 'queria', 'queríamos', '', 'queriam']],
    ['querer', 'past', ['quis', 'quiseste', 'quis', 'quisemos', '', 'quiseram']],
    ['gostar', 'conditional', ['gostaria', 'gostarias', 'gostaria', 'gostaríamos', '', 'gostariam']],
  ];

  it('conjugates as the grammar prints the paradigms', () => {
    for (const [verb, mood, forms] of paradigms)
      for (const p of [0, 1, 2, 3, 5] as const)
        expect([verb, mood, p, portugueseForm(verb, mood, p)]).toEqual([verb, mood, p, forms[p]]);
  });

  it('puts the present subjunctive after quero que and the imperfect after queria que', () => {
    const made = sample.portuguese.find((c) => c.main.verb === 'want' && c.frame.verb.key === 'eat');
    expect(made?.text).toMatch(/ que .* (coma|comas|comamos|comam) /u);
    const past = sample.portuguese.find((c) => c.main.verb === 'wanted' && c.frame.verb.key === 'buy');
    expect(past?.text).toMatch(/ queria(m|mos)? que .* compra(sse|ssem|ssemos) /u);
    expect(past?.variants.some((v) => / (quis|quiseram|quisemos) que /u.test(v))).toBe(true);
    const polite = sample.portuguese.find((c) => c.main.verb === 'wouldLike');
    expect(polite?.text).toMatch(/ gostaria(m|mos)? que .*sse/u);
    expect(polite?.english).toMatch(/ would like .* to /u);
    expect(polite?.variants.some((v) => / queria(m|mos)? que /u.test(v))).toBe(true);
  });
});

describe('the Portuguese a teacher accepts in two clauses (strict reading 29 Nov b, pt25)', () => {
  const frame = (subject: string) =>
    [...frames('portuguese')].find(
      (f) => f.subject === subject && f.verb.key === 'draw' && f.tense === 'present' && !f.negative && !f.question,
    )!;
  const typed = (c: TwoClause) => toQuestion([...twoClauseQuestions(c, 'type-target')][0]).fields;
  const grade = (c: TwoClause, answer: string) => gradeAnswer(typed(c), { answer }).pointscore;

  // Cunha & Cintra, Nova Gramática do Português Contemporâneo: the subject pronoun is left out where the verb's
  // ending says the person (ch. 11, “sujeito oculto”), and the imperfeito stands for the futuro do pretérito in
  // courtesy (ch. 13: “Queria pedir-lhe um favor”), of gostar as of querer.
  it('drops the subordinate’s pronoun where the ending alone says the person, and takes gostava que beside gostaria que', () => {
    const you = twoClause('portuguese', { subject: 'she', verb: 'wouldLike', negative: false }, frame('you'))!;
    const tu = you.text.replace('você desenhasse', 'tu desenhasses');
    for (const answer of [
      tu.replace('tu desenhasses', 'desenhasses'),
      you.text.replace('gostaria', 'gostava'),
      tu.replace('gostaria', 'gostava').replace('tu desenhasses', 'desenhasses'),
      tu.replace('Ela gostaria', 'Queria').replace('tu desenhasses', 'desenhasses'),
    ])
      expect([answer, grade(you, answer)]).toEqual([answer, 1]);
    // que desenhe is eu, ele or você: without its subject the clause does not say who.
    expect(grade(you, you.text.replace('você desenhasse', 'desenhasse'))).toBe(0);
    const we = twoClause('portuguese', { subject: 'he', verb: 'want', negative: false }, frame('we'))!;
    expect(grade(we, we.text.replace('nós desenhemos', 'desenhemos'))).toBe(1);
    const me = twoClause('portuguese', { subject: 'he', verb: 'want', negative: false }, frame('I'))!;
    expect(grade(me, me.text.replace('eu desenhe', 'desenhe'))).toBe(0);
  });

  it('keeps every accepted form within the question’s limit (no explosion)', () => {
    for (const c of sample.portuguese) expect(c.variants.length).toBeLessThanOrEqual(maxVariants);
  });
});

describe('Dutch subordinate clauses', () => {
  it('puts the finite verb last, or before the last verb of the cluster, and accepts both orders', () => {
    for (const c of sample.dutch) {
      const words = c.text.replace(/\.$/u, '').split(' ');
      const finite = c.inner.tokens[c.inner.finiteSlot];
      const after = words.slice(words.indexOf('dat') + 1);
      const at = after.lastIndexOf(finite);
      expect([c.text, at === after.length - 1 || at === after.length - 2]).toEqual([c.text, true]);
      if (c.frame.tense === 'past')
        expect(
          c.variants.some((v) => v.endsWith(`${c.inner.tokens[c.inner.roles.indexOf('nonfinite')]} ${finite}.`)),
        ).toBe(true);
    }
    expect(sample.dutch.find((c) => c.frame.tense === 'future')?.variants.some((v) => / gaat | gaan /u.test(v))).toBe(
      true,
    );
  });
  // Onze Taal, Taaladvies “jij zult / jij zal”: both are correct; the main sentence accepts both (verbs.ts).
  it('accepts jij/je zal beside zult in the subordinate clause too, as the main sentence does', () => {
    const cats: Frame = {
      subject: 'you',
      verb: verbConcepts.find((v) => v.key === 'see')!,
      object: '🐈',
      tense: 'future',
      negative: false,
    };
    const c = twoClause('dutch', { subject: 'he', verb: 'say', negative: false }, cats)!;
    expect(c.text).toMatch(/ dat jij .* zult /u);
    const q = [...twoClauseQuestions(c, 'type-target')][0];
    const answers = [{ text: q.correct, isCorrect: true, variants: q.variants }];
    for (const answer of [
      c.text.replace(' zult ', ' zal '),
      c.text.replace(' jij ', ' je ').replace(' zult ', ' zal '),
    ])
      expect([
        answer,
        gradeAnswer({ answers, questionType: q.questionType, targetLanguage: 'dutch' }, { answer }).pointscore,
      ]).toEqual([answer, 1]);
  });
});

describe('Dutch subordinate clauses: the other right forms and orders (strict reading 29 Nov b)', () => {
  const many = [...twoClauses('dutch', 7)];
  const future = many.filter((c) => / (jij|je) .* zult /u.test(c.text));
  const owned = many.filter((c) => / (morgen|gisteren) (zijn|haar|hun|mijn|onze|jouw) /u.test(c.text));

  it('jij/je zal beside zult, as in a main clause (Onze Taal, Taaladvies “jij zult / jij zal”: both correct)', () => {
    expect(future.length).toBeGreaterThan(2);
    for (const c of future) {
      const zal = c.text.replace(' zult ', ' zal ');
      expect([
        c.text,
        c.variants.includes(zal),
        c.variants.includes(zal.replace(/ zal (\p{L}+)\.$/u, ' $1 zal.')),
      ]).toEqual([c.text, true, true]);
    }
  });

  it('a definite object before or after the time adverb (ANS 20.8.2), never a bare or geen-object', () => {
    expect(owned.length).toBeGreaterThan(2);
    for (const c of owned) {
      // The object is the possessive and its noun, with a colour between them or not.
      const [, adverb, rest] = / (morgen|gisteren) ((?:zijn|haar|hun|mijn|onze|jouw) .*)\.$/u.exec(c.text)!;
      const words = rest.split(' ');
      const before = [2, 3].map((n) =>
        c.text.replace(`${adverb} ${rest}`, [...words.slice(0, n), adverb, ...words.slice(n)].join(' ')),
      );
      expect([c.text, before.some((b) => c.variants.includes(b))]).toEqual([c.text, true]);
    }
    for (const c of many.filter((x) => / (morgen|gisteren) geen /u.test(x.text)))
      expect(c.variants.some((v) => / geen \p{L}+ (morgen|gisteren) /u.test(v))).toBe(false);
  });
});

describe('two-clause questions', () => {
  const all = [...sample.dutch, ...sample.portuguese];

  it('spells every word of every sentence and accepted variant as Hunspell does', () => {
    for (const language of ['dutch', 'portuguese'] as const) {
      const dictionary = spelling(language);
      const unknown = new Set<string>();
      for (const c of sample[language])
        for (const t of [c.text, ...c.variants])
          for (const w of t.replace(/[.,]/gu, '').split(/\s+/u))
            if (!dictionary.has(w) && !dictionary.has(w.toLowerCase())) unknown.add(w);
      expect([language, [...unknown]]).toEqual([language, []]);
    }
  });

  it('never asks someone to want themselves to act (I want me to …), and never offers an accepted answer as wrong', () => {
    // Misgraded answers are gathered and compared once: an expect per variant cost more than the grading.
    const misgraded: [string, string, number][] = [];
    for (const c of all.filter((_, i) => i % 4 === 0)) {
      expect(c.main.subject).not.toBe(c.frame.subject);
      for (const d of twoClauseQuestions(c)) {
        const q = toQuestion(d).fields;
        const right = q.answers.find((a) => a.isCorrect)!;
        const grade = (answer: string) => gradeAnswer(q, { answer }).pointscore;
        for (const v of [right.text, ...(right.variants ?? [])])
          if (grade(v) !== 1) misgraded.push([d.question, v, grade(v)]);
        for (const w of q.answers.filter((a) => !a.isCorrect))
          if (grade(w.text) !== 0) misgraded.push([d.question, w.text, grade(w.text)]);
      }
    }
    expect(misgraded).toEqual([]);
  });

  it('offers three wrong sentences with one error each where a choice is asked', () => {
    const correct = all.flatMap((c) => [...twoClauseQuestions(c, 'correct')]);
    expect(correct.length).toBeGreaterThan(all.length * 0.9);
    for (const d of correct) {
      expect(new Set([d.correct, ...d.wrong!]).size).toBe(4);
      // One error: every wrong sentence keeps all but at most two of the key's words.
      for (const w of d.wrong!) {
        const words = (t: string) => t.replace(/\.$/u, '').split(' ');
        expect(words(w).filter((x) => !words(d.correct).includes(x)).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('fills the top levels: Dutch 8, Portuguese 9 and 10, every seed question fit for the bank', () => {
    const levels = (language: string) =>
      new Set([...twoClauseDrafts('seed', [language])].filter(fit).map((d) => toQuestion(d).fields.level));
    expect([...levels('dutch')]).toEqual([8]);
    expect([...levels('portuguese')].sort((a, b) => a - b)).toEqual([9, 10]);
  });
});

describe('two clauses: the 29 Nov (c) reading’s refused answers (issue 37)', () => {
  const f = (
    subject: Frame['subject'],
    key: string,
    object: string,
    tense: Frame['tense'],
    extra: Partial<Frame> = {},
  ): Frame => ({
    subject,
    verb: verbConcepts.find((v) => v.key === key)!,
    object,
    tense,
    negative: false,
    ...extra,
  });
  it('Dutch dat-clauses with the place before the object (du24, ANS 20.8), English say-that with going to and any (du25)', () => {
    const said = twoClause(
      'dutch',
      { subject: 'she', verb: 'say', negative: false },
      f('they', 'see', '🐦', 'past', { place: 'park' }),
    )!;
    expect(said.variants).toContain('Zij zegt dat zij gisteren in het park vogels hebben gezien.');
    const wash = twoClause(
      'dutch',
      { subject: 'I', verb: 'say', negative: false },
      f('he', 'wash', '🧥', 'future', { negative: true }),
    )!;
    expect(wash.englishVariants).toEqual(
      expect.arrayContaining([
        'I say that he is not going to wash coats tomorrow.',
        'I say that he will not wash any coats tomorrow.',
      ]),
    );
  });
  it('Portuguese main-clause Elas for “They” (pt25)', () => {
    const wanted = twoClause(
      'portuguese',
      { subject: 'they', verb: 'wanted', negative: false },
      f('you', 'draw', '🐸', 'present', { place: 'school' }),
    )!;
    expect(wanted.variants).toContain('Elas queriam que você desenhasse rãs na escola.');
  });
});

describe('Spanish two clauses: quiero que / quería que with the subjunctive (issue 37, levels 9–10)', () => {
  const spanish = [...twoClauses('spanish', 53)];
  const f = (subject: Frame['subject'], key: string, object: string): Frame => ({
    subject,
    verb: verbConcepts.find((v) => v.key === key)!,
    object,
    tense: 'present',
    negative: false,
  });
  it('puts the present subjunctive after quiero que, the imperfect in -ra and -se after quería que (RAE, Nueva gramática §§ 24.2, 25.3)', () => {
    // The paradigms as the RAE's Nueva gramática prints them (comer: coma, comas …; comiera/comiese …).
    const want = twoClause('spanish', { subject: 'I', verb: 'want', negative: false }, f('you', 'eat', '🍌'))!;
    expect(want.text).toBe('Yo quiero que tú comas plátanos.');
    expect(want.variants).toEqual(
      expect.arrayContaining(['Quiero que comas plátanos.', 'Quiero que tú comas plátanos.']),
    );
    const wanted = twoClause('spanish', { subject: 'they', verb: 'wanted', negative: true }, f('we', 'eat', '🍌'))!;
    expect(wanted.text).toBe('Ellos no querían que nosotros comiéramos plátanos.');
    expect(wanted.variants).toEqual(
      expect.arrayContaining([
        'Ellos no querían que nosotros comiésemos plátanos.',
        'No querían que comiéramos plátanos.',
        'Ellas no querían que nosotras comiésemos plátanos.',
      ]),
    );
    // The indicative, the infinitive, the other tense and the other person are wrong choices, never accepted.
    expect(wanted.wrong).toEqual(expect.arrayContaining(['Ellos no querían que nosotros comíamos plátanos.']));
    for (const w of wanted.wrong) expect(wanted.variants).not.toContain(w);
  });

  it('spells every word of every Spanish sentence and variant as the Spanish Hunspell dictionary does (@cspell/dict-es-es)', () => {
    const dictionary = spelling('spanish');
    expect(spanish.length).toBeGreaterThan(20);
    const unknown: [string, string][] = [];
    for (const c of spanish)
      for (const text of [c.text, ...c.variants, ...c.wrong])
        for (const w of text.replace(/[.]$/u, '').split(' '))
          if (!dictionary.has(w) && !dictionary.has(w.toLowerCase())) unknown.push([text, w]);
    expect(unknown).toEqual([]);
  });

  it('asks them at the top levels, typed answers graded with both imperfect subjunctives', () => {
    const drafts = [...twoClauseDrafts('seed', ['spanish'])];
    expect(drafts.length).toBeGreaterThan(50);
    for (const d of drafts) expect(d.level).toBeGreaterThanOrEqual(9);
    const c = twoClause('spanish', { subject: 'I', verb: 'wanted', negative: false }, f('boys', 'see', '🐘'))!;
    const q = toQuestion([...twoClauseQuestions(c, 'type-target')][0]).fields;
    const grade = (answer: string) =>
      gradeAnswer({ answers: q.answers, questionType: q.questionType, targetLanguage: 'spanish' }, { answer })
        .pointscore;
    expect(grade('Quería que los niños viesen elefantes.')).toBe(1);
    expect(grade('Quería que los chicos vieran elefantes.')).toBe(1);
    expect(grade('Quería que los niños ven elefantes.')).toBe(0);
  });

  // 29f sp22: “vendiese” refused where only the verb is typed, though the sentence took it.
  it('takes the -se form beside the -ra form where only the verb is typed (RAE, Nueva gramática § 24.2; Hunspell es)', () => {
    const c = twoClause('spanish', { subject: 'I', verb: 'wanted', negative: true }, f('youFormal', 'sell', '🍑'))!;
    const q = toQuestion([...twoClauseQuestions(c, 'fill-verb')][0]).fields;
    expect(q.question).toBe('Fill in the verb: Yo no quería que usted ___ melocotones. (vender)');
    const grade = (answer: string) =>
      gradeAnswer({ answers: q.answers, questionType: q.questionType, targetLanguage: 'spanish' }, { answer })
        .pointscore;
    // The Spanish Hunspell dictionary (@cspell/dict-es-es) spells both, as the RAE's paradigm prints them.
    for (const form of ['vendiera', 'vendiese']) {
      expect(spelling('spanish').has(form)).toBe(true);
      expect([form, grade(form)]).toEqual([form, 1]);
    }
    expect(grade('venda')).toBe(0);
    expect(grade('vendía')).toBe(0);
    // The present subjunctive after quiero que has no second form.
    const want = twoClause('spanish', { subject: 'I', verb: 'want', negative: false }, f('you', 'eat', '🍌'))!;
    expect([...twoClauseQuestions(want, 'fill-verb')][0].variants).toBeUndefined();
  });
});

describe('two clauses take what the one-clause sentences accept (the 29 Nov (d) reading: sp25, pt23, pt25)', () => {
  const f = (subject: Frame['subject'], key: string, object: string, extra: Partial<Frame> = {}): Frame => ({
    subject,
    verb: verbConcepts.find((v) => v.key === key)!,
    object,
    tense: 'present',
    negative: false,
    ...extra,
  });
  type Main = TwoClause['main'];
  /** The two-clause sentence of an affirmative main clause (“I want …”, “They wanted …”) and a frame. */
  const clause = (language: TwoClause['language'], subject: Main['subject'], verb: Main['verb'], frame: Frame) =>
    twoClause(language, { subject, verb, negative: false }, frame)!;
  const typed = (c: TwoClause, shape: 'type-target' | 'type-english') => {
    const q = toQuestion([...twoClauseQuestions(c, shape)][0]).fields;
    return (answer: string) =>
      gradeAnswer({ answers: q.answers, questionType: q.questionType, targetLanguage: c.language }, { answer })
        .pointscore;
  };

  it('colegio for escuela (CLDR es 🏫), chica and muchacha for a singular niña (CLDR es 👧; FreeDict eng-spa girl)', () => {
    const c = clause('spanish', 'I', 'want', f('girl', 'draw', '🐸', { place: 'school' }));
    const grade = typed(c, 'type-target');
    expect(grade('Quiero que la niña dibuje ranas en el colegio.')).toBe(1);
    expect(grade('Quiero que la chica dibuje ranas en la escuela.')).toBe(1);
    expect(grade('Yo quiero que la muchacha dibuje ranas en la escuela.')).toBe(1);
    expect(grade('Quiero que la niña dibujara ranas en la escuela.')).toBe(0);
  });

  it('the English possessive of either subject where suas is any third person’s (Cunha & Cintra, ch. 11)', () => {
    const c = clause('portuguese', 'they', 'wanted', f('girl', 'count', '🖊', { possessive: true }));
    expect(c.text).toBe('Eles queriam que a menina contasse suas canetas.');
    const grade = typed(c, 'type-english');
    expect(grade('They wanted the girl to count her pens.')).toBe(1);
    expect(grade('They wanted the girl to count their pens.')).toBe(1);
    expect(grade('They wanted the girl to count my pens.')).toBe(0);
    // Spanish tus is the friend's own: no other reading.
    const tus = clause('spanish', 'they', 'want', f('you', 'count', '🖊', { possessive: true }));
    expect(tus.englishVariants.join(' ')).not.toMatch(/their pens/u);
  });

  it('says what “them” stands for, as the one-clause prompts do, so zij ze eet is not read as “them” the people (29e du25)', () => {
    const c = clause('dutch', 'I', 'want', f('she', 'eat', '🍌', { pronoun: true }));
    const [asked] = twoClauseQuestions(c, 'type-target');
    expect(asked.question).toBe('Type the Dutch for “I want her to eat them.” (them = the bananas): ___');
  });

  it('bolacha beside biscoito (CLDR pt and pt-PT 🍪) and gostar de que (Luft, regência of gostar)', () => {
    const c = clause('portuguese', 'we', 'wouldLike', f('he', 'eat', '🍪', { place: 'park' }));
    expect(c.text).toBe('Nós gostaríamos que ele comesse biscoitos no parque.');
    const grade = typed(c, 'type-target');
    expect(grade('Nós gostaríamos que ele comesse bolachas no parque.')).toBe(1);
    expect(grade('Gostaríamos de que ele comesse biscoitos no parque.')).toBe(1);
    expect(grade('Nós queríamos de que ele comesse biscoitos no parque.')).toBe(0);
  });
});
