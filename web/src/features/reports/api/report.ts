import { classroomPageResponse, classroomReportResponse, groupsResponse, studentReportResponse } from '@lebe/domain';
import { api, query } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export interface Days {
  from: string;
  to: string;
  /** A learner group: the report of its students only (issue 38). */
  group?: string;
}

/** GET /api/classrooms/{id}/groups: the groups a report may be filtered by. */
export const getReportGroups = (classroom: string) =>
  api.get(groupsResponse, `/api/classrooms/${encodeURIComponent(classroom)}/groups`);

/** GET /api/classrooms/myclassrooms: the classrooms the teacher can report on. */
export const getTaughtClassrooms = () => api.get(classroomPageResponse, '/api/classrooms/myclassrooms');

const reportPath = (classroom: string) => `/api/classrooms/${encodeURIComponent(classroom)}/report`;
const studentPath = (classroom: string, student: string) =>
  `${reportPath(classroom)}/students/${encodeURIComponent(student)}`;

/** GET /api/classrooms/{id}/report?from=&to=: the roster and the class's difficult questions. */
export const getClassroomReport = (classroom: string, days: Days) =>
  api.get(classroomReportResponse, `${reportPath(classroom)}${query({ ...days })}`);

/** GET /api/classrooms/{id}/report/students/{follower}?from=&to=: one student's page. */
export const getStudentReport = (classroom: string, student: string, days: Days) =>
  api.get(studentReportResponse, `${studentPath(classroom, student)}${query({ ...days })}`);

/** The same reports as CSV (?format=csv), saved as a file. */
export const downloadClassroomCsv = (classroom: string, days: Days, table: 'students' | 'questions' = 'students') =>
  downloadFile(
    `${reportPath(classroom)}${query({ ...days, format: 'csv', table })}`,
    `${table}-${days.from}-${days.to}.csv`,
  );
export const downloadStudentCsv = (classroom: string, student: string, days: Days) =>
  downloadFile(
    `${studentPath(classroom, student)}${query({ ...days, format: 'csv' })}`,
    `student-report-${days.from}-${days.to}.csv`,
  );
