import { dateTimeText } from '@lebe/domain';
/** How a quiz's status and dates read on the teacher's and the students' screens. */
const labels: Record<string, string> = {
  draft: 'Draft (students do not see it)',
  scheduled: 'Not open yet',
  open: 'Open',
  overdue: 'Past due',
  closed: 'Closed',
};
export const statusLabel = (status: string) => labels[status] ?? status;

export const timeText = (iso: string | null | undefined, none: string) => (iso ? dateTimeText(iso) : none);

/** "Students see it from 10 Nov 2025, 09:00; due 17 Nov 2025, 09:00." */
export function whenText(opensAt: string | undefined, dueAt: string | undefined) {
  const opens =
    opensAt && Date.parse(opensAt) > Date.now()
      ? `Students see it from ${timeText(opensAt, '')}`
      : 'Students see it now';
  return `${opens}${dueAt ? `; due ${timeText(dueAt, '')}` : ', with no due date'}.`;
}
