/**
 * Words a course does not drill: vulgar, obscene or violent-sexual words, per language. A word here is
 * never a verb asked, a noun of a sentence or a word of any answer. The lists are Lëbe's own, checked
 * against the LDNOOBW lists (npm naughty-words, CC BY 4.0; see docs/question-bank.md), which are too
 * broad to use as they are (they hold “martillo”, hammer, and “concha”, shell) and miss some (joder).
 * Dzongkha and Sango: no list is known to us, and the bank asks no word of them beyond CLDR's names.
 */
const lists: Record<string, string[]> = {
  english: [
    'fuck',
    'fucked',
    'fucking',
    'shit',
    'shat',
    'piss',
    'pissed',
    'cunt',
    'bitch',
    'bastard',
    'arse',
    'asshole',
    'dick',
    'cock',
    'wank',
    'rape',
    'raped',
    'whore',
    'slut',
    'bollocks',
    'bugger',
  ],
  french: [
    'chier',
    'foutre',
    'baiser',
    'enculer',
    'niquer',
    'branler',
    'pisser',
    'emmerder',
    'bander',
    'violer',
    'merde',
    'putain',
    'pute',
    'salope',
    'connard',
    'couille',
    'couilles',
    'bite',
  ],
  german: [
    'ficken',
    'scheißen',
    'pissen',
    'wichsen',
    'bumsen',
    'vögeln',
    'vergewaltigen',
    'scheiße',
    'arsch',
    'fotze',
    'hure',
    'wichser',
    'kacke',
    'kacken',
  ],
  spanish: [
    'joder',
    'follar',
    'coger',
    'chingar',
    'cagar',
    'mear',
    'violar',
    'puta',
    'puto',
    'mierda',
    'coño',
    'cabrón',
    'polla',
    'gilipollas',
    'verga',
    'culo',
    'pendejo',
    'hijoputa',
  ],
  portuguese: [
    'foder',
    'caralho',
    'porra',
    'merda',
    'puta',
    'cagar',
    'mijar',
    'estuprar',
    'buceta',
    'cu',
    'transar',
    'foda',
  ],
  dutch: ['neuken', 'kut', 'lul', 'klootzak', 'schijten', 'pissen', 'verkrachten', 'hoer', 'tering', 'kloten'],
};
const sets = new Map(Object.entries(lists).map(([language, words]) => [language, new Set(words)]));

/** Whether a word (any case) is on the language's list. */
export const vulgar = (language: string, word: string) => sets.get(language)?.has(word.toLowerCase()) ?? false;

/** Whether any word of a text is on the language's list. */
export const holdsVulgar = (language: string, text: string) =>
  text.split(/[^\p{L}]+/u).some((w) => w && vulgar(language, w));
