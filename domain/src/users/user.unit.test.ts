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
    expect(() => decideUser({ type: 'Delete' }, given())).toThrow('User not found');
    expect(() => decideUser({ type: 'ClearLevels' }, given(registered, { type: 'UserDeleted', data: {} }))).toThrow(
      'User not found',
    );
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

  it('keeps only the highest level per language and per classroom', () => {
    const at3 = given(registered, { type: 'LevelReached', data: { language: 'french', level: 3 } });
    expect(decideUser({ type: 'ReachLevel', language: 'french', level: 2 }, at3)).toEqual([]);
    expect(decideUser({ type: 'ReachLevel', language: 'french', level: 3 }, at3)).toEqual([]);
    expect(decideUser({ type: 'ReachLevel', language: 'french', level: 4 }, at3)).toEqual([
      { type: 'LevelReached', data: { language: 'french', level: 4 } },
    ]);
    expect(decideUser({ type: 'ReachCustomLevel', classroom: 'c1', level: 1 }, at3)).toHaveLength(1);
    const cleared = given(
      registered,
      { type: 'LevelReached', data: { language: 'french', level: 3 } },
      { type: 'LevelsCleared', data: {} },
    );
    expect(cleared.userLevels).toEqual({});
    expect(decideUser({ type: 'ReachLevel', language: 'french', level: 1 }, cleared)).toHaveLength(1);
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
