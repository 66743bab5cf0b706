// Ability: each question's difficulty and each learner's ability per language, from the answers in log order.
export * from './ability.projection';
export * from './queries';
