import type { AnswerEvent, ClassroomEvent, FollowerEvent, UserStreamEvent } from '@lebe/domain';
import {
  type DocumentProjection,
  type Recorded,
  type UserDoc,
  byStreamId,
  usersCollection,
  versioned,
} from '../runtime';

export { usersCollection, type UserDoc };

/** What a user did elsewhere than their account's stream: when they were last seen, and whether they teach. */
type ActivityEvent = AnswerEvent | Extract<ClassroomEvent, { type: 'ClassroomCreated' }> | FollowerEvent;
type UsersEvent = UserStreamEvent | ActivityEvent;

/** The console's role of a user (issue 38 item 6): an admin, a teacher (created a classroom), else a learner. */
export const roleOf = (doc: Pick<UserDoc, 'isAdmin' | 'teaches'>) =>
  doc.isAdmin ? 'admin' : doc.teaches ? 'teacher' : 'learner';

function activityTarget(event: Recorded<ActivityEvent>): string | null {
  if (event.type === 'ClassroomCreated') return event.data.owner;
  if (event.type === 'StudentJoinedClassroom') return event.data.student;
  if (event.type === 'AnswerRecorded') return byStreamId(event);
  return null;
}

/** Last seen is kept to the nearest few minutes: closer than this, an answer does not move it. */
const seenWithinMs = 5 * 60_000;
const seenLately = (last: string | undefined, time: string) =>
  !!last && Date.parse(time) - Date.parse(last) < seenWithinMs && time >= last;

const activity = new Set(['AnswerRecorded', 'ClassroomCreated', 'StudentJoinedClassroom']);
const isActivity = (event: Recorded<UsersEvent>): event is Recorded<ActivityEvent> => activity.has(event.type);

export const usersProjection: DocumentProjection<UsersEvent, UserDoc> = {
  kind: 'document',
  // v2 (issue 38): role and lastSeenAt, from the user's answers, classrooms and joins as well as their account.
  name: versioned('users', 2),
  collection: {
    name: usersCollection,
    indexes: ['emailKey', 'name', 'isAdmin', 'createdAt', 'role', 'lastSeenAt'],
    text: ['name', 'email'],
  },
  handles: [
    'AnswerRecorded',
    'ClassroomCreated',
    'StudentJoinedClassroom',
    'UserRegistered',
    'UserProfileUpdated',
    'UserPasswordChanged',
    'UserUpdatedByAdmin',
    'UserDeleted',
    'LevelReached',
    'CustomLevelReached',
    'LevelsCleared',
    'LearnerAnswersErased',
  ],
  targets: (event) => (isActivity(event) ? activityTarget(event) : byStreamId(event)),
  evolve(doc, event, id) {
    if (isActivity(event)) {
      // Another stream's revision is not the account's: the edit form's version stays.
      if (!doc) return null;
      const teaches = doc.teaches || event.type === 'ClassroomCreated';
      // Seen within the last minutes already: the same object, so an answer streak rewrites no account.
      if (teaches === doc.teaches && seenLately(doc.lastSeenAt, event.metadata.time)) return doc;
      return { ...doc, teaches, role: roleOf({ isAdmin: doc.isAdmin, teaches }), lastSeenAt: event.metadata.time };
    }
    const next = evolveUser(doc, event, id);
    return next && { ...next, role: roleOf(next), lastSeenAt: event.metadata.time, version: event.revision };
  },
};

function evolveUser(doc: UserDoc | null, event: Recorded<UserStreamEvent>, id: string): UserDoc | null {
  if (event.type === 'UserRegistered') {
    const { name, email, isAdmin } = event.data;
    return {
      _id: id,
      name,
      email,
      emailKey: email.toLowerCase(),
      isAdmin,
      userLevels: {},
      customLevels: {},
      sessionVersion: 0,
      createdAt: event.metadata.time,
      version: event.revision,
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'UserProfileUpdated':
      return { ...doc, ...event.data, emailKey: event.data.email.toLowerCase() };
    case 'UserUpdatedByAdmin':
      return { ...doc, ...event.data, emailKey: event.data.email.toLowerCase() };
    case 'UserPasswordChanged':
      return { ...doc, sessionVersion: event.data.sessionVersion };
    case 'UserDeleted':
      return null;
    case 'LevelReached':
      return { ...doc, userLevels: { ...doc.userLevels, [event.data.language]: event.data.level } };
    case 'CustomLevelReached':
      return { ...doc, customLevels: { ...doc.customLevels, [event.data.classroom]: event.data.level } };
    case 'LevelsCleared':
      return { ...doc, userLevels: {}, customLevels: {} };
    case 'LearnerAnswersErased':
      return doc;
    default: {
      const never: never = event;
      return never;
    }
  }
}
