// The question bank: every question, the bank's figures, and practice draws.
export * from './question-bank.projection';
export * from './bank-stats.projection';
export * from './queries';
export * from './draw';
export * from './stats';
export * from './own';
