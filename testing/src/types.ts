export type { Doc } from '@lebe/store';
export type { NewEvent as NewEventLike } from '@lebe/domain';
