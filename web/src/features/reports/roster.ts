import { dateTimeText, measuredLevelText, type ClassroomReport, type RosterStudent } from '@lebe/domain';

/** How a student's figures moved against the previous period: answers and accuracy points, or new. */
export interface Change {
  answers: number;
  /** Accuracy points (percent) up or down; null when either period has no answers to compare. */
  accuracy: number | null;
}

export interface RosterRow extends RosterStudent {
  change: Change;
  /** The needs-help questions' texts, where the report names them ("a question" where it does not). */
  helpWith: string[];
  /** Why they need help, in words: "4 wrong tries at “le chat” since the last right answer". */
  helpReasons: string[];
}

const tries = (n: number) => `${n} wrong tr${n === 1 ? 'y' : 'ies'}`;

/**
 * The roster with each student's change against the previous period and why they need help, those who need
 * help first (the most wrong tries first), then in the server's order (the class language's order of names).
 */
export function rosterRows(current: ClassroomReport, previous: ClassroomReport | null): RosterRow[] {
  const before = new Map(previous?.students.map((s) => [s.follower, s]) ?? []);
  const texts = new Map(current.difficultQuestions.map((d) => [d.question._id, d.question.question]));
  const named = (q: string) => (texts.get(q) ? `“${texts.get(q)}”` : 'a question');
  const rows = current.students.map((s) => {
    const p = before.get(s.follower);
    const answers = s.answers - (p?.answers ?? 0);
    const accuracy = p && p.answers > 0 && s.answers > 0 ? Math.round((s.accuracy - p.accuracy) * 100) / 100 : null;
    const helpTries = s.helpTries ?? s.needsHelp.map((question) => ({ question, wrongTries: 4 }));
    return {
      ...s,
      change: { answers, accuracy },
      helpWith: s.needsHelp.map((q) => texts.get(q) ?? 'a question'),
      helpReasons: helpTries.map((h) => `${tries(h.wrongTries)} at ${named(h.question)} since the last right answer`),
    };
  });
  const weight = (r: RosterRow) => (r.helpTries ?? []).reduce((n, h) => n + h.wrongTries, r.needsHelp.length);
  return rows
    .map((r, i) => ({ r, i }))
    .sort((x, y) => weight(y.r) - weight(x.r) || x.i - y.i)
    .map(({ r }) => r);
}

const signed = (n: number, digits = 0) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`;

/** "+12 answers, accuracy +5.0 pts": what the change column says (and a screen reader reads). */
export function changeText(c: Change): string {
  const answers = `${signed(c.answers)} answer${Math.abs(c.answers) === 1 ? '' : 's'}`;
  return c.accuracy === null ? answers : `${answers}, accuracy ${signed(c.accuracy, 1)} pts`;
}

/** Levels as "French 3, English 6", the languages named, highest level first. */
export function levelsText(levels: Record<string, number>, name: (id: string) => string): string {
  const entries = Object.entries(levels).filter(([, l]) => l > 0);
  if (entries.length === 0) return '—';
  return entries
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([id, l]) => `${name(id)} ${l}`)
    .join(', ');
}

/** A last-active time as the teacher reads it, or Never. */
export const lastActiveText = (iso: string | null) => (iso ? dateTimeText(iso) : 'Never');

/** Accuracy as shown: two decimals and a percent sign, a dash with no answers. */
export const accuracyText = (answers: number, accuracy: number) => (answers ? `${accuracy.toFixed(2)}%` : '—');

/** A student's measured level in plain words ("Measured level 4, likely 3–5"; '—' before their first answer). */
export const abilityText = (ability: { theta: number; se: number } | undefined, top = 10) =>
  ability ? measuredLevelText(ability, top) : '—';
