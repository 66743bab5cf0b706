import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import Sequencer from '@jest/test-sequencer';

const root = new URL('..', import.meta.url).pathname;
/** Seconds each suite took in a CI run, by path from the repository root (.ci/test-durations.json). */
const hints = JSON.parse(readFileSync(new URL('../.ci/test-durations.json', import.meta.url), 'utf8'));

/**
 * Longest suites first, as Jest orders them from its cache of the last run; a fresh clone (CI) has no
 * cache, and Jest then went by file size, which started the slowest suites (short files) last, leaving a
 * core idle for minutes at the end. There the checked-in durations stand in for the cache.
 */
export default class DurationHintSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    const hint = hints[relative(root, test.path)];
    return hint === undefined ? undefined : hint * 1000;
  }
}
