import { levelNames, maxLevel } from '@lebe/domain';

/**
 * The level bar (SPEC §9): a button per level of the language (dutch has 8), the levels up to `unlocked` open to
 * choose, the ones above locked until reached.
 */
export function LevelBar(props: {
  language: string;
  level: number;
  unlocked: number;
  onChoose: (level: number) => void;
}) {
  const levels = Array.from({ length: maxLevel(props.language) }, (_, i) => i + 1);
  return (
    <nav className="level-bar" aria-label="Levels">
      {levels.map((n) => {
        const locked = n > props.unlocked;
        return (
          <button
            key={n}
            type="button"
            className={`level-button${n === props.level ? ' current' : ''}`}
            aria-label={`Level ${n}${locked ? ' (locked)' : ''}`}
            aria-pressed={n === props.level}
            title={`${levelNames[n - 1]}${locked ? ' (locked)' : ''}`}
            disabled={locked}
            onClick={() => n !== props.level && props.onChoose(n)}
          >
            {n}
          </button>
        );
      })}
    </nav>
  );
}
