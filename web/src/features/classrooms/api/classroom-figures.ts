import { answerCountResponse, donutResponse, questionCountResponse } from '@lebe/domain';
import { api, query } from '../../../lib/api-client';

/** The student's own figures in a classroom (GET /api/mydashboards/...?id={classroom}). */
export async function getClassroomFigures(id: string) {
  const [questions, answers, accuracy] = await Promise.all([
    api.get(questionCountResponse, `/api/mydashboards/questioncount${query({ id })}`),
    api.get(answerCountResponse, `/api/mydashboards/answercount${query({ id })}`),
    api.get(donutResponse, `/api/mydashboards/overallaccuracy${query({ id })}`),
  ]);
  return { questionCount: questions.questionCount, answerCount: answers.answerCount, accuracy: accuracy.accuracy };
}
