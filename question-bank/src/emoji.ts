/**
 * Everyday vocabulary from the CLDR emoji annotations: the short name each language gives a picture
 * (🐶 “dog face”, “hondengezicht”, “tête de chien”). CLDR annotates Dutch, English, French, German,
 * Portuguese and Spanish, not Dzongkha or Sango. Per picture: choose the word, choose the meaning,
 * and type the word. Difficulty features: the answer's length and number of words, the kind of
 * question (typing is hardest), and distractor closeness (neighbours in CLDR's emoji order are
 * pictures of the same kind — faces with faces, fruit with fruit — and count as close from level 5).
 */
import type { BankTarget, Draft } from './common';
import { languageNames, locales, pickDistinct, rank } from './common';
import { citations } from './citations';
import { annotations } from './data';

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
    const names: Record<string, string> = {};
    for (const [language, table] of byLanguage) {
      const name = table?.[emoji]?.tts?.[0];
      if (name) names[language] = name.normalize('NFC');
    }
    out.push({ emoji, names });
  }
  return out;
}

const wordLevel = (name: string) =>
  Math.min(4, Math.floor([...name].length / 7)) + Math.min(2, name.split(' ').length - 1);

export function* emojiDrafts(_target: BankTarget, languages: string[]): Generator<Draft> {
  const all = pictures();
  const others = ['dutch', 'french', 'german', 'portuguese', 'spanish'];
  for (const language of languages) {
    const list = all.filter((p) => p.names[language] && p.names.english);
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      const from = language === 'english' ? others[rank(p.emoji) % others.length] : 'english';
      const word = p.names[language];
      const prompt = p.names[from];
      if (!prompt || (language !== 'english' && word === prompt)) continue;
      const base = 1 + wordLevel(word);
      const close = base >= 3;
      // Close distractors: the neighbours in CLDR order; far ones: pictures spread over the whole list.
      const around = close
        ? [1, -1, 2, -2, 3, -3, 4, -4].map((k) => list[i + k])
        : [97, 389, 733, 1201, 1597].map((k) => list[(i + k) % list.length]);
      const names = (l: string) => around.filter(Boolean).map((x) => x.names[l]);
      const shared = { language, category: 'everyday word (emoji name)', citation: citations.cldrAnnotations };
      const wrongWords = pickDistinct(word, names(language));
      if (wrongWords.length === 3)
        yield {
          ...shared,
          level: base + (close ? 1 : 0),
          question: `Which is the ${languageNames[language]} for “${prompt}” ${p.emoji}?`,
          fullQuestion: `${languageNames[from]}: ${prompt}`,
          correct: word,
          wrong: wrongWords,
          questionType: 'multiple_choice',
          knowledgeType: 'vocabulary',
        };
      const wrongMeanings = pickDistinct(prompt, names(from));
      if (wrongMeanings.length === 3)
        yield {
          ...shared,
          level: base + 1 + (close ? 1 : 0),
          question: `What does the ${languageNames[language]} “${word}” mean in ${languageNames[from]}?`,
          fullQuestion: `${languageNames[language]}: ${word}`,
          correct: prompt,
          wrong: wrongMeanings,
          questionType: 'translation',
          knowledgeType: 'translation',
        };
      yield {
        ...shared,
        level: base + 3,
        question: `Type the ${languageNames[language]} for “${prompt}” ${p.emoji}: ___`,
        fullQuestion: `${languageNames[from]}: ${prompt}`,
        correct: word,
        questionType: 'fill_in_the_blank',
        knowledgeType: 'vocabulary',
      };
    }
  }
}
