/**
 * Which emoji names are translations of each other, checked, not assumed. CLDR names a picture in each
 * language on its own: 🎼 is “musical score” in English and “pentagrama” (a staff) in Spanish, so a
 * pair of names is a pair of words a learner may be taught only where a bilingual dictionary confirms
 * it. The dictionaries are FreeDict's English↔French, German, Spanish, Dutch and Portuguese (GPL/
 * CC BY-SA, Debian's `dict-freedict-*` packages in /usr/share/dictd), read in both directions: a name is
 * confirmed when the dictionary gives the one for the other whole, or, for a name of several words,
 * when every English word has a translation that stands (perhaps inflected) in the other name.
 *
 * FreeDict is not an npm package, so the verdicts are kept in `emoji-translations.json` (emoji only, no
 * dictionary text) and `emoji-translations.unit.test.ts` recomputes them wherever the dictionaries are
 * installed. `npx tsx question-bank/src/emoji-translations.ts` rewrites the file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { annotations } from './data';

export const freedictDir = '/usr/share/dictd';
const codes: Record<string, string> = {
  french: 'fra',
  german: 'deu',
  spanish: 'spa',
  dutch: 'nld',
  portuguese: 'por',
};
export const checkedLanguages = Object.keys(codes);

/** The pictures whose English and `language` names are confirmed translations (the kept verdicts). */
let verdicts: Record<string, string[]> | undefined;
export function confirmedPictures(language: string): Set<string> | undefined {
  verdicts ??= JSON.parse(readFileSync(new URL('./emoji-translations.json', import.meta.url), 'utf8')) as Record<
    string,
    string[]
  >;
  const list = verdicts[language];
  return list ? new Set(list) : undefined;
}

const article = /^(der|die|das|de|het|een|le|la|les|l'|l’|un|une|el|los|las|o|a|os|as|um|uma|to) /;
const clean = (s: string) =>
  s
    .replace(/\(.*?\)|\[.*?\]|<.*?>|\{.*?\}/g, '')
    .trim()
    .toLowerCase()
    .normalize('NFC')
    .replace(article, '')
    .trim();

const texts = new Map<string, string>();
/**
 * A FreeDict dictionary's whole text, `pair` as in its file name (eng-deu for freedict-eng-deu.dict.dz), read and
 * unzipped once (the German ones are 15 MB zipped; tests look many words up in them).
 */
export function freedictText(pair: string): string {
  let text = texts.get(pair);
  if (text === undefined) {
    text = gunzipSync(readFileSync(`${freedictDir}/freedict-${pair}.dict.dz`)).toString('utf8');
    texts.set(pair, text);
  }
  return text;
}

/** A FreeDict dictionary as headword → translations (lower-case, articles and notes dropped). */
export function readFreedict(from: string, to: string): Map<string, Set<string>> {
  const text = freedictText(`${from}-${to}`);
  const out = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of text.split('\n')) {
    const head = /^(\S.*?) \/[^/]*\/( <[^>]*>)?$/.exec(line);
    if (head) {
      const key = clean(head[1]);
      current = out.get(key) ?? out.set(key, new Set()).get(key)!;
      continue;
    }
    if (!current || !line.trim() || /^\s*(Synonyms|see|Note|Example|Examples):/i.test(line)) continue;
    for (const part of line.replace(/^\s*\d+\.\s*/, '').split(/[,;]/)) {
      const t = clean(part);
      if (t) current.add(t);
    }
  }
  return out;
}

/** The FreeDict dictionaries the check reads that are not installed (none where it can run). */
export const missingFreedict = () =>
  Object.values(codes)
    .flatMap((c) => [`${freedictDir}/freedict-eng-${c}.dict.dz`, `${freedictDir}/freedict-${c}-eng.dict.dz`])
    .filter((file) => !existsSync(file));

/** Whether FreeDict confirms `english` and `word` as translations (see the file comment). */
export function makeChecker(language: string): (english: string, word: string) => boolean {
  const code = codes[language];
  const forth = readFreedict('eng', code);
  const back = readFreedict(code, 'eng');
  const reverse = new Map<string, Set<string>>();
  for (const [w, ens] of back) for (const en of ens) (reverse.get(en) ?? reverse.set(en, new Set()).get(en)!).add(w);
  const translations = (en: string) => new Set([...(forth.get(en) ?? []), ...(reverse.get(en) ?? [])]);
  const words = (s: string) => s.split(/[\s’'-]+/).filter(Boolean);
  // A word stands in a name as itself or inflected (rot → rotes, rojo → roja): same stem, short ending.
  const stands = (t: string, name: string) =>
    words(name).some((w) => w === t || (t.length >= 3 && w.startsWith(t.slice(0, -1)) && w.length - t.length <= 3));
  return (english, word) => {
    const en = clean(english);
    const target = clean(word);
    if (translations(en).has(target) || (back.get(target)?.has(en) ?? false)) return true;
    const parts = words(en).filter((w) => !/^(of|the|a|an|with|and)$/.test(w));
    return (
      parts.length > 1 && parts.every((p) => [...translations(p)].some((t) => !t.includes(' ') && stands(t, target)))
    );
  };
}

/** The verdicts recomputed from FreeDict: per language, the pictures whose names it confirms. */
export function computeVerdicts(): Record<string, string[]> {
  const english = annotations('en') ?? {};
  const out: Record<string, string[]> = {};
  for (const language of checkedLanguages) {
    const table =
      annotations(
        ({ french: 'fr', german: 'de', spanish: 'es', dutch: 'nl', portuguese: 'pt' } as const)[language as 'french'],
      ) ?? {};
    const check = makeChecker(language);
    out[language] = Object.keys(english).filter((emoji) => {
      const en = english[emoji]?.tts?.[0];
      const word = table[emoji]?.tts?.[0];
      return /\p{Extended_Pictographic}/u.test(emoji) && en && word && en.split(' ').length <= 2 && check(en, word);
    });
  }
  return out;
}

if (process.argv[1]?.endsWith('emoji-translations.ts')) {
  const out = computeVerdicts();
  writeFileSync(new URL('./emoji-translations.json', import.meta.url), `${JSON.stringify(out, null, 0)}\n`);
  for (const [language, list] of Object.entries(out)) console.log(language, list.length);
}
