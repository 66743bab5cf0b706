/**
 * English contractions, both ways (issue 37): a teacher accepts “I’ll”, “won’t”, “don’t”, “isn’t”, “I’m” where
 * “I will”, “will not”, “do not”, “is not”, “I am” is keyed, and the full forms where a contraction is. The
 * pairs are the standard ones of English grammars (Cambridge Grammar of the English Language §3.1.3, the
 * “negative forms” and “reduced forms” tables); only the unambiguous ones: ’s is “is” after a pronoun (never
 * the possessive or “has”), and ’ve (a main verb “have” rarely contracts) is left out. ’d is “would” or “had”, so
 * it is only made from a key whose next word settles which: “would” before a verb (they would like → they’d like;
 * never a final “I would.”), “had” before a past participle (they had been → they’d been; never the main verb
 * “they had eggs”), and read back only where the word after it settles it (’d like, ’d been, ’d better).
 * They are English words, so the rule holds whatever the question's target language (a typed English
 * translation is graded with the foreign language's question).
 */
const negatives = [
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'have',
  'has',
  'had',
  'would',
  'could',
  'should',
  'must',
  'need',
];
const apostrophe = "['’]";
const pairs: [full: string, short: string][] = [
  ...negatives.map((v): [string, string] => [`${v} not`, `${v}n${apostrophe}t`]),
  ['will not', `won${apostrophe}t`],
  ['cannot', `can${apostrophe}t`],
  ['can not', `can${apostrophe}t`],
  ['I am', `I${apostrophe}m`],
  ...['you', 'we', 'they'].map((p): [string, string] => [`${p} are`, `${p}${apostrophe}re`]),
  ...['he', 'she', 'it', 'that', 'there', 'what'].map((p): [string, string] => [`${p} is`, `${p}${apostrophe}s`]),
  ...['I', 'you', 'he', 'she', 'it', 'we', 'they'].map((p): [string, string] => [`${p} will`, `${p}${apostrophe}ll`]),
];
const pronouns = ['I', 'you', 'he', 'she', 'it', 'we', 'they'].join('|');
/** Past participles that follow an auxiliary “had”: regular -ed ones (not -ed nouns such as bread or bed) and the
 * irregular ones of the bank's verbs. */
const participle =
  '(?:been|better|got|gotten|gone|done|seen|eaten|bought|sold|drawn|found|made|taken|given|written|read|had|' +
  '(?!(?:bread|bed|red|seed|shed|sled|need|speed|feed|weed|reed|breed|hundred)\\b)[a-z]{2,}ed)\\b';
const afterPronoun = `(?<=\\b(?:${pronouns}))`;
const elided = [
  { from: new RegExp(`${afterPronoun} would(?= [a-z])`, 'giu'), to: '’d' },
  { from: new RegExp(`${afterPronoun} had(?= ${participle})`, 'giu'), to: '’d' },
  { from: new RegExp(`${afterPronoun}${apostrophe}d(?= (?:like|love|rather)\\b)`, 'giu'), to: ' would' },
  { from: new RegExp(`${afterPronoun}${apostrophe}d(?= (?:been|better)\\b)`, 'giu'), to: ' had' },
];
const typed = (pattern: string) => pattern.replace(apostrophe, '’');
const rules = pairs
  .flatMap(([full, short]) => [
    { from: new RegExp(`\\b${full}\\b`, 'giu'), to: typed(short) },
    { from: new RegExp(`\\b${short}\\b`, 'giu'), to: full },
  ])
  .concat(elided);

/** Keeps a capital where the replaced words had one (Don’t → Do not). */
const cased = (to: string) => (match: string) =>
  match[0] !== match[0].toLowerCase() ? to[0].toUpperCase() + to.slice(1) : to;

/** A text in every spelling its contractions allow, the text itself first (a bounded closure). */
export function contractionSpellings(text: string, limit = 16): string[] {
  const out = [text];
  for (let i = 0; i < out.length && out.length < limit; i++)
    for (const { from, to } of rules) {
      const next = out[i].replace(from, cased(to));
      if (!out.includes(next) && out.length < limit) out.push(next);
    }
  return out;
}
