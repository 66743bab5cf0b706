export * from './events/envelope';
export * from './events/catalogue';
export * from './ids';
export * from './errors';
export * from './users/events';
export * from './users/user';
export * from './languages';
