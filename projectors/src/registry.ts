import type { AnyProjection } from './projection';
import { usersProjection } from './users';

/** Every read model of the product, in the order they are built. Features add theirs here. */
export const productProjections: AnyProjection[] = [usersProjection];
