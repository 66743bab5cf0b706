import { describe, expect, it } from '@jest/globals';
import { blankQuestion, type ClassroomEvent, type FollowerEvent, type QuestionEvent } from '@lebe/domain';
import type { Doc } from '@lebe/store';
import { recorded } from '@lebe/testing/recorded';
import type { DocumentProjection, Recorded } from '../runtime';
import { classroomsProjection } from './classrooms.projection';
import { followersProjection } from './followers.projection';
import { classroomQuestionsProjection } from './classroom-questions.projection';

type Event = ClassroomEvent | FollowerEvent | QuestionEvent;
const event = <T extends Event['type']>(streamName: string, type: T, data: Extract<Event, { type: T }>['data']) =>
  recorded(streamName, { type, data } as Event, { actor: 't1' });

/** Folds events into the one document `id` of a projection, as the runner would (a lookup meets the documents holding its value). */
function run<E extends Event>(p: DocumentProjection<E, Doc>, id: string, ...events: Recorded<Event>[]): unknown {
  return events.reduce<Doc | null>((doc, e) => {
    if (!p.handles.includes(e.type as E['type'])) return doc;
    const own = e as Recorded<E>;
    const target = p.targets(own);
    const hit =
      target !== null &&
      (typeof target === 'object' && 'lookup' in target
        ? doc !== null && p.lookup !== undefined && doc[p.lookup] === target.lookup
        : [target].flat().includes(id));
    return hit ? p.evolve(doc, own, id) : doc;
  }, null);
}

describe('classrooms read model', () => {
  it('holds the profile and the owner, never the keycode, and forgets a deleted classroom', () => {
    const created = event('classroom-c1', 'ClassroomCreated', {
      classroomId: 'c1',
      classroomCode: ' FR-101',
      name: 'French',
      teacher: 'Mme Roux',
      description: 'd',
      base_language: 'english',
      target_language: 'french',
      owner: 't1',
    });
    const updated = event('classroom-c1', 'ClassroomUpdated', { changes: { name: 'French 1' } });
    expect(run(classroomsProjection, 'c1', created, updated)).toEqual({
      _id: 'c1',
      classroomCode: ' FR-101',
      codeKey: 'fr-101',
      name: 'French 1',
      teacher: 'Mme Roux',
      description: 'd',
      base_language: 'english',
      target_language: 'french',
      user: 't1',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(run(classroomsProjection, 'c1', created, event('classroom-c1', 'ClassroomDeleted', {}))).toBeNull();
  });
});

describe('followers read model', () => {
  it('holds a membership until the student leaves, and is purged with its classroom', () => {
    const joined = event('follower-f1', 'StudentJoinedClassroom', {
      followerId: 'f1',
      classroom: 'c1',
      student: 's1',
      studentName: 'Sam',
    });
    expect(run(followersProjection, 'f1', joined)).toMatchObject({
      classroom: 'c1',
      student: 's1',
      studentName: 'Sam',
    });
    const left = event('follower-f1', 'StudentLeftClassroom', { classroom: 'c1', student: 's1', by: 'student' });
    expect(run(followersProjection, 'f1', joined, left)).toBeNull();
    const deleted = recorded<ClassroomEvent>('classroom-c1', { type: 'ClassroomDeleted', data: {} });
    expect(followersProjection.purge!(deleted)).toEqual({
      field: 'classroom',
      value: 'c1',
    });
  });
});

describe('classroom questions read model', () => {
  const added = event('question-q1', 'QuestionAddedToClassroom', {
    classroom: 'c1',
    fields: blankQuestion,
    owner: 't1',
  });

  it('follows the edits and flags of a question in the classroom', () => {
    const doc = run(
      classroomQuestionsProjection,
      'c1:q1',
      added,
      event('question-q1', 'QuestionEdited', { changes: { level: 4, question: 'Où?' } }),
      event('question-q1', 'QuestionFlagToggled', { isFlagged: true }),
      event('question-q2', 'QuestionEdited', { changes: { level: 9 } }),
    );
    expect(doc).toMatchObject({
      classroom: 'c1',
      questionId: 'q1',
      owner: 't1',
      level: 4,
      question: 'Où?',
      isFlagged: true,
    });
  });

  it('drops the question when removed or deleted', () => {
    const removed = event('question-q1', 'QuestionRemovedFromClassroom', { classroom: 'c1' });
    expect(run(classroomQuestionsProjection, 'c1:q1', added, removed)).toBeNull();
    const deleted = event('question-q1', 'QuestionDeleted', {});
    expect(run(classroomQuestionsProjection, 'c1:q1', added, deleted)).toBeNull();
  });
});
