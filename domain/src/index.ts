// Pure and browser-safe: what the server, the workers, the web app and the admin console share.

// The event-sourcing core
export * from './core/envelope';
export * from './core/catalogue';
export * from './core/catalogue-doc';
export * from './core/personal-data';
export * from './core/decider';
export * from './core/errors';
export * from './core/ids';
export * from './core/hash';
export * from './streams';
export * from './languages';
export * from './http/list-query';
export * from './http/simple-rest';
export * from './http/responses';

// Features: events, deciders, rules and HTTP contracts
export * from './users/events';
export * from './users/user';
export * from './users/contracts';
export * from './questions/question';
export * from './questions/events';
export * from './questions/decider';
export * from './questions/contracts';
export * from './practice/events';
export * from './practice/scoring';
export * from './practice/typed-answer';
export * from './practice/letter-pads';
export * from './practice/contracts';
export * from './dashboards/events';
export * from './dashboards/contracts';
export * from './notebook/events';
export * from './notebook/decider';
export * from './notebook/contracts';
export * from './flags/events';
export * from './flags/decider';
export * from './flags/contracts';
export * from './classrooms/events';
export * from './classrooms/classroom';
export * from './classrooms/follower';
export * from './classrooms/contracts';
export * from './team/member';
export * from './team/events';
export * from './team/decider';
export * from './team/contracts';
export * from './site/contracts';
export * from './analysts/contracts';
