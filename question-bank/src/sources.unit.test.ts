/**
 * Every generator against an independent source. Each block measures how often the data package
 * disagrees with the source (the rate is asserted, so a changed package is noticed), states the rule
 * applied, and proves that nothing the generator asks still disagrees.
 */
import { describe, expect, it } from '@jest/globals';
import type { Draft } from './common';
import { conjugationDrafts } from './conjugation';
import { frenchVerbs, germanForm, germanVerbs, spanishExceptionVerbs, spanishVerbs, type GermanTense } from './data';
import { englishVerbDrafts, regularSpelling } from './english-verbs';
import { frequencyRank, spelling } from './lexicon';
import { germanReflexiveVerbs, shortImperative } from './paradigms';

const words = (text: string) => text.split(/[\s’]+/).filter(Boolean);
const conjugations = [...conjugationDrafts('full', ['french', 'german', 'spanish'])];
const typedForms = (language: string) =>
  conjugations.filter((d) => d.language === language && d.questionType === 'conjugation');
const verbOf = (d: Draft) => /“(.+?)”/.exec(d.question)![1];

describe('French conjugations: Lefff against the Hunspell French dictionary', () => {
  it('finds Lefff forms the dictionary does not know (about 0.3 %) and asks none of them', () => {
    const dictionary = spelling('french');
    let forms = 0;
    let unknown = 0;
    for (const [verb, table] of Object.entries(frenchVerbs())) {
      if (frequencyRank('french', verb) > 15000) continue;
      for (const [code, list] of Object.entries(table))
        if ('PIFYCSJ'.includes(code))
          for (const f of list)
            if (f && f !== 'NA') {
              forms++;
              if (!dictionary.has(f)) unknown++;
            }
    }
    expect(unknown / forms).toBeGreaterThan(0.001);
    expect(unknown / forms).toBeLessThan(0.01);
    expect(typedForms('french').filter((d) => !dictionary.has(d.correct))).toEqual([]);
  });

  it('elides je before a vowel: the fragment is “j’aime”, never “je aime”', () => {
    const aime = typedForms('french').find((d) => d.question === 'Conjugate “aimer” (présent): j’___');
    expect(aime?.fragment).toBe('j’aime');
    expect(conjugations.some((d) => d.language === 'french' && /\bje [aeiouéèêh]/.test(d.fullQuestion))).toBe(false);
  });
});

describe('German conjugations: german-pos-dict against the Hunspell German (modern spelling) dictionary', () => {
  it('finds pre-1996 and other unknown forms (about 4.5 %: riß, schloß) and asks none of them', () => {
    const dictionary = spelling('german');
    let forms = 0;
    let unknown = 0;
    for (const [verb, table] of Object.entries(germanVerbs())) {
      if (frequencyRank('german', verb) > 15000) continue;
      for (const code of ['PRÄ', 'PRT', 'KJ2']) {
        const t = table[code] as GermanTense | undefined;
        if (!t?.S) continue;
        for (const f of [...Object.values(t.S), ...Object.values(t.P)]) {
          forms++;
          if (
            !germanForm(f)!
              .split(' ')
              .every((w) => dictionary.has(w))
          )
            unknown++;
        }
      }
    }
    expect(unknown / forms).toBeGreaterThan(0.02);
    expect(unknown / forms).toBeLessThan(0.08);
    const asked = conjugations.filter((d) => d.language === 'german');
    expect(asked.filter((d) => !d.correct.split(' ').every((w) => dictionary.has(w)))).toEqual([]);
    expect(asked.some((d) => /ß(t|te|ten)?\b/.test(d.correct) && /(riß|schloß|paßte|wußte|biß)/.test(d.correct))).toBe(
      false,
    );
  });

  it('splits a verb as its participle decides: rufe … an, füge … hinzu, but überzeuge, unterschreibe, never “gebe er”', () => {
    const asked = new Map(
      conjugations
        .filter((d) => d.language === 'german' && d.questionType === 'conjugation')
        .map((d) => [`${verbOf(d)}|${d.category}|${d.fullQuestion.split(' ')[0]}`, d.correct]),
    );
    expect(asked.get('anrufen|Präsens|ich')).toBe('rufe an');
    expect(asked.get('hinzufügen|Präsens|ich')).toBe('füge hinzu');
    expect(asked.get('vorbeikommen|Präsens|ich')).toBe('komme vorbei');
    expect(asked.get('überzeugen|Präteritum|ich')).toBe('überzeugte');
    expect(asked.get('überleben|Präsens|ich')).toBe('überlebe');
    expect(asked.get('unterschreiben|Präteritum|ich')).toBe('unterschrieb');
    expect(asked.get('wiederholen|Präsens|ich')).toBe('wiederhole');
    expect([...asked.values()].some((f) => /^(gebe|gibt|gab) er$/.test(f))).toBe(false); // ergeben is not er-geben
    // übersetzen is two verbs (übergesetzt: ferried across; übersetzt: translated): not asked.
    expect([...asked.keys()].some((k) => k.startsWith('übersetzen|'))).toBe(false);
  });

  it('agrees with the Hunspell participles: a verb split at über-, um-, durch-… has “prefix-ge-…”, a whole one has none', () => {
    const dictionary = spelling('german');
    const verbs = germanVerbs();
    const wrong: string[] = [];
    for (const d of conjugations.filter((x) => x.language === 'german' && x.category !== 'Imperativ')) {
      const verb = verbOf(d);
      for (const prefix of ['über', 'unter', 'wider', 'wieder', 'hinter', 'voll', 'durch', 'um']) {
        const base = verbs[verb.slice(prefix.length)]?.PA2?.find((p) => p.startsWith('ge'));
        if (!verb.startsWith(prefix) || !base) continue;
        const split = d.correct.endsWith(` ${prefix}`);
        // The participle the dictionary knows tells the verb: durch-ge-führt splits; no “über-ge-zeugt”.
        if (split !== dictionary.has(prefix + base)) wrong.push(`${verb}: ${d.correct}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Duden, Grammatik (Imperativ): the -e of the du-Imperativ is optional (komm/komme, mach/mache, tu/tue,
  // lern/lerne), kept after -d/-t (rede, warte, finde), -ig (entschuldige), consonant + m/n (atme, öffne,
  // rechne) and in -eln/-ern verbs (sammle, ändere); none in gib, lies, sei.
  it('accepts the du-Imperativ without -e where Duden allows it (versuch), and only there', () => {
    const short: [string, string, string[]][] = [
      ['versuchen', 'versuche', ['versuch']],
      ['kommen', 'komme', ['komm']],
      ['lernen', 'lerne', ['lern']],
      ['tun', 'tue', ['tu']],
      ['anrufen', 'rufe an', ['ruf an']],
      ['reden', 'rede', []],
      ['warten', 'warte', []],
      ['entschuldigen', 'entschuldige', []],
      ['atmen', 'atme', []],
      ['öffnen', 'öffne', []],
      ['sammeln', 'sammle', []],
      ['ändern', 'ändere', []],
      ['geben', 'gib', []],
      ['sein', 'sei', []],
    ];
    for (const [verb, form, other] of short) expect([verb, shortImperative(verb, form)]).toEqual([verb, other]);
    const typed = typedForms('german').find((d) => d.question === 'Conjugate “versuchen” (Imperativ): (du) ___');
    expect([typed?.correct, typed?.variants]).toEqual(['versuche', ['versuch']]);
  });

  // Ding German–English dictionary (Debian trans-de-en 1.9, GPL-2+): “sich freuen {vr} … wir freuen uns |
  // wir freuten uns”, and no entry of freuen, beeilen or hinsetzen without sich.
  it('gives a reflexive verb its pronoun in the key, every option and every variant: wir freuten uns, never “wir freuten”', () => {
    const german = conjugations.filter((d) => d.language === 'german');
    const find = (question: string) => german.find((d) => d.question === question);
    expect(find('Conjugate “sich freuen” (Präteritum): wir ___')?.correct).toBe('freuten uns');
    expect(find('Conjugate “sich hinsetzen” (Präsens): ich ___')?.correct).toBe('setze mich hin');
    const imperative = find('Conjugate “sich beeilen” (Imperativ): (du) ___');
    expect([imperative?.correct, imperative?.variants]).toEqual(['beeile dich', ['beeil dich']]);
    const choice = find('Choose the form of “sich freuen” (Präsens): wir ___');
    expect(choice?.correct).toBe('freuen uns');
    expect(choice?.wrong?.every((w) => / uns$/.test(w))).toBe(true);
    const reflexive = german.filter((d) => germanReflexiveVerbs.has(verbOf(d).replace(/^sich /, '')));
    expect(reflexive.length).toBeGreaterThan(100);
    const bare = reflexive.filter(
      (d) =>
        !verbOf(d).startsWith('sich ') ||
        ![d.correct, ...(d.wrong ?? []), ...(d.variants ?? [])].every((f) =>
          /^\S+ (mich|dich|sich|uns|euch)\b/.test(f),
        ),
    );
    expect(bare.map((d) => `${d.question} ${d.correct}`)).toEqual([]);
  });

  it('asks Konjunktiv II only of verbs German still uses it for (wäre, hätte, käme), not wärfe or rannten', () => {
    const verbs = new Set(conjugations.filter((d) => d.category === 'Konjunktiv II').map(verbOf));
    expect(verbs.has('sein')).toBe(true);
    expect(verbs.has('werfen')).toBe(false);
    expect(verbs.has('rennen')).toBe(false);
    expect(conjugations.some((d) => d.category === 'Konjunktiv I')).toBe(false);
  });
});

describe('Spanish conjugations: spanish-verbs against the Hunspell Spanish dictionary and the stems a tense shares', () => {
  const { getConjugation } = spanishVerbs();
  const asked = conjugations.filter((d) => d.language === 'spanish');

  it('finds 5 % of the listed irregular verbs’ forms unknown to the dictionary (creido, veniré) and asks none', () => {
    const dictionary = spelling('spanish');
    let forms = 0;
    let unknown = 0;
    for (const verb of spanishExceptionVerbs())
      for (const code of spanishVerbs().validTenses)
        for (let p = 0; p < 6; p++) {
          const f = getConjugation(verb, code, p);
          if (!f) continue;
          forms++;
          if (!f.split(' ').every((w) => dictionary.has(w))) unknown++;
        }
    expect(unknown / forms).toBeGreaterThan(0.03);
    expect(unknown / forms).toBeLessThan(0.08);
    expect(asked.filter((d) => !d.correct.split(' ').every((w) => dictionary.has(w)))).toEqual([]);
    for (const wrong of ['veniré', 'víamos', 'vuelvería', 'habrás creido'])
      expect(asked.some((d) => d.correct === wrong)).toBe(false);
  });

  it('drops a tense whose forms do not share the stem they must: hacer’s subjunctive is haga, never tengan', () => {
    const hacer = asked.filter((d) => verbOf(d) === 'hacer' && d.category === 'presente de subjuntivo');
    for (const d of hacer) expect(d.correct.startsWith('hag')).toBe(true);
    expect(asked.some((d) => verbOf(d) === 'hacer' && d.correct === 'tengan')).toBe(false);
    const ver = asked.filter((d) => verbOf(d) === 'ver' && d.category === 'pretérito imperfecto');
    for (const d of ver) expect(d.correct.startsWith('veí')).toBe(true);
  });
});

describe('conjugation choices and accepted forms: what a teacher counts as right', () => {
  // RAE–ASALE, Nueva gramática de la lengua española (2009), §24.2: hubiera cantado and hubiese cantado are
  // equivalent forms of the pluscuamperfecto de subjuntivo.
  it('accepts hubiese beside hubiera in the pluscuamperfecto de subjuntivo: hubiésemos acabado', () => {
    const typed = typedForms('spanish').find(
      (d) => d.question === 'Conjugate “acabar” (pluscuamperfecto de subjuntivo): nosotros ___',
    );
    expect([typed?.correct, typed?.variants]).toEqual(['hubiéramos acabado', ['hubiésemos acabado']]);
    const dictionary = spelling('spanish');
    const pluperfect = typedForms('spanish').filter((d) => d.category === 'pluscuamperfecto de subjuntivo');
    expect(pluperfect.length).toBeGreaterThan(100);
    expect(pluperfect.filter((d) => !/^hubi[eé]s/.test(d.variants?.[0] ?? ''))).toEqual([]);
    expect(pluperfect.flatMap((d) => d.variants!).filter((v) => !v.split(' ').every((w) => dictionary.has(w)))).toEqual(
      [],
    );
  });

  it('offers a compound key among compound forms, never as the one two-word option (habías quedado: not quedas, quedabas)', () => {
    const choices = conjugations.filter((d) => d.questionType === 'multiple_choice');
    const count = (f: string) => f.split(' ').length;
    const odd = choices.filter((d) => d.wrong!.every((w) => count(w) !== count(d.correct)));
    expect(choices.length).toBeGreaterThan(10000);
    expect(odd.map((d) => `${d.question} ${d.correct} / ${d.wrong!.join(', ')}`).slice(0, 5)).toEqual([]);
    const quedar = choices.find(
      (d) => d.question === 'Choose the form of “quedar” (pretérito pluscuamperfecto): tú ___',
    );
    expect(quedar?.correct).toBe('habías quedado');
    expect(quedar?.wrong?.every((w) => / quedado$/.test(w))).toBe(true);
  });
});

describe('which verbs are drilled: verbs by their own frequency, not a homograph’s; no pronominal-only verb bare', () => {
  const asked = (language: string) => new Set(conjugations.filter((d) => d.language === language).map(verbOf));

  it('ranks a verb by its present forms: sieben (seven), stunden (Stunden), Spanish placer (pleasure) are not drilled', () => {
    // Their infinitives are common words, their forms are not.
    expect(frequencyRank('german', 'sieben')).toBeLessThan(1000);
    expect(frequencyRank('german', 'siebst')).toBeGreaterThan(15000);
    for (const v of ['sieben', 'stunden']) expect([v, asked('german').has(v)]).toEqual([v, false]);
    expect(asked('spanish').has('placer')).toBe(false);
    for (const v of ['sein', 'haben', 'gehen']) expect([v, asked('german').has(v)]).toEqual([v, true]);
    for (const v of ['deber', 'poder', 'hablar']) expect([v, asked('spanish').has(v)]).toEqual([v, true]);
    expect(asked('french').has('placer')).toBe(true); // the French verb is one: je place, nous plaçons
  });

  it('drills no pronominal-only French verb without its “se” (never “je souvenais”) and no “he habido”', () => {
    for (const v of ['souvenir', 'méfier', 'enfuir', 'évanouir'])
      expect([v, asked('french').has(v)]).toEqual([v, false]);
    expect(conjugations.some((d) => /\bsouv[ei]n/.test(d.correct))).toBe(false);
    expect(conjugations.some((d) => d.language === 'spanish' && /\bhabido\b/.test(d.correct))).toBe(false);
  });
});

describe('English irregular verbs against the English dictionary', () => {
  const drafts = [...englishVerbDrafts('full', ['english'])];
  const dictionary = spelling('english');
  it('does not ask a verb whose regular -ed form is a word too (relay: relayed; hang: hanged; lie: lied)', () => {
    const verbs = new Set(drafts.map((d) => /“to (.+?)”/.exec(d.question)![1]));
    for (const v of ['relay', 'hang', 'lie']) expect(verbs.has(v)).toBe(false);
    expect(verbs.has('write')).toBe(true);
  });

  it('asks only verbs with a form the -ed spelling rules do not make: not but (butted), bet (betted) or ban (banned)', () => {
    const verbs = new Set(drafts.map((d) => /“to (.+?)”/.exec(d.question)![1]));
    for (const v of ['but', 'bet', 'ban', 'admit', 'chat']) expect([v, verbs.has(v)]).toEqual([v, false]);
    for (const v of ['write', 'go', 'cut', 'teach']) expect([v, verbs.has(v)]).toEqual([v, true]);
    for (const d of drafts) {
      const verb = /“to (.+?)”/.exec(d.question)![1];
      expect([verb, regularSpelling(verb, d.correct)]).toEqual([verb, false]);
    }
  });

  it('asks no part with two accepted forms (bear: born/borne) and offers no base form as wrong (fit, wet, knit)', () => {
    expect(drafts.some((d) => d.question.includes('“to bear”') && d.category.includes('participle'))).toBe(false);
    for (const d of drafts.filter((x) => x.wrong)) {
      const verb = /“to (.+?)”/.exec(d.question)![1];
      expect(d.wrong).not.toContain(verb);
      for (const w of d.wrong!) if (dictionary.has(w) && w.endsWith('ed')) expect(w).not.toBe(`${verb}ed`);
    }
    for (const d of drafts) expect(words(d.correct).every((w) => dictionary.has(w))).toBe(true);
  });
});
