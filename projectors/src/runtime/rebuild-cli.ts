export {};
// `npm run projections:rebuild -- <name|all>`: drops the named read models and replays the log into them.
process.argv.splice(2, 0, 'rebuild');
await import('./cli');
