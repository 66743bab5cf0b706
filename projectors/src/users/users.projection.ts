import type { UserStreamEvent } from '@lebe/domain';
import { type DocumentProjection, type Recorded, type UserDoc, byStreamId, usersCollection } from '../runtime';

export { usersCollection, type UserDoc };

export const usersProjection: DocumentProjection<UserStreamEvent, UserDoc> = {
  kind: 'document',
  name: 'users',
  collection: { name: usersCollection, indexes: ['emailKey', 'name', 'isAdmin', 'createdAt'], text: ['name', 'email'] },
  handles: [
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
  targets: byStreamId,
  evolve(doc, event, id) {
    const next = evolveUser(doc, event, id);
    return next && { ...next, version: event.revision };
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
