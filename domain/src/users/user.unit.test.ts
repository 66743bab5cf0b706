import { describe, expect, it } from '@jest/globals';
import { decideEmail, decideUser, evolveUser, initialEmail, initialUser, type UserState } from './user';
import type { UserEvent } from './events';

const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUser);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', name: 'Ann', email: 'ann@x.io', isAdmin: false },
};

describe('user decider', () => {
  it('registers once', () => {
    const command = { type: 'Register', userId: 'u1', name: 'Ann', email: 'ann@x.io', isAdmin: false } as const;
    expect(decideUser(command, given())).toEqual([registered]);
    expect(() => decideUser(command, given(registered))).toThrow('User already exists');
  });

  it('refuses commands on a missing or deleted user', () => {
    expect(() => decideUser({ type: 'Delete', answersRemoved: 0 }, given())).toThrow('User not found');
    expect(() => decideUser({ type: 'ClearLevels' }, given(registered, { type: 'UserDeleted', data: {} }))).toThrow(
      'User not found',
    );
  });

  it('erases the answers of an account an admin deletes, then deletes it', () => {
    expect(decideUser({ type: 'Delete', answersRemoved: 7 }, given(registered))).toEqual([
      { type: 'LearnerAnswersErased', data: { learner: 'u1', answersRemoved: 7 } },
      { type: 'UserDeleted', data: {} },
    ]);
  });

  it('ends other sessions when the password changes', () => {
    const events = decideUser(
      { type: 'UpdateProfile', name: 'Ann', email: 'ann@x.io', passwordChanged: true },
      given(registered),
    );
    expect(events).toEqual([{ type: 'UserPasswordChanged', data: { sessionVersion: 1 } }]);
    expect(
      decideUser({ type: 'UpdateProfile', name: 'Ann', email: 'ann@x.io', passwordChanged: false }, given(registered)),
    ).toEqual([]);
  });

  it('ends every session of the account when a reset link sets a new password', () => {
    const changed = given(registered, { type: 'UserPasswordChanged', data: { sessionVersion: 1 } });
    expect(decideUser({ type: 'ResetPassword' }, changed)).toEqual([
      { type: 'UserPasswordChanged', data: { sessionVersion: 2 } },
    ]);
    expect(() => decideUser({ type: 'ResetPassword' }, given())).toThrow('User not found');
  });

  const five = [1, 1, 1, 1, 1];
  const claim = (scope: 'language' | 'classroom', key: string, claimed: number, evidence = {}) =>
    ({ type: 'ClaimLevels', scope, claims: { [key]: { claimed, evidence } } }) as const;

  it('keeps only the highest level per language and per classroom, as far as the evidence earns it', () => {
    const at3 = given(registered, { type: 'LevelReached', data: { language: 'french', level: 3 } });
    expect(decideUser(claim('language', 'french', 2, { 1: five }), at3)).toEqual([]);
    expect(decideUser(claim('language', 'french', 3, { 2: five }), at3)).toEqual([]);
    expect(decideUser(claim('language', 'french', 4, { 3: [1, 1, 1, 1, 0] }), at3)).toEqual([]);
    expect(decideUser(claim('language', 'french', 4, { 3: five }), at3)).toEqual([
      { type: 'LevelReached', data: { language: 'french', level: 4 } },
    ]);
    expect(decideUser(claim('classroom', 'c1', 2, { 1: five }), at3)).toEqual([
      { type: 'CustomLevelReached', data: { classroom: 'c1', level: 2 } },
    ]);
    const cleared = given(
      registered,
      { type: 'LevelReached', data: { language: 'french', level: 3 } },
      { type: 'LevelsCleared', data: {} },
    );
    expect(cleared.userLevels).toEqual({});
    expect(decideUser(claim('language', 'french', 2, { 1: five }), cleared)).toHaveLength(1);
  });

  it("records a language's level on SPEC §4's streak alone, whatever the ability, with the ability as evidence", () => {
    const at3 = given(registered, { type: 'LevelReached', data: { language: 'french', level: 3 } });
    const withAbility = (theta: number, se: number, window: number[]) =>
      decideUser(
        {
          type: 'ClaimLevels',
          scope: 'language',
          claims: { french: { claimed: 4, evidence: { 3: window }, ability: { theta, se } } },
        },
        at3,
      );
    // Level 4's threshold is τ_4 = levelDifficulty(4) + logit(0.7) ≈ -0.90 + 0.85 ≈ 0.10: an ability far below it
    // no longer holds back five in a row (issue 35); it travels along as information.
    const [low] = withAbility(-1, 0.5, five);
    expect(low).toMatchObject({ type: 'LevelReached', data: { language: 'french', level: 4, theta: -1, se: 0.5 } });
    expect((low.data as { probability: number }).probability).toBeLessThan(0.1);
    const [high] = withAbility(1.5, 0.4, five);
    expect((high.data as { probability: number }).probability).toBeGreaterThan(0.65);
    // Without the streak no ability lifts the level.
    expect(withAbility(0.5, 0.4, [1, 0, 1, 1, 1])).toEqual([]);
    expect(withAbility(3, 0.2, [1, 0, 1, 1, 1])).toEqual([]);
  });

  it('decides several languages in one command', () => {
    const events = decideUser(
      {
        type: 'ClaimLevels',
        scope: 'language',
        claims: { french: { claimed: 2, evidence: { 1: five } }, german: { claimed: 3, evidence: { 1: five } } },
      },
      given(registered),
    );
    expect(events).toEqual([
      { type: 'LevelReached', data: { language: 'french', level: 2 } },
      { type: 'LevelReached', data: { language: 'german', level: 2 } },
    ]);
  });
});

describe('e-mail reservation', () => {
  it('lets one account hold an address until it releases it', () => {
    expect(decideEmail({ type: 'Reserve', userId: 'a' }, initialEmail)).toEqual([
      { type: 'EmailReserved', data: { userId: 'a' } },
    ]);
    expect(() => decideEmail({ type: 'Reserve', userId: 'b' }, { heldBy: 'a' })).toThrow('User already exists');
    expect(decideEmail({ type: 'Reserve', userId: 'a' }, { heldBy: 'a' })).toEqual([]);
    expect(decideEmail({ type: 'Release', userId: 'b' }, { heldBy: 'a' })).toEqual([]);
    expect(decideEmail({ type: 'Release', userId: 'a' }, { heldBy: 'a' })).toHaveLength(1);
  });

  it('voids the claim of a holder that has no account, in the same write as the new claim', () => {
    expect(decideEmail({ type: 'Reserve', userId: 'b', orphaned: 'a' }, { heldBy: 'a' })).toEqual([
      { type: 'EmailReleased', data: { userId: 'a' } },
      { type: 'EmailReserved', data: { userId: 'b' } },
    ]);
    expect(() => decideEmail({ type: 'Reserve', userId: 'b', orphaned: 'x' }, { heldBy: 'a' })).toThrow(
      'User already exists',
    );
  });
});
