export * from './events/envelope';
export * from './ids';
