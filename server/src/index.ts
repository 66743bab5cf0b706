export * from './platform/http/app';
export * from './platform/config';
export * from './platform/server';
