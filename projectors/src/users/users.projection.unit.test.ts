import { describe, expect, it } from '@jest/globals';
import type { UserEvent } from '@lebe/domain';
import { recorded } from '@lebe/testing/recorded';
import type { Recorded } from '../runtime';
import { usersProjection } from './users.projection';

let revision = 0;
const event = <T extends UserEvent['type']>(type: T, data: Extract<UserEvent, { type: T }>['data']) =>
  recorded('user-u1', { type, data } as UserEvent, { revision: revision++, actor: 'u1' });
const run = (...events: Recorded<UserEvent>[]) =>
  events.reduce((doc, e) => usersProjection.evolve(doc, e, 'u1'), null as ReturnType<typeof usersProjection.evolve>);

describe('users read model', () => {
  it('holds the profile, levels and session version', () => {
    const doc = run(
      event('UserRegistered', { userId: 'u1', name: 'Ann', email: 'Ann@X.io', isAdmin: false }),
      event('LevelReached', { language: 'french', level: 2 }),
      event('CustomLevelReached', { classroom: 'c9', level: 4 }),
      event('UserPasswordChanged', { sessionVersion: 1 }),
      event('UserUpdatedByAdmin', { name: 'Anne', email: 'anne@x.io', isAdmin: true }),
    );
    expect(doc).toEqual({
      _id: 'u1',
      name: 'Anne',
      email: 'anne@x.io',
      emailKey: 'anne@x.io',
      isAdmin: true,
      userLevels: { french: 2 },
      customLevels: { c9: 4 },
      sessionVersion: 1,
      createdAt: '2026-01-02T03:04:05.000Z',
      version: 4,
    });
  });

  it('forgets a deleted user and cleared levels', () => {
    const registered = event('UserRegistered', { userId: 'u1', name: 'Ann', email: 'a@x.io', isAdmin: false });
    expect(
      run(registered, event('LevelReached', { language: 'dutch', level: 3 }), event('LevelsCleared', {})),
    ).toMatchObject({
      userLevels: {},
      customLevels: {},
    });
    expect(run(registered, event('UserDeleted', {}))).toBeNull();
  });
});
