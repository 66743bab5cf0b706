/**
 * Everyday vocabulary from the CLDR emoji annotations: the short name each language gives a picture
 * (🐶 “dog face”, “hondengezicht”, “tête de chien”). CLDR annotates Dutch, English, French, German,
 * Portuguese and Spanish, not Dzongkha or Sango. Per picture: choose the word, choose the meaning,
 * and type the word. Difficulty features: the answer's length and number of words, the kind of
 * question (typing is hardest), and distractor closeness (neighbours in CLDR's emoji order are
 * pictures of the same kind — faces with faces, fruit with fruit — and count as close from level 5).
 * A picture is asked in a language only where FreeDict confirms its two names as translations
 * (emoji-translations.ts): CLDR names each language's picture on its own.
 */
import type { BankTarget, Draft } from './common';
import { languageNames, locales } from './common';
import { lookAlikes } from './likeness';
import { frequencyBand, frequencyRank, rankedLanguages } from './lexicon';
import { citations } from './citations';
import { annotations } from './data';
import { confirmedPictures } from './emoji-translations';
import { isNounEntry, nounSynonyms } from './noun-compounds';
import { nounWithArticles } from './articles';

interface Picture {
  emoji: string;
  names: Record<string, string>;
}

function pictures(): Picture[] {
  const byLanguage = Object.entries(locales).map(([language, locale]) => [language, annotations(locale)] as const);
  const english = annotations('en') ?? {};
  const out: Picture[] = [];
  for (const emoji of Object.keys(english)) {
    if (!/\p{Extended_Pictographic}/u.test(emoji)) continue; // pictures only, not punctuation or skin tones
    const name = english[emoji]?.tts?.[0];
    // Only plain things, so that the wrong choices are things too (never a zodiac sign beside a door).
    if (!name || !plainThing(emoji, name)) continue;
    const names: Record<string, string> = {};
    for (const [language, table] of byLanguage) {
      const name = table?.[emoji]?.tts?.[0];
      if (name) names[language] = name.normalize('NFC');
    }
    out.push({ emoji, names });
  }
  return out;
}

/**
 * Only pictures of things with a plain everyday name: one or two lower-case English words, each among
 * the 15,000 commonest, none of them a person, a face, a gesture or a sign (“man walking” and “person
 * walking” show the same thing; “BACK arrow”, “ATM sign” and “carp streamer” are labels, not words), and two
 * words only where they are a colour and a thing or a noun WordNet lists (post office; not “film frames”).
 * Names with digits (“1st place medal”) would let a choice be matched on its digits.
 */
const labels =
  /\b(person|people|man|men|woman|women|boy|girl|face|hand|hands|sign|button|symbol|flag|arrow|mark|key|light|skin|tone|family|couple|cross)\b/;
function plainThing(emoji: string, english: string): boolean {
  const words = english.split(' ');
  if (emoji.includes('\u200d')) return false; // a person doing something (🧑‍💼 office worker)
  return (
    words.length <= 2 &&
    /^[a-z][a-z -]*$/.test(english) &&
    !labels.test(english) &&
    words.every((w) => frequencyRank('english', w) <= 15000) &&
    (words.length === 1 || colours.has(words[0]) || isNounEntry(english))
  );
}
/** A colour and a thing (red apple, green book) is a phrase a learner makes; other two-word names must be nouns of their own. */
const colours = new Set([
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'brown',
  'black',
  'white',
  'grey',
  'pink',
]);

/** Words that only join the others (de, van, der, d’): a name's content is its other words. */
const joining =
  /^(de|del|des|du|la|le|les|l|d|da|das|do|dos|em|no|na|van|het|een|der|die|den|dem|von|mit|für|a|à|al|au|aux|et|y|e|en|und|o|os|as|el|los|las|um|uma|un|une|una|uno|ein|eine)$/;
/** The name says more than the English (🏤 post office: “oficina de correos europea”): more content words than it. */
const saysMore = (word: string, english: string) =>
  word
    .toLowerCase()
    .split(/[\s’'-]+/)
    .filter((w) => w && !joining.test(w)).length > english.split(' ').length;

/** Other right English names: WordNet's other words for the name that are its own head (motor scooter: scooter). */
const shorterNames = (english: string) =>
  english.includes(' ')
    ? nounSynonyms(english).filter((w) => english.split(' ').includes(w) || w === english.replace(/ /g, ''))
    : [];

/** A typed name in another language takes its article where the noun's gender is known (articles.ts). */
const typedVariants = (language: string, word: string) => {
  const variants = nounWithArticles(language, word);
  return variants.length ? { variants } : {};
};

/** A picture's name is everyday vocabulary, whatever the word's rank: level 6 at most. */
const topPictureLevel = 6;

const wordLevel = (language: string, name: string) =>
  rankedLanguages.includes(language)
    ? Math.max(...name.split(/[\s-]+/).map((w) => frequencyBand(frequencyRank(language, w)))) +
      Math.min(2, name.split(' ').length - 1)
    : 3;

export function* emojiDrafts(_target: BankTarget, languages: string[]): Generator<Draft> {
  const all = pictures();
  for (const language of languages) {
    const list = all.filter((p) => p.names[language] && p.names.english);
    const name = languageNames[language];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      const word = p.names[language];
      const english = p.names.english;
      if (language !== 'english' && (word === english || saysMore(word, english))) continue;
      // Taught only where a bilingual dictionary confirms the two names as translations (🎼 “musical
      // score” is no “pentagrama”): emoji-translations.ts.
      const confirmed = confirmedPictures(language);
      if (confirmed && !confirmed.has(p.emoji)) continue;
      const base = 1 + wordLevel(language, word);
      const close = base >= 3;
      // Candidates: the neighbours in CLDR order (same kind of picture), and for the first levels pictures
      // spread over the list too; of them, the three that look most like the answer or the word asked.
      const near = [1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6].map((k) => list[i + k]);
      const far = [97, 389, 733, 1201, 1597, 1999].map((k) => list[(i + k) % list.length]);
      const around = close ? near : [...near.slice(0, 4), ...far];
      const names = (l: string) => around.filter(Boolean).map((x) => x.names[l]);
      const shared = { language, category: 'everyday word (emoji name)', citation: citations.cldrAnnotations };
      // English is asked from the picture alone; the other languages from the English name and the picture.
      const prompt = language === 'english' ? `this picture: ${p.emoji}` : `“${english}” ${p.emoji}`;
      const wrongWords = lookAlikes(names(language), word, language === 'english' ? '' : english);
      if (wrongWords.length === 3)
        yield {
          ...shared,
          level: Math.min(topPictureLevel, base + (close ? 1 : 0)),
          question:
            language === 'english' ? `Which English word names ${prompt}` : `Which is the ${name} for ${prompt}?`,
          fullQuestion: `${p.emoji} ${english}${language === 'english' ? '' : ` — ${name}: ${word}`}`,
          correct: word,
          wrong: wrongWords,
          questionType: 'multiple_choice',
          knowledgeType: 'vocabulary',
        };
      const wrongMeanings = lookAlikes(names('english'), english, word);
      if (language !== 'english' && wrongMeanings.length === 3)
        yield {
          ...shared,
          level: Math.min(topPictureLevel, base + 1 + (close ? 1 : 0)),
          question: `What does the ${name} “${word}” mean?`,
          fullQuestion: `${name}: ${word} — English: ${english} ${p.emoji}`,
          correct: english,
          wrong: wrongMeanings,
          questionType: 'translation',
          knowledgeType: 'translation',
        };
      yield {
        ...shared,
        level: Math.min(topPictureLevel, base + 3),
        question:
          language === 'english'
            ? `Type the English name of this picture: ${p.emoji} ___`
            : `Type the ${name} for ${prompt}: ___`,
        fullQuestion: `${p.emoji} ${english}${language === 'english' ? '' : ` — ${name}: ${word}`}`,
        correct: word,
        ...(language === 'english' ? { variants: shorterNames(english) } : typedVariants(language, word)),
        questionType: 'fill_in_the_blank',
        knowledgeType: 'vocabulary',
      };
    }
  }
}
