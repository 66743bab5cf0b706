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
      role: 'admin',
      lastSeenAt: '2026-01-02T03:04:05.000Z',
      version: 4,
    });
  });

  it('makes a user who creates a classroom a teacher, and keeps when they were last seen (issue 38)', () => {
    const registered = event('UserRegistered', { userId: 'u1', name: 'Ann', email: 'a@x.io', isAdmin: false });
    const at = (time: string) => ({ revision: 0, time });
    const created = recorded(
      'classroom-c1',
      {
        type: 'ClassroomCreated' as const,
        data: {
          classroomId: 'c1',
          classroomCode: 'C1',
          name: 'C',
          teacher: 'T',
          description: '',
          base_language: 'english',
          target_language: 'french',
          owner: 'u1',
        },
      },
      at('2026-03-01T10:00:00.000Z'),
    );
    expect(usersProjection.targets(created)).toBe('u1');
    const learner = run(registered);
    expect(learner).toMatchObject({ role: 'learner' });
    const teacher = usersProjection.evolve(learner, created, 'u1');
    // Another stream's revision is not the account's: an edit form's version is left alone.
    expect(teacher).toMatchObject({
      role: 'teacher',
      lastSeenAt: '2026-03-01T10:00:00.000Z',
      version: learner!.version,
    });
    const joined = recorded(
      'follower-f1',
      {
        type: 'StudentJoinedClassroom' as const,
        data: { followerId: 'f1', classroom: 'c2', student: 'u1', studentName: 'A' },
      },
      at('2026-03-02T10:00:00.000Z'),
    );
    expect(usersProjection.targets(joined)).toBe('u1');
    expect(usersProjection.evolve(teacher, joined, 'u1')).toMatchObject({
      role: 'teacher',
      lastSeenAt: '2026-03-02T10:00:00.000Z',
    });
    // An answer a minute later leaves the document as it is (no write); ten minutes later it moves last seen.
    const doc = usersProjection.evolve(teacher, joined, 'u1');
    const answer = (time: string) =>
      recorded('learner-u1', { type: 'AnswerRecorded' as const, data: {} as never }, at(time));
    expect(usersProjection.evolve(doc, answer('2026-03-02T10:01:00.000Z'), 'u1')).toBe(doc);
    expect(usersProjection.evolve(doc, answer('2026-03-02T10:10:00.000Z'), 'u1')).toMatchObject({
      lastSeenAt: '2026-03-02T10:10:00.000Z',
    });
    // An event about a user the read model does not hold (deleted) brings nothing back.
    expect(usersProjection.evolve(null, joined, 'u1')).toBeNull();
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
