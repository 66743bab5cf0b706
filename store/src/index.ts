export * from './event-store/port';
export * from './event-store/sqlite-event-store';
export * from './read-store/port';
export * from './read-store/sqlite-read-store';
export * from './secret-store/port';
export * from './secret-store/sqlite-secret-store';
export * from './open-stores';
export * from './event-store/import';
