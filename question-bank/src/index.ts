export { bankVersion, currentIds, generateBank, type BankOptions } from './generate';
export type { BankTarget, GeneratedQuestion } from './common';
export { rank } from './common';
export { defects, type Defect } from './checks';
