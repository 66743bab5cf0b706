export { generateBank, type BankOptions } from './generate';
export type { BankTarget, GeneratedQuestion } from './common';
export { rank } from './common';

/** Changes whenever the generator's output changes: an install imports (and corrects) its bank once per version. */
export const bankVersion = '1';
