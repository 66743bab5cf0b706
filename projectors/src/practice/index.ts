// Practice: what a learner answered last and the evidence levels rise on.
export * from './recent-answers.projection';
export * from './level-windows.projection';
export * from './queries';
export * from './rounds.projection';
export * from './answer-index.projection';
