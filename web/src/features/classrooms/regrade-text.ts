import type { RegradeStatus } from '@lebe/domain';

/**
 * What a teacher is told after correcting a question's key: how many answers already given were re-graded,
 * and which way, once the re-grade (a background job) is done; that it is under way if it is not yet.
 */
export function regradeText(regrade: RegradeStatus | undefined): string | null {
  if (!regrade || regrade.status === 'none') return null;
  if (regrade.status === 'pending')
    return 'Question updated. The answers already given are being re-graded: dashboards and teacher reports follow shortly.';
  const n = regrade.regraded;
  if (n === 0) return null;
  const parts = [
    regrade.nowRight && `${regrade.nowRight} now right`,
    regrade.nowWrong && `${regrade.nowWrong} now wrong`,
  ].filter(Boolean);
  return `Question updated: ${n} answer${n === 1 ? '' : 's'} already given ${n === 1 ? 'was' : 'were'} re-graded${
    parts.length ? ` (${parts.join(', ')})` : ''
  }. Dashboards and teacher reports follow.`;
}
