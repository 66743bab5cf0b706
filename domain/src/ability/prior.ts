import { knowledgeTypes, questionTypes, type KnowledgeType, type QuestionType } from '../questions/question';
import { levelDifficulty } from './levels';

/**
 * A new question's difficulty before anyone answers it, from what its generator knows: level, type,
 * knowledge type, how rare its rarest word is, how long its answer is, how many options it offers.
 * The coefficients are fitted (ridge regression towards the level-only default) on questions with enough
 * answers and recorded as an event, so a replay of the log computes the same priors.
 */
export interface ItemFeatures {
  level: number;
  questionType: QuestionType;
  knowledgeType: KnowledgeType | '';
  /** Words in the sentence or phrase the learner must produce or recognise. */
  words: number;
  /** Choices offered (0 for a typed answer). */
  options: number;
  /** Frequency rank of the rarest word, when the generator knows it. */
  rarestRank?: number;
}

const typeFeatures = questionTypes.slice(1).map((t) => `type:${t}`);
const knowledgeFeatures = knowledgeTypes.slice(1).map((k) => `knowledge:${k}`);
export const priorFeatureNames = [
  'intercept',
  'level',
  ...typeFeatures,
  ...knowledgeFeatures,
  'words',
  'log10Rank',
  'rankUnknown',
  'options',
] as const;

/** Ranks are unknown for hand-written questions: the feature then takes a middling value and a flag. */
const typicalLog10Rank = 3;

export function featureVector(f: ItemFeatures): number[] {
  const known = f.rarestRank !== undefined && f.rarestRank > 0;
  return [
    1,
    f.level,
    ...questionTypes.slice(1).map((t) => (f.questionType === t ? 1 : 0)),
    ...knowledgeTypes.slice(1).map((k) => (f.knowledgeType === k ? 1 : 0)),
    Math.min(f.words, 30),
    known ? Math.log10(f.rarestRank!) : typicalLog10Rank,
    known ? 0 : 1,
    f.options,
  ];
}

export interface DifficultyPrior {
  features: string[];
  coefficients: number[];
}

/** Before any fit: difficulty by level alone (see `levelDifficulty`). */
export const defaultPrior: DifficultyPrior = {
  features: [...priorFeatureNames],
  coefficients: priorFeatureNames.map((name) =>
    name === 'intercept' ? levelDifficulty(0) : name === 'level' ? levelDifficulty(1) - levelDifficulty(0) : 0,
  ),
};

export function priorDifficulty(prior: DifficultyPrior, features: ItemFeatures): number {
  const x = featureVector(features);
  return x.reduce((sum, value, i) => sum + value * (prior.coefficients[i] ?? 0), 0);
}

export interface CalibratedItem {
  features: ItemFeatures;
  /** The item's difficulty estimated from its answers. */
  b: number;
  /** How much the estimate counts (e.g. its number of answers, or 1 / its variance). */
  weight: number;
}

/**
 * Weighted ridge regression of calibrated difficulties on the features, shrunk towards `towards` with
 * strength `ridge`: with few items the result stays near the default, with many it follows the data.
 * Deterministic (Gaussian elimination with partial pivoting).
 */
export function fitPrior(items: readonly CalibratedItem[], ridge = 10, towards: DifficultyPrior = defaultPrior) {
  const k = priorFeatureNames.length;
  const a = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? ridge : 0)));
  const rhs = towards.coefficients.map((c) => ridge * c);
  for (const item of items) {
    const x = featureVector(item.features);
    for (let i = 0; i < k; i++) {
      rhs[i] += item.weight * x[i] * item.b;
      for (let j = 0; j < k; j++) a[i][j] += item.weight * x[i] * x[j];
    }
  }
  return { features: [...priorFeatureNames], coefficients: solve(a, rhs) } satisfies DifficultyPrior;
}

function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const m = matrix.map((row, i) => [...row, vector[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < n; r++) {
      if (r === col || m[col][col] === 0) continue;
      const factor = m[r][col] / m[col][col];
      for (let c = col; c <= n; c++) m[r][c] -= factor * m[col][c];
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}
