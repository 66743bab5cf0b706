/** What a teacher is told after correcting a question's key: how many answers were re-graded, and which way. */
export function regradeText(changes: { from: { score: string }; to: { score: string } }[]): string | null {
  if (changes.length === 0) return null;
  const nowRight = changes.filter((c) => c.from.score === 'incorrect' && c.to.score !== 'incorrect').length;
  const nowWrong = changes.filter((c) => c.from.score !== 'incorrect' && c.to.score === 'incorrect').length;
  const parts = [nowRight && `${nowRight} now right`, nowWrong && `${nowWrong} now wrong`].filter(Boolean);
  const n = changes.length;
  return `Question updated: ${n} answer${n === 1 ? '' : 's'} already given ${n === 1 ? 'was' : 'were'} re-graded${
    parts.length ? ` (${parts.join(', ')})` : ''
  }. Dashboards and teacher reports follow.`;
}
