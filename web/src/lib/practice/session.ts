import {
  keptResults,
  recordResult,
  type Answer,
  type Glossary,
  type Outcome,
  type PracticeKind,
  type QuestionResponse,
  type ScoreState,
} from '@lebe/domain';

/** A question as every kind of practice shows it: a bank or classroom question, or a notebook entry. */
export interface SessionQuestion {
  /** What is on screen: the question's id, or the notebook entry's. */
  key: string;
  /** The bank question it is: what an answer, a flag and a notebook save name. */
  questionId: string;
  question: string;
  answers: Answer[];
  questionType: string;
  targetLanguage: string;
  knowledgeType: string;
  level: number;
  /** The words of its target-language sentence the bank knows (generated sentence questions, issue 36). */
  glossary?: Glossary;
  /** The whole sentence or phrase and its English, as the bank or the teacher wrote it (absent in a notebook entry). */
  fullQuestion?: string;
  /** The learner's own note and hint (notebook practice). */
  note?: string;
  hint?: string;
}

/** A bank question as served (GET /api/questions, a placement's next question) as practice shows it. */
export const asSessionQuestion = (q: QuestionResponse): SessionQuestion => ({ ...q, key: q._id, questionId: q._id });

/** How a kind of practice scores (SPEC §4): its kind, the language (main practice), the classroom variant. */
export interface SessionRules {
  kind: PracticeKind;
  language: string;
  /** Classroom practice: a weak run drops the level by one (true) or keeps it (false). */
  classroomDrops?: boolean;
}

/**
 * The grade of the question's counted answer as the screen shows it: the client's (the same domain function
 * as the server's, on the body sent) until the server's recorded grade is in, which then stands.
 * 'pending': being sent; 'recorded': the server's; 'kept': no connection, kept on this device to be sent;
 * 'local': not recorded (a visitor, or a refusal).
 */
export interface ShownGrade {
  pointscore: number;
  status: 'pending' | 'recorded' | 'kept' | 'local';
}

/** What the screen tells after a move: a weak run took the question away, or a level was reached. */
export type Notice =
  | { kind: 'refresh'; missed: string | null }
  | { kind: 'levelUp'; level: number }
  /** The server did not record the level the streak reached: its last five answers at the level are not all right. */
  | { kind: 'levelHeld'; level: number }
  | null;

/** The server's word on a level-up from the answer's level (RecordedAnswer.levelUp, main practice). */
export interface LevelVerdict {
  level: number;
  allowed: boolean;
}

export interface SessionState {
  score: ScoreState;
  /** The highest level of the session so far (main practice's level bar keeps it open). */
  highest: number;
  /** The levels there are to practise (classroom, notebook); null: every level of the language (main). */
  levels: number[] | null;
  /** 'moving': the session decided to go on and the hook brings the next question. */
  phase: 'starting' | 'moving' | 'loading' | 'question' | 'error' | 'empty';
  question: SessionQuestion | null;
  /** Fetched and not shown yet (notebook practice gets a level's entries at once). */
  queue: SessionQuestion[];
  /** The next question is fetched anew rather than taken from the queue: a new level, a weak run. */
  refetch: boolean;
  /** Counts questions shown, so the same question served twice is a fresh one. */
  serial: number;
  /** Counts fetches, so the answer of a fetch overtaken by a newer one is dropped. */
  ticket: number;
  error: string | null;
  /** The question's one result is in (its first attempt, a Show Answer or a Skip). */
  counted: boolean;
  /** Answered right or shown: Next on; choices, Skip and Show Answer off. */
  complete: boolean;
  revealed: boolean;
  /** The outcome of the question's counted result. */
  outcome: Outcome;
  notice: Notice;
  /** The counted answer's grade, once counted. */
  grade: ShownGrade | null;
  /** The score before this question's result was counted: a recorded grade that differs is counted again from it. */
  scoredFrom: ScoreState | null;
}

export type SessionAction =
  /** `results`: the streak kept from before a reload, when it was at this level. */
  | { type: 'started'; level: number; levels: number[] | null; results?: number[] }
  | { type: 'nothingToPractise' }
  | { type: 'fetching' }
  | { type: 'served'; ticket: number; questions: SessionQuestion[] }
  | { type: 'advanced' }
  | { type: 'failed'; ticket: number; error: string }
  /** An attempt: its value (1, 0 or partial) and whether it ends the question (right, or typed to the end). */
  | { type: 'attempted'; result: number; complete: boolean }
  | { type: 'shown' }
  | { type: 'skipped' }
  | { type: 'next' }
  | { type: 'levelChosen'; level: number }
  /** The answer of question `serial` was recorded (the server's grade), kept to be sent, or not recorded. */
  | { type: 'recorded'; serial: number; status: ShownGrade['status']; pointscore?: number; levelUp?: LevelVerdict }
  /** After a failed load: try again. */
  | { type: 'retry' };

export const initialSession: SessionState = {
  score: { results: [], level: 0 },
  highest: 0,
  levels: null,
  phase: 'starting',
  question: null,
  queue: [],
  refetch: true,
  serial: 0,
  ticket: 0,
  error: null,
  counted: false,
  complete: false,
  revealed: false,
  outcome: 'none',
  notice: null,
  grade: null,
  scoredFrom: null,
};

const freshQuestion = {
  counted: false,
  complete: false,
  revealed: false,
  outcome: 'none' as Outcome,
  grade: null,
  scoredFrom: null,
};

/**
 * The level practice moves to within the levels there are: up to the first one at or above the target, down to
 * the last one at or below it (a classroom with levels 1 and 3 goes from 1 to 3).
 */
export function snapLevel(target: number, levels: number[] | null, previous: number): number {
  if (!levels || levels.length === 0 || levels.includes(target)) return target;
  if (target > previous) return levels.find((l) => l >= target) ?? previous;
  return [...levels].reverse().find((l) => l <= target) ?? levels[0];
}

const correctText = (q: SessionQuestion) => q.answers.find((a) => a.isCorrect)?.text ?? null;

/** Counts the question's result in the rolling score (SPEC §4) with the rules of its kind. */
function count(s: SessionState, result: number, rules: SessionRules): SessionState {
  const { state, outcome } = recordResult(s.score, result, {
    kind: rules.kind,
    language: rules.kind === 'main' ? rules.language : (s.question?.targetLanguage ?? rules.language),
    cap: s.levels?.length ? Math.max(...s.levels) : undefined,
    classroomDrops: rules.classroomDrops,
  });
  const level = snapLevel(state.level, s.levels, s.score.level);
  const moved = level !== s.score.level || outcome === 'refresh' || outcome === 'levelDown';
  return {
    ...s,
    score: { ...state, level },
    highest: Math.max(s.highest, level),
    counted: true,
    outcome,
    refetch: s.refetch || moved,
    notice: outcome === 'levelUp' ? { kind: 'levelUp', level } : null,
    grade: { pointscore: result, status: 'pending' },
    scoredFrom: s.score,
  };
}

/**
 * Main practice: the level the screen shows is one the server records. Both apply SPEC §4's streak (issue 35), so
 * they agree but where the recorded answers differ from the screen's (an answer counted at another level, another
 * tab): a level-up the server does not record is taken back, its results kept toward the next try. The screen never
 * goes up on the server's word alone: its rolling five starts afresh at each level, as the spec's does.
 */
function verdict(s: SessionState, v: LevelVerdict | undefined): SessionState {
  if (!v || !s.scoredFrom || s.scoredFrom.level !== v.level - 1) return s;
  if (s.outcome !== 'levelUp' || v.allowed) return s;
  const before = s.scoredFrom;
  const results = [...before.results, s.grade?.pointscore ?? 1].slice(-keptResults.main);
  return {
    ...s,
    score: { results, level: before.level },
    highest: Math.max(before.level, s.highest === s.score.level ? before.level : s.highest),
    outcome: 'none',
    notice: { kind: 'levelHeld', level: v.level },
  };
}

/** One practice session, whatever its kind: pure, so every rule of SPEC §4 is tested without a screen. */
export function reduceSession(s: SessionState, a: SessionAction, rules: SessionRules): SessionState {
  const open = s.phase === 'question' && s.question !== null;
  switch (a.type) {
    case 'started':
      return {
        ...s,
        score: { results: a.results ?? [], level: a.level },
        highest: a.level,
        levels: a.levels,
        phase: 'moving',
        refetch: true,
      };
    case 'nothingToPractise':
      return { ...s, phase: 'empty', question: null };
    case 'fetching':
      return { ...s, phase: 'loading', ticket: s.ticket + 1, error: null };
    case 'served': {
      if (a.ticket !== s.ticket) return s;
      const [first, ...rest] = a.questions;
      if (!first) return { ...s, phase: 'empty', question: null, queue: [] };
      return {
        ...s,
        ...freshQuestion,
        phase: 'question',
        question: first,
        queue: rest,
        refetch: false,
        serial: s.serial + 1,
      };
    }
    case 'advanced': {
      const [first, ...rest] = s.queue;
      if (!first) return { ...s, phase: 'moving', refetch: true };
      return { ...s, ...freshQuestion, phase: 'question', question: first, queue: rest, serial: s.serial + 1 };
    }
    case 'failed':
      return a.ticket === s.ticket ? { ...s, phase: 'error', question: null, error: a.error } : s;
    case 'attempted': {
      if (!open || s.complete) return s;
      if (s.counted) return { ...s, complete: a.complete };
      const counted = count(s, a.result, rules);
      // A wrong answer that makes a weak run: the question is fetched again at once, and its answer told.
      if (!a.complete && (counted.outcome === 'refresh' || counted.outcome === 'levelDown'))
        return { ...counted, phase: 'moving', notice: { kind: 'refresh', missed: correctText(s.question!) } };
      return { ...counted, complete: a.complete };
    }
    case 'shown': {
      if (!open || s.complete) return s;
      const counted = s.counted ? s : count(s, 0, rules);
      // The answer stays on screen until Next, even when it made a weak run.
      return { ...counted, complete: true, revealed: true, notice: null };
    }
    case 'skipped': {
      if (!open || s.complete) return s;
      const counted = s.counted ? s : count(s, 0, rules);
      return { ...counted, phase: 'moving', notice: null };
    }
    case 'next':
      return open && s.complete ? { ...s, phase: 'moving', notice: null } : s;
    case 'levelChosen':
      return { ...s, score: { results: [], level: a.level }, phase: 'moving', refetch: true, queue: [], notice: null };
    case 'recorded': {
      if (a.serial !== s.serial || !s.grade) return s;
      const grade = { pointscore: a.pointscore ?? s.grade.pointscore, status: a.status };
      // The server recorded another grade than the screen gave (its copy of the question differs): while the
      // question is still on screen, its result is counted again with the recorded grade, which the screen shows.
      if (a.pointscore !== undefined && a.pointscore !== s.grade.pointscore && s.scoredFrom && open && s.complete) {
        const recounted = count({ ...s, score: s.scoredFrom }, a.pointscore, rules);
        return verdict({ ...recounted, complete: true, grade }, a.levelUp);
      }
      return verdict({ ...s, grade }, a.levelUp);
    }
    case 'retry':
      return s.phase === 'error' ? { ...s, phase: 'moving', error: null } : s;
  }
}

/** What the hook does when the session is moving: take the next queued question, or fetch at the level. */
export const needsFetch = (s: SessionState) => s.refetch || s.queue.length === 0;
