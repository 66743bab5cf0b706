import type { AnyProjection } from './projection';

/** Every read model of the product, in the order they are built. Features add theirs here. */
export const productProjections: AnyProjection[] = [];
