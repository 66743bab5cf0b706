import { maxLevel, type QuestionFields } from '@lebe/domain';
import { citations } from './citations';
import { languageNames, locales, questionId, rank, type GeneratedQuestion } from './common';
import { allConcepts, kindLabels, type Concept } from './concepts';

/**
 * Difficulty of a name: short, everyday words (months, days) first, then longer and rarer names.
 * Kind weights: calendar words are everyday; languages and regions are mid; currencies are rarest.
 */
function difficulty(concept: Concept, word: string) {
  const kindWeight = { month: 0, weekday: 0, language: 12, region: 8, currency: 20 }[concept.kind];
  return kindWeight + [...word].length + word.split(/\s+/).length * 3;
}

/** Three names of the same kind in `language`: the closest in length at higher levels (harder to tell apart). */
const poolCache = new WeakMap<Concept[], Map<string, string[]>>();

/** The distinct names of one kind in one language (computed once per pool). */
function namesOfKind(pool: Concept[], kind: string, language: string): string[] {
  let byKey = poolCache.get(pool);
  if (!byKey) poolCache.set(pool, (byKey = new Map()));
  const key = `${kind}|${language}`;
  let names = byKey.get(key);
  if (!names) {
    names = [...new Set(pool.filter((c) => c.kind === kind && c.names[language]).map((c) => c.names[language]))];
    byKey.set(key, names);
  }
  return names;
}

const lengths = new Map<string, number>();
const lengthOf = (text: string) => {
  let n = lengths.get(text);
  if (n === undefined) lengths.set(text, (n = [...text].length));
  return n;
};

/** Three names of the same kind in `language`: from level 5 up, the closest in length (harder to tell apart). */
function distractors(pool: Concept[], concept: Concept, language: string, level: number): string[] {
  const right = concept.names[language];
  const rightLength = lengthOf(right);
  return namesOfKind(pool, concept.kind, language)
    .filter((n) => n !== right)
    .map((n) => ({
      n,
      key: (level >= 5 ? Math.abs(lengthOf(n) - rightLength) : 0) * 2 ** 32 + rank(`${concept.code}|${n}`),
    }))
    .sort((a, b) => a.key - b.key)
    .slice(0, 3)
    .map((x) => x.n);
}

interface Draft {
  key: string;
  difficulty: number;
  build(level: number): QuestionFields | null;
}

function base(
  targetLanguage: string,
  level: number,
): Omit<QuestionFields, 'question' | 'answers' | 'questionType' | 'knowledgeType' | 'fullQuestion' | 'category'> {
  return {
    level,
    weight: 1,
    userLanguage: 'english',
    targetLanguage: targetLanguage as QuestionFields['targetLanguage'],
    isFlagged: false,
    citation: citations.cldrIcu,
    textType: 'ai',
  };
}

/** The drafts of one language: per concept, choose the word, choose the meaning, and type the word. */
function drafts(language: string, concepts: Concept[]): Draft[] {
  const named = concepts.filter(
    (c) => c.names[language] && (language === 'english' || c.names[language] !== c.names.english),
  );
  const out: Draft[] = [];
  const others = Object.keys(locales).filter((l) => l !== language);
  for (const c of named) {
    const word = c.names[language];
    const kind = kindLabels[c.kind];
    // English is practised from the other languages' names; the others from English.
    const from = language === 'english' ? others[rank(c.code) % others.length] : 'english';
    const prompt = c.names[from];
    if (!prompt) continue;
    const d = difficulty(c, word);
    out.push({
      key: `${language}|choose|${c.kind}|${c.code}`,
      difficulty: d,
      build: (level) => {
        const wrong = distractors(named, c, language, level);
        if (wrong.length < 3) return null;
        return {
          ...base(language, level),
          question: `Which ${kind} is “${prompt}” in ${languageNames[language]}?`,
          fullQuestion: `${languageNames[from]}: ${prompt}`,
          answers: [{ text: word, isCorrect: true }, ...wrong.map((text) => ({ text, isCorrect: false }))],
          questionType: 'multiple_choice',
          knowledgeType: 'vocabulary',
          category: kind,
        };
      },
    });
    out.push({
      key: `${language}|meaning|${c.kind}|${c.code}`,
      difficulty: d + 2,
      build: (level) => {
        const wrong = distractors(
          concepts.filter((x) => x.names[from]),
          c,
          from,
          level,
        );
        if (wrong.length < 3) return null;
        return {
          ...base(language, level),
          question: `What does the ${languageNames[language]} “${word}” mean in ${languageNames[from]}?`,
          fullQuestion: `${languageNames[language]}: ${word}`,
          answers: [{ text: prompt, isCorrect: true }, ...wrong.map((text) => ({ text, isCorrect: false }))],
          questionType: 'translation',
          knowledgeType: 'translation',
          category: kind,
        };
      },
    });
    out.push({
      key: `${language}|type|${c.kind}|${c.code}`,
      difficulty: d + 6,
      build: (level) => ({
        ...base(language, level),
        question: `Type the ${languageNames[language]} for the ${kind} “${prompt}”: ___`,
        fullQuestion: `${languageNames[from]}: ${prompt}`,
        answers: [{ text: word, isCorrect: true }],
        questionType: 'fill_in_the_blank',
        knowledgeType: 'vocabulary',
        category: kind,
      }),
    });
  }
  return out;
}

/**
 * CLDR names (months, days, languages, regions, currencies): every language's drafts ordered by
 * difficulty and cut into its levels (1 to the language's maximum), so each level holds the next band
 * of harder items and none is empty. Ids hash the draft key (kept from the first bank, so no duplicates).
 */
export function* nameQuestions(languages: string[] = Object.keys(locales)): Generator<GeneratedQuestion> {
  const concepts = allConcepts();
  for (const language of languages) {
    const list = drafts(language, concepts).sort((a, b) => a.difficulty - b.difficulty || (a.key < b.key ? -1 : 1));
    const levels = maxLevel(language);
    for (let i = 0; i < list.length; i++) {
      const level = 1 + Math.floor((i * levels) / list.length);
      const fields = list[i].build(level);
      if (fields) yield { id: questionId(list[i].key), fields };
    }
  }
}
