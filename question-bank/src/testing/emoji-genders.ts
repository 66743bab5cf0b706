/**
 * Which everyday words' genders an independent dictionary confirms, so that the typed word is accepted with its
 * article (articles.ts). german-pos-dict and Lefff give one gender per spelling, also for a homograph whose other
 * meaning has another (Leiter: der Leiter, the head; die Leiter, the ladder) and with the odd slip (Knoten as
 * neuter): a word takes its article only where FreeDict (Debian dict-freedict-deu-eng, -eng-deu, -fra-eng; GPL/
 * CC BY-SA) gives that same gender and no other for it. FreeDict is not an npm package, so the verdicts are kept in
 * `../emoji-genders.json` (the words only) and `articles.unit.test.ts` recomputes them where FreeDict is installed.
 * `npx tsx question-bank/src/testing/emoji-genders.ts` rewrites the file (then `npx prettier --write` it).
 */
import { writeFileSync } from 'node:fs';
import { annotations } from '../data';
import { bankGender } from '../articles';
import { freedictText } from '../emoji-translations';

const genderTags: Record<string, 'M' | 'F' | 'N'> = { masc: 'M', fem: 'F', neut: 'N' };
const tagGenders = (tag: string) =>
  tag.split(/,\s*/u).flatMap((t) => (genderTags[t.trim()] ? [genderTags[t.trim()]] : []));

/** Every gender a FreeDict dictionary tags a word with: headwords (“Wolke /…/ <fem, n, sg>”) and translations (“Wolke <fem>”). */
function freedictGenders(file: string, into: Map<string, Set<string>>) {
  const text = freedictText(file);
  const add = (word: string, genders: string[]) => {
    const w = word
      .replace(/\[[^\]]*\]/gu, '')
      .trim()
      .normalize('NFC');
    if (w) for (const g of genders) (into.get(w) ?? into.set(w, new Set()).get(w)!).add(g);
  };
  for (const line of text.split('\n')) {
    const head = /^(\S.*?) \/[^/]*\/(?: <([^>]*)>)?$/u.exec(line);
    if (head) {
      add(head[1], tagGenders(head[2] ?? ''));
      continue;
    }
    for (const part of line.replace(/^\s*\d+\.\s*/u, '').split(/[,;]/u)) {
      const tagged = /^(.+?) <([^>]*)>/u.exec(part.trim());
      if (tagged) add(tagged[1], tagGenders(tagged[2]));
    }
  }
}

const files = { german: ['deu-eng', 'eng-deu'], french: ['fra-eng', 'eng-fra'] } as const;
const locales = { german: 'de', french: 'fr' } as const;

/** The one-word CLDR names of each language whose bank gender FreeDict confirms as the word's only gender. */
export function computeGenders(): Record<keyof typeof files, string[]> {
  const out = { german: [] as string[], french: [] as string[] };
  for (const language of ['german', 'french'] as const) {
    const genders = new Map<string, Set<string>>();
    for (const file of files[language]) freedictGenders(file, genders);
    const names = new Set(
      Object.values(annotations(locales[language]) ?? {}).flatMap((a) =>
        a?.tts?.[0] ? [a.tts[0].normalize('NFC')] : [],
      ),
    );
    for (const word of [...names].sort()) {
      const given = genders.get(word);
      const ours = bankGender(language, word);
      if (ours && given?.size === 1 && given.has(ours)) out[language].push(word);
    }
  }
  return out;
}

if (process.argv[1]?.endsWith('emoji-genders.ts')) {
  const out = computeGenders();
  writeFileSync(new URL('../emoji-genders.json', import.meta.url), `${JSON.stringify(out, null, 0)}\n`);
  for (const [language, list] of Object.entries(out)) console.log(language, list.length);
}
