/**
 * The glossary's coverage (issue 36): of the words of the generated sentences a learner sees (the
 * target-language sentence of each sentence question's full text), the share its glossary knows, per
 * language. The six sentence languages must reach `minimumCoverage`; others are reported as they are.
 */
import { glossCoverage, targetSentence } from '@lebe/domain';
import type { GeneratedQuestion } from './common';

export const minimumCoverage = 0.95;
export const glossedLanguages = ['english', 'french', 'german', 'spanish', 'dutch', 'portuguese'];

interface Row {
  sentences: number;
  words: number;
  known: number;
}

const isSentence = (q: GeneratedQuestion) => q.fields.category.startsWith('sentence') || !!q.fields.glossary;

export function glossaryCoverage() {
  const rows = new Map<string, Row>();
  return {
    add(q: GeneratedQuestion) {
      if (!isSentence(q)) return;
      const f = q.fields;
      const row =
        rows.get(f.targetLanguage) ??
        rows.set(f.targetLanguage, { sentences: 0, words: 0, known: 0 }).get(f.targetLanguage)!;
      const { words, known } = glossCoverage(f.glossary, targetSentence(f.fullQuestion || f.question));
      row.sentences++;
      row.words += words;
      row.known += known;
    },
    share: (language: string) => {
      const row = rows.get(language);
      return row && row.words ? row.known / row.words : 0;
    },
    /** The sentence languages whose coverage is below the minimum. */
    short(): string[] {
      return glossedLanguages.filter((l) => rows.has(l) && this.share(l) < minimumCoverage);
    },
    table(): string {
      const lines = [...rows]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([language, r]) =>
            `| ${language} | ${r.sentences.toLocaleString('en')} | ${r.words.toLocaleString('en')} | ${(r.words ? (100 * r.known) / r.words : 0).toFixed(1)} % |`,
        );
      return ['| language | sentence questions | words | glossed |', '|---|---:|---:|---:|', ...lines].join('\n');
    },
  };
}
