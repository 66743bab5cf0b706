import { describe, expect, it } from '@jest/globals';
import {
  initialSession,
  needsFetch,
  reduceSession,
  snapLevel,
  type SessionAction,
  type SessionQuestion,
  type SessionRules,
  type SessionState,
} from './session';

const main: SessionRules = { kind: 'main', language: 'french' };
const classroom: SessionRules = { kind: 'classroom', language: 'french', classroomDrops: true };
const notebook: SessionRules = { kind: 'notebook', language: 'french' };

const question = (n: number, level = 1): SessionQuestion => ({
  key: `q${n}`,
  questionId: `q${n}`,
  question: `Question ${n}`,
  answers: [
    { text: `right ${n}`, isCorrect: true },
    { text: 'wrong', isCorrect: false },
  ],
  questionType: 'multiple_choice',
  targetLanguage: 'french',
  knowledgeType: 'vocabulary',
  level,
});

/** Plays actions from a state; a fetch is answered with the next of `served` (one question, or a list). */
function play(rules: SessionRules, actions: SessionAction[], from: SessionState = initialSession) {
  return actions.reduce((s, a) => reduceSession(s, a, rules), from);
}
/** A session started at `level` and showing one question. */
function showing(rules: SessionRules, level: number, levels: number[] | null = null, questions = [question(1, level)]) {
  return play(rules, [
    { type: 'started', level, levels },
    { type: 'fetching' },
    { type: 'served', ticket: 1, questions },
  ]);
}
/** Serves the next question after a move (a fetch). */
const serve = (s: SessionState, rules: SessionRules, q = question(s.serial + 1, s.score.level)) =>
  play(rules, [{ type: 'fetching' }, { type: 'served', ticket: s.ticket + 1, questions: [q] }], s);
/** Five questions answered right, each followed by Next. */
function fiveRight(rules: SessionRules, s: SessionState) {
  for (let i = 0; i < 5; i++) {
    s = reduceSession(s, { type: 'attempted', result: 1, complete: true }, rules);
    if (i < 4) s = serve(reduceSession(s, { type: 'next' }, rules), rules);
  }
  return s;
}

describe('a question of a practice session (SPEC §4)', () => {
  it('counts only the first attempt: a wrong choice is a 0 and leaves Next off; the right one then completes it', () => {
    let s = showing(main, 3);
    s = reduceSession(s, { type: 'attempted', result: 0, complete: false }, main);
    expect([s.score.results, s.complete, s.counted]).toEqual([[0], false, true]);
    s = reduceSession(s, { type: 'attempted', result: 1, complete: true }, main);
    expect([s.score.results, s.complete]).toEqual([[0], true]);
  });

  it('Show Answer counts 0 once, reveals and completes; Skip counts 0 and moves on; Next only once complete', () => {
    let s = showing(main, 3);
    expect(reduceSession(s, { type: 'next' }, main).phase).toBe('question');
    s = reduceSession(s, { type: 'shown' }, main);
    expect([s.score.results, s.revealed, s.complete]).toEqual([[0], true, true]);
    expect(reduceSession(s, { type: 'skipped' }, main)).toBe(s); // Skip is off once complete
    s = serve(reduceSession(s, { type: 'next' }, main), main);
    s = reduceSession(s, { type: 'skipped' }, main);
    expect([s.score.results, s.phase]).toEqual([[0, 0], 'moving']);
  });

  it('a partial typed answer counts its value', () => {
    const s = reduceSession(showing(main, 3), { type: 'attempted', result: 0.8, complete: true }, main);
    expect(s.score.results).toEqual([0.8]);
  });

  it('drops the answer of a fetch overtaken by a newer one', () => {
    let s = play(main, [{ type: 'started', level: 2, levels: null }, { type: 'fetching' }]);
    s = play(main, [{ type: 'levelChosen', level: 1 }, { type: 'fetching' }], s);
    s = reduceSession(s, { type: 'served', ticket: 1, questions: [question(9, 2)] }, main);
    expect(s.phase).toBe('loading');
    s = reduceSession(s, { type: 'served', ticket: 2, questions: [question(1, 1)] }, main);
    expect([s.phase, s.question?.key]).toEqual(['question', 'q1']);
  });
});

describe('main practice', () => {
  it('levels up on five right (list reset, level-up notice) and fetches the next level on Next', () => {
    const s = fiveRight(main, showing(main, 3));
    expect(s.score).toEqual({ results: [], level: 4 });
    expect(s.notice).toEqual({ kind: 'levelUp', level: 4 });
    const moving = reduceSession(s, { type: 'next' }, main);
    expect([moving.phase, needsFetch(moving), moving.notice]).toEqual(['moving', true, null]);
  });

  it('does not rise above the language top: 10, dutch 6', () => {
    expect(fiveRight(main, showing(main, 10)).score.level).toBe(10);
    const dutch = { kind: 'main', language: 'dutch' } as const;
    expect(fiveRight(dutch, showing(dutch, 6)).notice).toBeNull();
  });

  it('keeps 10 results', () => {
    let s = showing(main, 1);
    for (let i = 0; i < 14; i++) {
      s = reduceSession(s, { type: 'attempted', result: 0.5, complete: true }, main);
      s = serve(reduceSession(s, { type: 'next' }, main), main);
    }
    expect(s.score.results).toHaveLength(10);
  });

  it('two misses with a weak run refetch at the level at once and tell the missed answer; not at level 1', () => {
    let s = showing(main, 3);
    s = reduceSession(s, { type: 'skipped' }, main);
    s = serve(s, main);
    s = reduceSession(s, { type: 'attempted', result: 0, complete: false }, main);
    expect([s.phase, s.score.level, s.notice]).toEqual(['moving', 3, { kind: 'refresh', missed: 'right 2' }]);
    // The notice stays with the new question.
    expect(serve(s, main).notice).toEqual({ kind: 'refresh', missed: 'right 2' });

    let one = showing(main, 1);
    one = serve(reduceSession(one, { type: 'skipped' }, main), main);
    one = reduceSession(one, { type: 'attempted', result: 0, complete: false }, main);
    expect([one.phase, one.notice]).toEqual(['question', null]);
  });

  it('a weak run reached by Show Answer keeps the answer on screen until Next', () => {
    let s = showing(main, 3);
    s = serve(reduceSession(s, { type: 'skipped' }, main), main);
    s = reduceSession(s, { type: 'shown' }, main);
    expect([s.phase, s.revealed, s.notice, s.refetch]).toEqual(['question', true, null, true]);
  });

  it('the level bar starts afresh at the chosen level', () => {
    let s = reduceSession(showing(main, 5), { type: 'attempted', result: 1, complete: true }, main);
    s = reduceSession(s, { type: 'levelChosen', level: 2 }, main);
    expect([s.score, s.phase]).toEqual([{ results: [], level: 2 }, 'moving']);
  });
});

describe('classroom practice', () => {
  it('rises to the next level the classroom has, never above its highest', () => {
    expect(fiveRight(classroom, showing(classroom, 1, [1, 3])).score.level).toBe(3);
    expect(fiveRight(classroom, showing(classroom, 3, [1, 3])).notice).toBeNull();
  });

  it('drops one level on a weak run (sum at most 2), to a level the classroom has', () => {
    let s = showing(classroom, 2, [1, 2]);
    s = serve(reduceSession(s, { type: 'skipped' }, classroom), classroom);
    s = reduceSession(s, { type: 'skipped' }, classroom);
    expect([s.score.level, s.phase, needsFetch(s)]).toEqual([1, 'moving', true]);
    expect(snapLevel(2, [1, 3], 3)).toBe(1);
  });

  it('keeps the level on a weak run in the other variant', () => {
    const stays = { ...classroom, classroomDrops: false };
    let s = showing(stays, 2, [1, 2]);
    s = serve(reduceSession(s, { type: 'skipped' }, stays), stays);
    s = reduceSession(s, { type: 'skipped' }, stays);
    expect(s.score.level).toBe(2);
  });
});

describe('notebook practice', () => {
  it('works through the fetched entries, keeps 100 results, and refetches after a weak run', () => {
    let s = showing(notebook, 1, [1, 2], [question(1), question(2), question(3)]);
    s = reduceSession(s, { type: 'attempted', result: 1, complete: true }, notebook);
    s = reduceSession(s, { type: 'next' }, notebook);
    expect(needsFetch(s)).toBe(false);
    s = reduceSession(s, { type: 'advanced' }, notebook);
    expect(s.question?.key).toBe('q2');
    s = reduceSession(s, { type: 'skipped' }, notebook);
    s = reduceSession(reduceSession(s, { type: 'advanced' }, notebook), { type: 'skipped' }, notebook);
    expect(needsFetch(s)).toBe(true); // two misses, sum 1: the level is fetched again

    let long = showing(notebook, 1, [1]);
    for (let i = 0; i < 120; i++) {
      long = reduceSession(long, { type: 'attempted', result: 0.5, complete: true }, notebook);
      long = serve(reduceSession(long, { type: 'next' }, notebook), notebook);
    }
    expect(long.score.results).toHaveLength(100);
  });

  it('levels up to the next level the notebook has, capped at its highest', () => {
    expect(fiveRight(notebook, showing(notebook, 1, [1, 4])).score.level).toBe(4);
    expect(fiveRight(notebook, showing(notebook, 4, [1, 4])).score.level).toBe(4);
  });
});

describe('the grade shown is the grade recorded', () => {
  it('the server grade replaces the client one on screen, and is counted in its place while the question is shown', () => {
    let s = reduceSession(showing(main, 3), { type: 'attempted', result: 1, complete: true }, main);
    expect(s.grade).toEqual({ pointscore: 1, status: 'pending' });
    s = reduceSession(s, { type: 'recorded', serial: s.serial, status: 'recorded', pointscore: 0 }, main);
    expect([s.grade, s.score.results, s.complete]).toEqual([{ pointscore: 0, status: 'recorded' }, [0], true]);
  });

  it('a level up the server does not confirm is taken back', () => {
    const s = fiveRight(main, showing(main, 3));
    expect(s.notice).toEqual({ kind: 'levelUp', level: 4 });
    const r = reduceSession(s, { type: 'recorded', serial: s.serial, status: 'recorded', pointscore: 0.5 }, main);
    expect([r.score.level, r.score.results, r.notice]).toEqual([3, [1, 1, 1, 1, 0.5], null]);
  });

  it('a kept answer keeps the client grade; a late record of another question changes nothing', () => {
    let s = reduceSession(showing(main, 3), { type: 'attempted', result: 0.8, complete: true }, main);
    s = reduceSession(s, { type: 'recorded', serial: s.serial, status: 'kept' }, main);
    expect(s.grade).toEqual({ pointscore: 0.8, status: 'kept' });
    expect(reduceSession(s, { type: 'recorded', serial: s.serial - 1, status: 'recorded', pointscore: 0 }, main)).toBe(
      s,
    );
  });
});

describe('a failed load', () => {
  it('is tried again: Retry moves the session on, and a streak kept over a reload starts it', () => {
    let s = play(main, [{ type: 'started', level: 2, levels: null, results: [1, 1] }, { type: 'fetching' }]);
    expect(s.score.results).toEqual([1, 1]);
    s = reduceSession(s, { type: 'failed', ticket: s.ticket, error: 'Network error' }, main);
    expect(s.phase).toBe('error');
    s = reduceSession(s, { type: 'retry' }, main);
    expect([s.phase, s.error, needsFetch(s)]).toEqual(['moving', null, true]);
  });
});

describe('the level the server records (issue 35: the spec’s streak on both sides)', () => {
  const recorded = (s: SessionState, levelUp: { level: number; allowed: boolean }) =>
    reduceSession(s, { type: 'recorded', serial: s.serial, status: 'recorded', pointscore: 1, levelUp }, main);

  it('takes back a level-up the streak made when the server does not record it, keeping the results', () => {
    const s = fiveRight(main, showing(main, 4));
    expect([s.outcome, s.score.level]).toEqual(['levelUp', 5]);
    const held = recorded(s, { level: 5, allowed: false });
    expect(held.score).toEqual({ results: [1, 1, 1, 1, 1], level: 4 });
    expect(held.highest).toBe(4);
    expect(held.outcome).toBe('none');
    expect(held.notice).toEqual({ kind: 'levelHeld', level: 5 });
  });

  it('keeps a level-up the server records, and never goes up on the server’s word without the screen’s streak', () => {
    const s = fiveRight(main, showing(main, 4));
    const kept = recorded(s, { level: 5, allowed: true });
    expect([kept.score, kept.notice]).toEqual([s.score, { kind: 'levelUp', level: 5 }]);
    let one = reduceSession(showing(main, 2), { type: 'attempted', result: 1, complete: true }, main);
    one = recorded(one, { level: 3, allowed: true });
    expect(one.score).toEqual({ results: [1], level: 2 });
    expect(one.notice).toBeNull();
  });
});
