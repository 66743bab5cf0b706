/**
 * The glossary of a generated sentence (issue 36): for each word the generator placed, what its lexicon
 * knows of it: the dictionary form, the English meaning (the CLDR names of the pictures, the verb table's
 * English verbs, the places' English phrases), the gender of a noun and, for a verb form, its infinitive
 * and which form it is. Keyed by the word in lower case, as the learner's card looks it up.
 */
import { glossKey, type GlossEntry, type Glossary } from '@lebe/domain';
import { frenchNounGenders, germanNouns } from '../data';
import { type Colour, type Frame, type Sentence } from './frame';
import { agreement, personSex, romanceGender } from './words';
import { nouns, type Noun, type SentenceLanguage } from './nouns';
import { contractions, placeWordsOf } from './places';

type Gender = GlossEntry['gender'];

const personNames = [
  '1st person singular',
  '2nd person singular',
  '3rd person singular',
  '1st person plural',
  '2nd person plural',
  '3rd person plural',
];

const subjectMeaning: Record<string, string> = {
  I: 'I',
  you: 'you (to a friend)',
  youFormal: 'you (polite)',
  he: 'he',
  she: 'she',
  we: 'we',
  they: 'they',
};

/** The dictionary form of the words whose form differs from it in the sentences: subject pronouns as written elided. */
const elided: Record<string, string> = { 'j’': 'je', 'n’': 'ne', 'l’': 'le, la', 'qu’': 'que', 'd’': 'de' };

const colourLemmas: Record<Colour, Record<SentenceLanguage, string>> = {
  red: { english: 'red', french: 'rouge', german: 'rot', spanish: 'rojo', dutch: 'rood', portuguese: 'vermelho' },
  green: { english: 'green', french: 'vert', german: 'grün', spanish: 'verde', dutch: 'groen', portuguese: 'verde' },
  yellow: {
    english: 'yellow',
    french: 'jaune',
    german: 'gelb',
    spanish: 'amarillo',
    dutch: 'geel',
    portuguese: 'amarelo',
  },
  black: { english: 'black', french: 'noir', german: 'schwarz', spanish: 'negro', dutch: 'zwart', portuguese: 'preto' },
  white: { english: 'white', french: 'blanc', german: 'weiß', spanish: 'blanco', dutch: 'wit', portuguese: 'branco' },
  blue: { english: 'blue', french: 'bleu', german: 'blau', spanish: 'azul', dutch: 'blauw', portuguese: 'azul' },
};

/** The helper verbs of the compound tenses, by language and tense: the dictionary form and what it does. */
const helpers: Partial<Record<SentenceLanguage, Partial<Record<'past' | 'future' | 'do', [string, string]>>>> = {
  english: { do: ['do', 'do (helper verb of questions and “not”)'], future: ['will', 'will (makes the future)'] },
  french: { past: ['avoir', 'to have (helper verb of the past)'] },
  german: { past: ['haben', 'to have (helper verb of the past)'], future: ['werden', 'will (makes the future)'] },
  dutch: { past: ['hebben', 'to have (helper verb of the past)'], future: ['zullen', 'will (makes the future)'] },
  portuguese: { future: ['ir', 'to go (going to: makes the future)'] },
};

const nounGender = (language: SentenceLanguage, noun: Noun): Gender => {
  const sex = personSex(noun.emoji);
  if (language === 'german') {
    if (/(chen|lein)$/.test(noun.singular)) return 'n';
    if (sex) return sex === 'M' ? 'm' : 'f';
    const g = germanNouns()[noun.singular]?.G;
    return g && (g.toLowerCase() as Gender);
  }
  if (language === 'french') {
    const g = sex ?? frenchNounGenders()[noun.singular];
    return g && (g.toLowerCase() as Gender);
  }
  if (language === 'spanish' || language === 'portuguese')
    return (sex ?? romanceGender(noun.singular)) === 'F' ? 'f' : 'm';
  return undefined;
};

const englishNoun = (emoji: string) => nouns('english').find((n) => n.emoji === emoji)?.singular;

/** Words a language writes the same way for what the sentence's roles say of them. */
function closedWord(language: SentenceLanguage, word: string, f: Frame): GlossEntry | undefined {
  const w = word.toLowerCase();
  const table: Record<string, GlossEntry> = {
    ne: { lemma: 'ne … pas', meaning: 'not' },
    'n’': { lemma: 'ne … pas', meaning: 'not' },
    pas: { lemma: 'ne … pas', meaning: 'not' },
    not: { lemma: 'not', meaning: 'not' },
    nicht: { lemma: 'nicht', meaning: 'not' },
    niet: { lemma: 'niet', meaning: 'not' },
    no: { lemma: 'no', meaning: 'not' },
    não: { lemma: 'não', meaning: 'not' },
    'est-ce': { lemma: 'est-ce que', meaning: '(turns the sentence into a yes/no question)' },
    que: { lemma: 'est-ce que', meaning: '(turns the sentence into a yes/no question)' },
    'qu’': { lemma: 'est-ce que', meaning: '(turns the sentence into a yes/no question)' },
    des: { lemma: 'des', meaning: 'some (before a plural)' },
    de: { lemma: 'de', meaning: 'any (after “not”)' },
    'd’': { lemma: 'de', meaning: 'any (after “not”)' },
    keine: { lemma: 'kein', meaning: 'no, not any' },
    geen: { lemma: 'geen', meaning: 'no, not any' },
  };
  if (language === 'english' || !(w in table)) return undefined;
  if (w === 'de' && language !== 'french') return undefined;
  if (w === 'no' && language !== 'spanish') return undefined;
  return f.negative || !['de', 'd’'].includes(w) ? table[w] : undefined;
}

const possessives: Record<string, string> = {
  I: 'my',
  you: 'your',
  youFormal: 'your',
  we: 'our',
  he: 'his',
  she: 'her',
};
/** The English possessive of the subject: his for a man or boy, her for a woman or girl, their for people. */
function possessiveMeaning(f: Frame): string {
  if (['man', 'boy'].includes(f.subject)) return 'his';
  if (['woman', 'girl'].includes(f.subject)) return 'her';
  return possessives[f.subject] ?? 'their';
}

const articleMeaning = (word: string) =>
  ['un', 'une', 'ein', 'eine', 'een', 'um', 'uma', 'una', 'unos', 'unas', 'uns', 'umas'].includes(word.toLowerCase())
    ? 'a'
    : 'the';

interface Context {
  language: SentenceLanguage;
  f: Frame;
  s: Sentence;
  noun: Noun;
}

/** The verb's words: the helper verb of a compound tense, or the verb itself in the form the subject takes. */
function verbEntry({ language, f, s }: Context, i: number, word: string): GlossEntry {
  const lemma = f.verb.lemma[language];
  const meaning = `to ${f.verb.lemma.english}`;
  const person = personNames[agreement(language, f.subject)];
  const finite = i === s.finiteSlot;
  const english = language === 'english';
  const helperKind =
    finite && english && (f.question || f.negative) && f.tense !== 'future'
      ? 'do'
      : finite &&
          (f.tense === 'future'
            ? helpers[language]?.future
            : f.tense === 'past' && !english
              ? helpers[language]?.past
              : undefined)
        ? (f.tense as 'past' | 'future')
        : undefined;
  if (helperKind) {
    const [helper, what] = helpers[language]![helperKind]!;
    const tense = english && helperKind === 'future' ? 'future' : english && f.tense === 'past' ? 'past' : 'present';
    return {
      lemma: helper,
      meaning: what,
      infinitive: helper,
      form: tense === 'future' ? tense : `${tense}, ${person}`,
    };
  }
  if (!finite) {
    const participle = f.tense === 'past' && !english;
    return { lemma, meaning, infinitive: lemma, form: participle ? 'past participle' : 'infinitive' };
  }
  if (word.toLowerCase() === lemma && english) return { lemma, meaning, infinitive: lemma, form: 'infinitive' };
  return { lemma, meaning, infinitive: lemma, form: `${f.tense}, ${person}` };
}

function nounEntry({ language }: Context, noun: Noun, plural: boolean): GlossEntry {
  const gender = nounGender(language, noun);
  return {
    lemma: noun.singular,
    meaning: englishNoun(noun.emoji) ?? noun.singular,
    ...(gender ? { gender } : {}),
    ...(plural ? { form: 'plural' } : {}),
  };
}

function subjectEntry(c: Context, word: string): GlossEntry | undefined {
  const { language, f } = c;
  const key = word.toLowerCase();
  if (subjectMeaning[f.subject]) {
    if (language === 'portuguese' && f.subject === 'youFormal')
      return { lemma: 'o senhor', meaning: 'you (polite, to a man; a senhora to a woman)' };
    return { lemma: elided[key] ?? key, meaning: subjectMeaning[f.subject] };
  }
  const base =
    ({ men: 'man', women: 'woman', boys: 'boy', girls: 'girl' } as Record<string, string>)[f.subject] ?? f.subject;
  const emoji = { man: '👨', woman: '👩', boy: '👦', girl: '👧' }[base];
  const person = nouns(language).find((n) => n.emoji === emoji);
  if (!person) return undefined;
  if (key === person.singular.toLowerCase() || key === person.plural.toLowerCase())
    return nounEntry(c, person, key === person.plural.toLowerCase() && key !== person.singular.toLowerCase());
  return { lemma: elided[key] ?? key, meaning: articleMeaning(key) };
}

function placeEntry({ language, f }: Context, word: string): GlossEntry | undefined {
  if (!f.place) return undefined;
  const here = placeWordsOf(language, f.place);
  const english = placeWordsOf('english', f.place);
  const key = word.toLowerCase();
  const englishNounWord = english.noun.replace(/^the /, '');
  if (key === here.noun.toLowerCase() || key === here.noun.toLowerCase().split(' ').pop()) {
    const gender = here.gender === 'bare' ? undefined : (here.gender.toLowerCase() as Gender);
    return { lemma: here.noun, meaning: englishNounWord, ...(gender ? { gender } : {}) };
  }
  const prep = here.prep.split(' ');
  if (prep.includes(key)) return { lemma: here.prep, meaning: english.prep };
  const fused = Object.entries(contractions[language]).find(([, short]) => short === key);
  if (fused) return { lemma: fused[0].replace(' ', ' + '), meaning: `${english.prep} the` };
  return { lemma: elided[key] ?? key, meaning: 'the' };
}

function entryOf(c: Context, i: number): GlossEntry | undefined {
  const { language, f, s, noun } = c;
  const word = s.tokens[i];
  const key = word.toLowerCase();
  switch (s.roles[i]) {
    case 'subject':
      return subjectEntry(c, word);
    case 'finite':
    case 'nonfinite':
      return verbEntry(c, i, word);
    case 'object':
      return nounEntry(c, noun, true);
    case 'adjective': {
      const lemma = f.colour ? colourLemmas[f.colour][language] : key;
      return { lemma, meaning: f.colour ?? key };
    }
    case 'adverb':
      return { lemma: key, meaning: f.tense === 'past' ? 'yesterday' : 'tomorrow' };
    case 'pronoun': {
      const sex = personSex(noun.emoji);
      const meaning = sex === 'M' ? 'him' : sex === 'F' ? 'her' : `them (the ${englishPlural(noun)})`;
      return { lemma: elided[key] ?? key, meaning };
    }
    case 'place':
      return placeEntry(c, word);
    case 'determiner':
      return closedWord(language, word, f) ?? { lemma: key, meaning: possessiveMeaning(f) };
    case 'negation':
    case 'particle':
      return closedWord(language, word, f) ?? (language === 'english' ? { lemma: key, meaning: key } : undefined);
    default:
      return undefined;
  }
}

const englishPlural = (noun: Noun) => nouns('english').find((n) => n.emoji === noun.emoji)?.plural ?? noun.plural;

/**
 * The glossary of a realised sentence: one entry per word form (the first meaning a form has in the
 * sentence stands, with any other joined to it: Portuguese “o” as “the” and “him”).
 */
export function sentenceGlossary(language: SentenceLanguage, f: Frame, s: Sentence): Glossary {
  const noun = nouns(language).find((n) => n.emoji === f.object);
  const out: Glossary = {};
  if (!noun) return out;
  const c: Context = { language, f, s, noun };
  s.tokens.forEach((token, i) => {
    const entry = entryOf(c, i);
    if (!entry) return;
    // A token of several words (“the kitchen”) glosses each word.
    for (const part of token.split(' ')) {
      const key = glossKey(part);
      const had = out[key];
      if (!had) out[key] = entry;
      else if (had.meaning !== entry.meaning && !had.meaning.includes(entry.meaning))
        out[key] = { ...had, meaning: `${had.meaning}; ${entry.meaning}` };
    }
  });
  return out;
}
