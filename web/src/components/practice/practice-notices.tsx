import type { Notice } from '../../lib/practice/session';

/**
 * The confirmations of practice in one slot of fixed height under the question card, by its controls: they come
 * and go without moving anything (no layout shift). The newest says what just happened.
 */
export function PracticeNotices(props: { notice: Notice; level: number; flagged: boolean; saved: boolean }) {
  const { notice } = props;
  const text = props.saved
    ? 'Successfully added to notebook!'
    : props.flagged
      ? 'Thank you for your input! Our staff will review the question.'
      : notice?.kind === 'refresh'
        ? `Two misses in a row${notice.missed ? ` — the answer was “${notice.missed}”` : ''}. Here is another question at level ${props.level}.`
        : notice?.kind === 'levelUp'
          ? `Level ${notice.level} unlocked.`
          : notice?.kind === 'levelHeld'
            ? `Five in a row here, but not all of your last five saved answers at level ${notice.level - 1} are right, so level ${notice.level} is not saved yet. Keep going.`
            : null;
  const variant = props.saved || props.flagged ? 'success' : 'warning';
  return (
    <div className="practice-notices" role="status" aria-live="polite">
      {text && (
        <p
          className={`notice alert alert-${text.startsWith('Level') || text.startsWith('Five') ? 'success' : variant}`}
        >
          {text}
        </p>
      )}
    </div>
  );
}
