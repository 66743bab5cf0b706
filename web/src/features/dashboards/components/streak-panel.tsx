import { useRequest } from '../../../hooks/use-request';
import { getStreak } from '../api/streak';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The daily streak (days in a row with at least one answer, as the server derives it from the recorded
 * answers), the longest run, and whether today already counts. Hidden where the server has no streak.
 */
export function StreakPanel() {
  const streak = useRequest(getStreak, []);
  const s = streak.data;
  if (!s) return null;
  return (
    <section className="card streak-panel" aria-labelledby="streak-title">
      <h2 id="streak-title" className="streak-title">
        Daily streak
      </h2>
      <p className="streak-value">
        <span className="streak-flame" aria-hidden="true">
          {s.streak > 0 ? '🔥' : '○'}
        </span>{' '}
        <strong>{days(s.streak)}</strong> in a row
      </p>
      <p className="streak-note">
        {s.today
          ? 'Today counts: come back tomorrow to keep it going.'
          : s.streak > 0
            ? 'Answer a question today to keep your streak.'
            : 'Answer a question today to start a streak.'}{' '}
        Longest: {days(s.longest)}.
      </p>
    </section>
  );
}
