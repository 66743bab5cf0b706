import { describe, expect, it } from '@jest/globals';
import { spelling } from '../lexicon';
import { frames } from './index';
import { realise, type Frame, type SubjectKey } from './build';
import { sentenceLanguages, type SentenceLanguage } from './nouns';
import { sentenceQuestions } from './questions';
import { verbConcepts, type Tense, type VerbKey } from './verbs';

const verb = (key: VerbKey) => verbConcepts.find((v) => v.key === key)!;
const frame = (
  subject: SubjectKey,
  key: VerbKey,
  object: string,
  tense: Tense = 'present',
  negative = false,
): Frame => ({
  subject,
  verb: verb(key),
  object,
  tense,
  negative,
});
const text = (language: SentenceLanguage, f: Frame) => realise(language, f)?.text;

describe('sentences agree and keep each language’s word order', () => {
  it('French: des becomes de under negation, je and ne elide, the passé composé takes avoir', () => {
    expect(text('french', frame('I', 'eat', '🍌'))).toBe('Je mange des bananes.');
    expect(text('french', frame('I', 'eat', '🍌', 'present', true))).toBe('Je ne mange pas de bananes.');
    expect(text('french', frame('I', 'buy', '🥚', 'present', true))).toBe('Je n’achète pas d’œufs.');
    expect(text('french', frame('I', 'eat', '🍌', 'past'))).toBe('J’ai mangé des bananes hier.');
    expect(text('french', frame('girls', 'see', '🐕', 'future'))).toBe('Les filles verront des chiens demain.');
  });

  it('German: verb second, participle and infinitive last, kein for a denied plural, the article by sex or diminutive', () => {
    expect(text('german', frame('I', 'eat', '🍌', 'past'))).toBe('Ich habe gestern Bananen gegessen.');
    expect(text('german', frame('girl', 'eat', '🍌', 'present', true))).toBe('Das Mädchen isst keine Bananen.');
    expect(text('german', frame('boy', 'buy', '🥚', 'future'))).toBe('Der Junge wird morgen Eier kaufen.');
  });

  it('Dutch: het for a diminutive, geen, hebben with the participle last', () => {
    expect(text('dutch', frame('girl', 'eat', '🍌', 'past', true))).toBe(
      'Het meisje heeft gisteren geen bananen gegeten.',
    );
    expect(text('dutch', frame('he', 'buy', '🥚'))).toBe('Hij koopt eieren.');
  });

  it('Spanish and Portuguese: no/não before the verb, articles by number and sex, ir + infinitive', () => {
    expect(text('spanish', frame('girls', 'eat', '🍌', 'past', true))).toBe('Las niñas no comieron plátanos ayer.');
    expect(text('spanish', frame('I', 'buy', '🍋'))).toBe('Yo compro limones.');
    expect(text('portuguese', frame('we', 'eat', '🍌', 'future'))).toBe('Nós vamos comer bananas amanhã.');
    expect(text('portuguese', frame('man', 'see', '🐎', 'past'))).toBe('O homem viu cavalos ontem.');
  });

  it('English: do-support in denials, the simple past with yesterday', () => {
    expect(text('english', frame('she', 'eat', '🍌', 'present', true))).toBe('She does not eat bananas.');
    expect(text('english', frame('boys', 'buy', '🥚', 'past'))).toBe('The boys bought eggs yesterday.');
  });

  it('spells every word of every sentence as the language’s Hunspell dictionary does (0 unknown words)', () => {
    for (const language of sentenceLanguages) {
      const dictionary = spelling(language);
      const unknown = new Set<string>();
      for (const f of frames(language)) {
        const s = realise(language, f);
        if (!s) continue;
        for (const t of [s.text, ...s.variants])
          for (const w of t
            .replace(/\.$/, '')
            .replace(/’(?=t\b)/g, "'")
            .split(/\s+|(?<=’)/)) {
            const word = w.replace(/’$/, '');
            if (!dictionary.has(word) && !dictionary.has(word[0].toLowerCase() + word.slice(1))) unknown.add(word);
          }
      }
      expect([language, [...unknown]]).toEqual([language, []]);
    }
  });
});

describe('sentence questions', () => {
  const sample = (language: SentenceLanguage) => [...frames(language)].filter((_, i) => i % 37 === 0);

  it('offers as wrong translations only sentences that mean something else, never a variant of the right one', () => {
    for (const language of sentenceLanguages)
      for (const f of sample(language))
        for (const q of sentenceQuestions(language, f)) {
          if (!q.wrong) continue;
          expect(q.wrong).not.toContain(q.correct);
          expect(new Set(q.wrong).size).toBe(3);
          for (const v of q.variants ?? []) expect(q.wrong).not.toContain(v);
        }
  });

  it('makes the wrong choices of grammar questions sentences no subject makes right', () => {
    for (const language of sentenceLanguages) {
      const right = new Set<string>();
      for (const f of frames(language)) {
        const s = realise(language, f);
        if (s) [s.text, ...s.variants].forEach((t) => right.add(t));
      }
      for (const f of sample(language))
        for (const q of sentenceQuestions(language, f))
          if (q.shape === 'correct' || q.shape === 'order') for (const w of q.wrong!) expect(right.has(w)).toBe(false);
    }
  });

  it('never blanks a verb whose answer stands in the cue (German wir essen, English they eat)', () => {
    const questions = [...sentenceQuestions('german', frame('we', 'eat', '🍌'))];
    expect(questions.some((q) => q.shape === 'fill-verb')).toBe(false);
    const english = [...sentenceQuestions('english', frame('he', 'eat', '🍌'))].find((q) => q.shape === 'fill-verb');
    expect(english?.question).toBe('Fill in the verb: He ___ bananas. (eat)');
    expect(english?.correct).toBe('eats');
  });
});

describe('typed English accepts every reading a teacher accepts', () => {
  const typed = (language: SentenceLanguage, f: Frame) => {
    const q = [...sentenceQuestions(language, f)].find((x) => x.shape === 'type-english')!;
    return [q.correct, ...(q.variants ?? [])].slice(0, 21);
  };

  it('the simple present as a progressive, the future with going to, the time adverb first', () => {
    expect(typed('german', frame('I', 'eat', '🍌'))).toEqual(
      expect.arrayContaining(['I am eating bananas.', 'I’m eating bananas.']),
    );
    expect(typed('french', frame('boy', 'eat', '🍌', 'present', true))).toEqual(
      expect.arrayContaining(['The boy is not eating bananas.', 'The boy isn’t eating bananas.']),
    );
    expect(typed('spanish', frame('we', 'eat', '🍌', 'future'))).toEqual(
      expect.arrayContaining(['We are going to eat bananas tomorrow.', 'Tomorrow we will eat bananas.']),
    );
    expect(typed('dutch', frame('she', 'eat', '🍌', 'past'))).toEqual(
      expect.arrayContaining(['Yesterday she ate bananas.']),
    );
    // States take no progressive: “I am wanting bananas” is not offered as right.
    expect(typed('german', frame('I', 'want', '🍌')).some((t) => /wanting/.test(t))).toBe(false);
  });

  it('German “Sie” with a plural verb as “they” and the formal “you”', () => {
    expect(typed('german', frame('they', 'eat', '🍌'))).toEqual(
      expect.arrayContaining(['You eat bananas.', 'They eat bananas.']),
    );
    expect(typed('german', frame('she', 'eat', '🍌')).some((t) => /^You/.test(t))).toBe(false);
  });

  it('spells every accepted reading with words of the English dictionary', () => {
    const dictionary = spelling('english');
    for (const f of [
      frame('girls', 'buy', '🍌', 'future', true),
      frame('I', 'buy', '🍌'),
      frame('they', 'eat', '🍌', 'past'),
    ])
      for (const t of typed('german', f))
        for (const w of t.split(/[\s.,]+/).filter(Boolean))
          expect([w, dictionary.has(w) || dictionary.has(w.toLowerCase()) || /’/.test(w)]).toEqual([w, true]);
  });
});
