import type { KnowledgeType, QuestionType } from '@lebe/domain';
import { api, query, type UserInfo } from '../../shared';

export interface PracticeAnswer {
  text: string;
  isCorrect: boolean;
  fragment?: string;
}

/** A question as GET /api/questions answers it (SPEC §3 Question). */
export interface PracticeQuestion {
  _id: string;
  question: string;
  answers: PracticeAnswer[];
  category: string;
  level: number;
  weight: number;
  fullQuestion: string;
  questionType: QuestionType;
  userLanguage: string;
  targetLanguage: string;
  isFlagged: boolean;
  citation: string;
  textType: string;
  knowledgeType: KnowledgeType;
}

/** initializeParameters in browser storage (SPEC §3). */
export interface PracticeParameters {
  userLanguage: string;
  targetLanguage: string;
  level: number;
}

export type Score = 'correct' | 'partial' | 'incorrect';
export const scoreOf = (result: number): Score => (result >= 1 ? 'correct' : result <= 0 ? 'incorrect' : 'partial');

export const practiceApi = {
  next: (p: PracticeParameters) =>
    api.get<PracticeQuestion>(
      `/api/questions${query({ level: p.level, targetLanguage: p.targetLanguage, userLanguage: p.userLanguage })}`,
    ),
  record: (question: string, answer: string, result: number) =>
    api.post('/api/dashboards', { question, answer, score: scoreOf(result), pointscore: result }),
  saveLevel: (user: string, language: string, level: number) =>
    api.put<UserInfo>(`/api/users/${user}/levels`, { language, level }),
  flag: (body: Record<string, unknown>) => api.post('/api/flags', body),
  saveToNotebook: (body: Record<string, unknown>) => api.post('/api/notebooks', body),
};
