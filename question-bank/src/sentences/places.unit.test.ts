import { describe, expect, it } from '@jest/globals';
import { frenchNounGenders, frenchVerbs, germanNouns } from '../data';
import { spelling } from '../lexicon';
import { frames } from './index';
import { type Frame, type SubjectKey } from './frame';
import { realise } from './realise';
import { personSex, romanceGender } from './words';
import { nouns, sentenceLanguages, type SentenceLanguage } from './nouns';
import { placeNouns, placesFor, placesOf, type PlaceKey } from './places';
import { sentenceQuestions } from './questions';
import { verbConcepts, type Tense, type VerbKey } from './verbs';

const verb = (key: VerbKey) => verbConcepts.find((v) => v.key === key)!;
const frame = (
  subject: SubjectKey,
  key: VerbKey,
  object: string,
  more: Partial<Frame> = {},
  tense: Tense = 'present',
) => ({ subject, verb: verb(key), object, tense, negative: false, ...more }) as Frame;
const said = (language: SentenceLanguage, f: Frame) => {
  const s = realise(language, f);
  return s ? [s.text, ...s.variants] : [];
};
const text = (language: SentenceLanguage, f: Frame) => realise(language, f)?.text;

describe('prepositional phrases of place', () => {
  it('contract the preposition with the article as each language must', () => {
    const at = (language: SentenceLanguage, object: string, place: PlaceKey, v: VerbKey = 'eat') =>
      text(language, frame('I', v, object, { place }));
    expect(at('french', '🥚', 'market', 'buy')).toBe('J’achète des œufs au marché.');
    expect(at('french', '🍌', 'kitchen')).toBe('Je mange des bananes dans la cuisine.');
    expect(at('french', '🍌', 'school')).toBe('Je mange des bananes à l’école.');
    expect(at('german', '🐦', 'garden', 'see')).toBe('Ich sehe Vögel im Garten.');
    expect(at('german', '🚆', 'station', 'see')).toBe('Ich sehe Züge am Bahnhof.');
    expect(at('german', '🍌', 'kitchen')).toBe('Ich esse Bananen in der Küche.');
    expect(text('spanish', frame('I', 'find', '🔑', { place: 'underSofa', possessive: true }))).toBe(
      'Yo encuentro mis llaves debajo del sofá.',
    );
    expect(text('portuguese', frame('I', 'find', '🔑', { place: 'underTable', possessive: true }))).toBe(
      'Eu encontro minhas chaves debaixo da mesa.',
    );
    expect(at('portuguese', '🍌', 'kitchen')).toBe('Eu como bananas na cozinha.');
    expect(at('portuguese', '🥚', 'market', 'buy')).toBe('Eu compro ovos no mercado.');
    expect(at('dutch', '🦆', 'park', 'see')).toBe('Ik zie eenden in het park.');
    expect(at('english', '🐘', 'zoo', 'see')).toBe('I see elephants at the zoo.');
  });

  it('never leaves a contraction undone in a sentence or accepted variant (à le, de el, em o …; one frame in four)', () => {
    // The contractions the grammars make obligatory: Grevisse, Le Bon Usage §580; RAE, Ortografía 4.2.4;
    // Cunha & Cintra, Nova gramática do português contemporâneo (combinação das preposições com o artigo).
    const never: Partial<Record<SentenceLanguage, RegExp>> = {
      french: /\b(à|de) (le|les) /i,
      spanish: /(^|\s)(a|de) el /i,
      portuguese: /(^|\s)(em|de) (o|a|os|as) /i,
    };
    for (const language of ['french', 'spanish', 'portuguese'] as const)
      for (const [i, f] of [...frames(language)].filter((g) => g.place).entries())
        if (i % 4 === 0) for (const t of said(language, f)) expect([t, never[language]!.test(t)]).toEqual([t, false]);
  });

  it('takes its genders from the data: Lefff (French), german-pos-dict (German, a compound by its head)', () => {
    for (const p of placeNouns('french'))
      if (p.gender !== 'bare') expect([p.noun, frenchNounGenders()[p.noun]]).toEqual([p.noun, p.gender]);
    for (const p of placeNouns('german')) {
      const head = p.noun === 'Bauernhof' ? 'Hof' : p.noun;
      expect([p.noun, germanNouns()[head]?.G]).toEqual([p.noun, p.gender]);
    }
  });

  it('Spanish and Portuguese place genders follow the -a / -ión / -ção rule; Dutch het-words as the Woordenlijst lists them', () => {
    for (const language of ['spanish', 'portuguese'] as const)
      for (const p of placeNouns(language)) {
        const rule = /(a|ión|ção)$/.test(p.noun) ? 'F' : 'M';
        expect([p.noun, p.gender]).toEqual([p.noun, rule]);
      }
    // Woordenlijst Nederlandse Taal: het park, het station, het bed; de keuken, tuin, markt, boerderij, dierentuin, tafel, bank.
    const het = new Set(['park', 'station', 'bed']);
    for (const p of placeNouns('dutch'))
      if (p.gender !== 'bare') expect([p.noun, p.gender === 'N']).toEqual([p.noun, het.has(p.noun)]);
  });

  it('is said only where the verb is said of the thing (selectional restrictions), and only affirmatively', () => {
    for (const language of sentenceLanguages)
      for (const f of frames(language))
        if (f.place) {
          expect(placesOf(f.verb.key, f.object)).toContain(f.place);
          expect(f.negative || f.question || f.colour).toBeFalsy();
        }
    // Nothing big or wild under the bed: only one's small things are found there.
    expect(Object.keys(placesFor.underBed)).toEqual(['find']);
    expect(placesOf('see', '🐘')).toEqual(['zoo']);
    expect(placesOf('eat', '🍍')).toEqual(['kitchen']);
  });

  it('accepts the place first, before the object in German and Dutch, and the other words for the place', () => {
    const f = frame('I', 'eat', '🍌', { place: 'kitchen' });
    expect(said('german', f)).toEqual(
      expect.arrayContaining(['Ich esse in der Küche Bananen.', 'In der Küche esse ich Bananen.']),
    );
    expect(said('dutch', frame('I', 'find', '🔑', { place: 'onTable', possessive: true }))).toEqual(
      expect.arrayContaining(['Ik vind mijn sleutels op tafel.', 'Ik vind mijn sleutels op de tafel.']),
    );
    expect(said('spanish', frame('I', 'eat', '🍌', { place: 'kitchen' }, 'past'))).toEqual(
      expect.arrayContaining(['En la cocina, comí plátanos ayer.', 'Yo comí plátanos ayer en la cocina.']),
    );
    expect(said('french', frame('we', 'see', '🦆', { place: 'park' }))).toEqual(
      expect.arrayContaining(['Nous voyons des canards au parc.', 'Nous voyons des canards dans le parc.']),
    );
    expect(said('english', f)).toEqual(expect.arrayContaining(['In the kitchen, I eat bananas.']));
  });

  it('asks the contracted article and offers the uncontracted one as the wrong choice', () => {
    const qs = [...sentenceQuestions('german', frame('I', 'see', '🐦', { place: 'garden' }))];
    const fill = qs.find((q) => q.shape === 'fill-article')!;
    expect(fill.question).toBe('Fill in the preposition with its article: Ich sehe Vögel ___ Garten.');
    expect([fill.correct, ...(fill.variants ?? [])]).toEqual(['im', 'in dem', 'in einem']);
    const french = [...sentenceQuestions('french', frame('I', 'buy', '🥚', { place: 'market' }))];
    expect(french.find((q) => q.shape === 'correct')!.wrong).toContain('J’achète des œufs à le marché.');
  });
});

describe('object pronouns', () => {
  // The direct object pronouns as the grammars give them (him, her, them masculine, them feminine): Grevisse
  // §657; Duden-Grammatik (Akkusativ ihn, sie, sie); RAE, Nueva gramática §16.2; Cunha & Cintra (pronomes
  // oblíquos átonos); ANS (hem, haar, ze).
  const grammar: Record<SentenceLanguage, [string[], string[], string[], string[]]> = {
    english: [['him'], ['her'], ['them'], ['them']],
    french: [['le', 'l’'], ['la', 'l’'], ['les'], ['les']],
    german: [['ihn'], ['sie'], ['sie'], ['sie']],
    spanish: [['lo'], ['la'], ['los'], ['las']],
    dutch: [['hem'], ['haar'], ['ze'], ['ze']],
    portuguese: [['o'], ['a'], ['os'], ['as']],
  };

  it('agree with what they stand for, as the grammars give them', () => {
    for (const language of sentenceLanguages)
      for (const f of frames(language))
        if (f.pronoun) {
          const s = realise(language, f);
          if (!s) continue;
          const noun = nouns(language).find((n) => n.emoji === f.object)!;
          const sex = personSex(f.object);
          const feminine = sex ? sex === 'F' : romanceGender(noun.singular) === 'F';
          expect([s.text, grammar[language][(sex ? 0 : 2) + (feminine ? 1 : 0)]]).toEqual([
            s.text,
            expect.arrayContaining([s.tokens[s.pronoun!.slot]]),
          ]);
        }
  });

  it('stand where each language puts them', () => {
    expect(text('french', frame('I', 'eat', '🍌', { pronoun: true }))).toBe('Je les mange.');
    expect(text('french', frame('I', 'eat', '🍌', { pronoun: true, negative: true }, 'past'))).toBe(
      'Je ne les ai pas mangées hier.',
    );
    expect(text('french', frame('we', 'see', '👩', { pronoun: true }, 'past'))).toBe('Nous l’avons vue hier.');
    expect([...frames('english')].some((f) => f.pronoun && f.subject === 'she' && f.object === '👩')).toBe(false);
    expect(text('french', frame('I', 'buy', '🥕', { pronoun: true }, 'future'))).toBe('Je les achèterai demain.');
    expect(text('german', frame('I', 'see', '👨', { pronoun: true }))).toBe('Ich sehe ihn.');
    expect(text('german', frame('I', 'eat', '🍌', { pronoun: true, negative: true }, 'past'))).toBe(
      'Ich habe sie gestern nicht gegessen.',
    );
    expect(text('spanish', frame('I', 'eat', '🍐', { pronoun: true }))).toBe('Yo las como.');
    expect(text('spanish', frame('I', 'see', '👨', { pronoun: true, negative: true }))).toBe('Yo no lo veo.');
    expect(text('portuguese', frame('I', 'see', '👩', { pronoun: true }))).toBe('Eu a vejo.');
    expect(text('dutch', frame('I', 'see', '👩', { pronoun: true }, 'past'))).toBe('Ik heb haar gisteren gezien.');
    expect(text('english', frame('I', 'see', '👨', { pronoun: true }))).toBe('I see him.');
  });

  it('make the French participle agree with the pronoun before it, as Lefff spells the form', () => {
    for (const f of frames('french'))
      if (f.pronoun && f.tense === 'past') {
        const s = realise('french', f);
        if (!s) continue;
        const noun = nouns('french').find((n) => n.emoji === f.object)!;
        const sex = personSex(f.object);
        const gender = sex ?? frenchNounGenders()[noun.singular];
        const K = frenchVerbs()[f.verb.lemma.french].K;
        expect(s.tokens).toContain(K[(gender === 'F' ? 2 : 0) + (sex ? 0 : 1)]);
      }
  });

  it('accept the other right placements and readings: Portugal’s enclisis, Spanish leísmo, it for him', () => {
    expect(said('portuguese', frame('I', 'see', '👩', { pronoun: true }))).toEqual(
      expect.arrayContaining(['Eu a vejo.', 'Eu vejo-a.', 'Vejo-a.']),
    );
    expect(said('portuguese', frame('we', 'eat', '🍌', { pronoun: true }))).toEqual(
      expect.arrayContaining(['Nós comemo-las.', 'Comemo-las.']),
    );
    // “As como” opens with its pronoun: not offered.
    expect(said('portuguese', frame('I', 'eat', '🍌', { pronoun: true }))).not.toContain('As como.');
    expect(said('spanish', frame('I', 'see', '👨', { pronoun: true }))).toEqual(
      expect.arrayContaining(['Yo lo veo.', 'Yo le veo.', 'Lo veo.']),
    );
    const typed = [...sentenceQuestions('french', frame('I', 'see', '👨', { pronoun: true }))].find(
      (q) => q.shape === 'type-english',
    )!;
    expect([typed.correct, ...(typed.variants ?? [])]).toEqual(expect.arrayContaining(['I see him.', 'I see it.']));
  });

  it('say in a verb cue what the pronoun stands for where the participle agrees with it', () => {
    const fill = (f: Frame) => [...sentenceQuestions('french', f)].find((q) => q.shape === 'fill-verb')!;
    const her = fill(frame('I', 'see', '👩', { pronoun: true }, 'past'));
    expect([her.question, her.correct]).toEqual(['Fill in the verb: Je l’ai ___ hier. (voir; her)', 'vue']);
    const them = fill(frame('I', 'eat', '🍌', { pronoun: true }, 'past'));
    expect([them.question, them.correct]).toEqual([
      'Fill in the verb: Je les ai ___ hier. (manger; them = the bananas)',
      'mangées',
    ]);
  });

  it('say in the prompt what “them” stands for where the pronoun agrees with it', () => {
    const q = [...sentenceQuestions('spanish', frame('I', 'eat', '🍐', { pronoun: true }))];
    expect(q.find((x) => x.shape === 'type-target')!.question).toBe(
      'Type the Spanish for “I eat them.” (them = the pears): ___',
    );
    const fill = q.find((x) => x.shape === 'fill-article')!;
    expect([fill.question, fill.correct]).toEqual(['Fill in the pronoun: Yo ___ como. (them = the pears)', 'las']);
  });

  it('spell the Portuguese verb with its pronoun after it as Hunspell spells the verb', () => {
    const dictionary = spelling('portuguese');
    for (const f of frames('portuguese'))
      if (f.pronoun)
        for (const t of said('portuguese', f))
          for (const w of t.match(/\p{L}+-(?:l|n)?(?:os|as|o|a)\b/gu) ?? []) {
            const [verbPart, clitic] = w.split('-');
            const form = /^l/.test(clitic) ? `${verbPart}s` : verbPart;
            expect([w, dictionary.has(form.toLowerCase())]).toEqual([w, true]);
          }
  });
});
