import { api, query } from '../../shared';

/** SPEC §3 Classroom, as the API answers it (the keycode never comes back). */
export interface Classroom {
  _id: string;
  classroomCode: string;
  name: string;
  title: string;
  teacher: string;
  description: string;
  base_language: string;
  target_language: string;
}

export interface Student {
  _id: string;
  classroom: string;
  studentName: string;
  student: { _id: string; name: string };
  figures?: { questionCount: number; answerCount: number; accuracy: number };
}

export interface FollowedClassroom extends Omit<Student, 'classroom'> {
  classroom: Classroom;
}

export interface Answer {
  text: string;
  isCorrect: boolean;
  fragment?: string;
}

export interface Question {
  _id: string;
  question: string;
  answers: Answer[];
  category: string;
  level: number;
  weight: number;
  fullQuestion: string;
  questionType: 'multiple_choice' | 'fill_in_the_blank' | 'translation' | 'conjugation';
  userLanguage: string;
  targetLanguage: string;
  isFlagged: boolean;
  citation: string;
  textType: string;
  knowledgeType: string;
}

export interface QuestionPage {
  questions: Question[];
  page: number;
  pages: number;
}

export interface ClassLogin {
  _id: string;
  title: string;
  teacher: string;
  description: string;
  ticket: string;
}

export const classroomsApi = {
  mine: () => api.get<{ classrooms: Classroom[]; page: number; pages: number }>('/api/classrooms/myclassrooms'),
  details: (id: string) => api.get<Classroom>(`/api/classrooms/${id}`),
  create: (body: object) => api.post<Classroom>('/api/classrooms', body),
  update: (id: string, body: object) => api.put<Classroom>(`/api/classrooms/${id}`, body),
  remove: (id: string) => api.del(`/api/classrooms/${id}`),
  classLogin: (classroomCode: string, password: string) =>
    api.post<ClassLogin>('/api/classrooms/classlogin', { classroomCode, password }),
  join: (classroom: string, studentName: string, ticket: string) =>
    api.post<FollowedClassroom>('/api/followers', { classroom, studentName, ticket }),
  followed: () => api.get<FollowedClassroom[]>('/api/followers/myfollowedclassrooms'),
  students: (classroom: string) => api.get<Student[]>(`/api/followers/mystudents${query({ classroom })}`),
  removeFollower: (id: string) => api.del(`/api/followers/${id}`),
};

export const myQuestionsApi = {
  list: (keyword: string, pageNumber: number) =>
    api.get<QuestionPage>(`/api/myquestions/${query({ keyword, pageNumber })}`),
  create: () => api.post<Question>('/api/myquestions'),
  details: (id: string) => api.get<Question>(`/api/myquestions/details/${id}`, { auth: false }),
  update: (id: string, body: object) => api.put<Question>(`/api/myquestions/details/${id}`, body),
  bulkDelete: (questions: string[]) => api.del('/api/myquestions/deletemyquestions', { questions }),
  addToClassroom: (classroom: string, questions: string[]) =>
    api.put<{ message: string }>('/api/myquestions/addclassroom', { classroom, questions }),
  removeFromClassroom: (classroom: string, questions: string[]) =>
    api.put<{ message: string }>('/api/myquestions/removeclassroom', { classroom, questions }),
  ofClassroom: (id: string, keyword: string, pageNumber: number) =>
    api.get<QuestionPage>(`/api/myquestions/classroomquestions/${id}${query({ keyword, pageNumber })}`),
  levels: (id: string) => api.get<{ levels: number[] }>(`/api/myquestions/levels/${id}`),
  module: (id: string, level: number) => api.get<Question>(`/api/myquestions/module/${id}${query({ level })}`),
};

export const classroomDashboardApi = {
  record: (body: { question: string; answer: string; score: string; pointscore: number; classroom: string }) =>
    api.post('/api/mydashboards', body),
  questionCount: (id: string) => api.get<{ questionCount: number }>(`/api/mydashboards/questioncount${query({ id })}`),
  answerCount: (id: string) => api.get<{ answerCount: number }>(`/api/mydashboards/answercount${query({ id })}`),
  accuracy: (id: string) =>
    api.get<{ accuracy: number; donutData: { label: string; value: number }[] }>(
      `/api/mydashboards/overallaccuracy${query({ id })}`,
    ),
};
