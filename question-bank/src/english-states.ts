/**
 * English state (stative) verbs, which English does not put in the progressive: “I know”, not “I am knowing”;
 * “I suppose”, not “I will be supposing”. The classes of Quirk, Greenbaum, Leech and Svartvik, A Comprehensive
 * Grammar of the English Language (1985), §4.28–4.29 (verbs of perception, cognition, attitude, having and being)
 * and Huddleston and Pullum, The Cambridge Grammar of the English Language (2002), ch. 3 §4.3 (the progressive
 * with stative situations). Verbs with a common dynamic sense (think, feel, look, have a meal, need in
 * “I'll be needing”) are not listed. The sentences' present progressive (sentences/english-readings.ts) and the
 * progressive tenses drilled for WordNet verbs (english-tenses.ts) both keep these out.
 */
export const englishStateVerbs: ReadonlySet<string> = new Set([
  'see',
  'want',
  'have',
  'know',
  'believe',
  'suppose',
  'understand',
  'realize',
  'recognize',
  'mean',
  'doubt',
  'prefer',
  'like',
  'dislike',
  'love',
  'hate',
  'wish',
  'own',
  'possess',
  'belong',
  'contain',
  'consist',
  'deserve',
  'resemble',
  'seem',
  'matter',
  'exist',
  'equal',
  'cost',
  'involve',
  'depend',
  'lack',
]);
