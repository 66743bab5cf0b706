import { describe, expect, it } from '@jest/globals';
import {
  classroomCodeTaken,
  decideClassroom,
  decideClassroomCode,
  evolveClassroom,
  initialClassroom,
  initialClassroomCode,
  type ClassroomCommand,
} from './classroom';
import { decideFollower, evolveFollower, initialFollower } from './follower';
import type { ClassroomEvent, FollowerEvent } from './events';

const given = (...events: ClassroomEvent[]) => events.reduce(evolveClassroom, initialClassroom);
const create: ClassroomCommand = {
  type: 'Create',
  classroomId: 'c1',
  classroomCode: 'FR-101',
  name: 'French 101',
  teacher: 'Mme Roux',
  description: 'Beginners',
  base_language: 'english',
  target_language: 'french',
  owner: 't1',
};
const created: ClassroomEvent = {
  type: 'ClassroomCreated',
  data: {
    classroomId: 'c1',
    classroomCode: 'FR-101',
    name: 'French 101',
    teacher: 'Mme Roux',
    description: 'Beginners',
    base_language: 'english',
    target_language: 'french',
    owner: 't1',
  },
};

describe('classroom decider', () => {
  it('creates a classroom once', () => {
    expect(decideClassroom(create, given())).toEqual([created]);
    expect(() => decideClassroom(create, given(created))).toThrow('Classroom already exists');
  });

  it('lets only its teacher update or delete it', () => {
    const update: ClassroomCommand = { type: 'Update', by: 's1', changes: { name: 'x' }, keycodeChanged: false };
    expect(() => decideClassroom(update, given(created))).toThrow('Only the teacher of this classroom can change it');
    expect(() => decideClassroom({ type: 'Delete', by: 's1' }, given(created))).toThrow('Only the teacher');
    expect(decideClassroom({ type: 'Delete', by: 't1' }, given(created))).toEqual([
      { type: 'ClassroomDeleted', data: {} },
    ]);
  });

  it('records only what changed, and a keycode change without the keycode', () => {
    const events = decideClassroom(
      {
        type: 'Update',
        by: 't1',
        changes: { name: 'French 101', teacher: 'M. Roux', description: undefined },
        keycodeChanged: true,
      },
      given(created),
    );
    expect(events).toEqual([
      { type: 'ClassroomUpdated', data: { changes: { teacher: 'M. Roux' } } },
      { type: 'ClassroomKeycodeChanged', data: {} },
    ]);
    expect(
      decideClassroom(
        { type: 'Update', by: 't1', changes: { name: 'French 101' }, keycodeChanged: false },
        given(created),
      ),
    ).toEqual([]);
  });

  it('refuses commands on a missing or deleted classroom', () => {
    expect(() => decideClassroom({ type: 'Delete', by: 't1' }, given())).toThrow('Classroom not found');
    const deleted = given(created, { type: 'ClassroomDeleted', data: {} });
    expect(() => decideClassroom({ type: 'Delete', by: 't1' }, deleted)).toThrow('Classroom not found');
  });
});

describe('classroom code reservation', () => {
  it('lets one classroom hold a code until it releases it', () => {
    expect(decideClassroomCode({ type: 'Reserve', classroomId: 'a' }, initialClassroomCode)).toEqual([
      { type: 'ClassroomCodeReserved', data: { classroomId: 'a' } },
    ]);
    expect(() => decideClassroomCode({ type: 'Reserve', classroomId: 'b' }, { heldBy: 'a' })).toThrow(
      classroomCodeTaken,
    );
    expect(decideClassroomCode({ type: 'Reserve', classroomId: 'a' }, { heldBy: 'a' })).toEqual([]);
    expect(decideClassroomCode({ type: 'Release', classroomId: 'b' }, { heldBy: 'a' })).toEqual([]);
    expect(decideClassroomCode({ type: 'Release', classroomId: 'a' }, { heldBy: 'a' })).toHaveLength(1);
  });
});

describe('follower decider', () => {
  const joined: FollowerEvent = {
    type: 'StudentJoinedClassroom',
    data: { followerId: 'f1', classroom: 'c1', student: 's1', studentName: 'Sam' },
  };
  const state = (...events: FollowerEvent[]) => events.reduce(evolveFollower, initialFollower);

  it('joins once, leaves once, and may join again', () => {
    const join = {
      type: 'Join',
      followerId: 'f1',
      classroom: 'c1',
      student: 's1',
      studentName: 'Sam',
      teacher: 't1',
      keycodeProven: true,
    } as const;
    expect(decideFollower(join, state())).toEqual([joined]);
    expect(() => decideFollower(join, state(joined))).toThrow('You have already joined this classroom');
    const left: FollowerEvent = {
      type: 'StudentLeftClassroom',
      data: { classroom: 'c1', student: 's1', by: 'student' },
    };
    expect(decideFollower({ type: 'Leave', by: 'student' }, state(joined))).toEqual([left]);
    expect(() => decideFollower({ type: 'Leave', by: 'student' }, state(joined, left))).toThrow('Follower not found');
    expect(decideFollower(join, state(joined, left))).toEqual([joined]);
  });

  it('refuses the teacher of the classroom, then a student who has not proved the keycode', () => {
    const join = {
      type: 'Join',
      followerId: 'f1',
      classroom: 'c1',
      student: 's1',
      studentName: 'Sam',
      teacher: 's1',
      keycodeProven: true,
    } as const;
    expect(() => decideFollower(join, state())).toThrow('You are the teacher of this classroom');
    expect(() => decideFollower({ ...join, teacher: 't1', keycodeProven: false }, state())).toThrow(
      'Please sign in to the classroom with its code and keycode first',
    );
  });
});

describe('removing and re-admitting a student (issue 26 item 7)', () => {
  const joined: FollowerEvent = {
    type: 'StudentJoinedClassroom',
    data: { followerId: 'f1', classroom: 'c1', student: 's1', studentName: 'Sam' },
  };
  const state = (...events: FollowerEvent[]) => events.reduce(evolveFollower, initialFollower);
  const join = {
    type: 'Join',
    followerId: 'f1',
    classroom: 'c1',
    student: 's1',
    studentName: 'Sam',
    teacher: 't1',
    keycodeProven: true,
  } as const;
  it('keeps a removed student out until the teacher re-admits them under their shared name', () => {
    const removed: FollowerEvent = {
      type: 'StudentLeftClassroom',
      data: { classroom: 'c1', student: 's1', by: 'teacher' },
    };
    expect(() => decideFollower(join, state(joined, removed))).toThrow('ask them to re-admit you');
    const readmitted = decideFollower({ type: 'Readmit' }, state(joined, removed));
    expect(readmitted).toEqual([
      { type: 'StudentReadmitted', data: { classroom: 'c1', student: 's1', studentName: 'Sam' } },
    ]);
    expect(state(joined, removed, ...readmitted).member).toBe(true);
    expect(() => decideFollower({ type: 'Readmit' }, state(joined))).toThrow('already in the classroom');
    const left: FollowerEvent = {
      type: 'StudentLeftClassroom',
      data: { classroom: 'c1', student: 's1', by: 'student' },
    };
    expect(() => decideFollower({ type: 'Readmit' }, state(joined, left))).toThrow('Removed student not found');
    expect(decideFollower(join, state(joined, left))).toEqual([joined]);
  });
});
