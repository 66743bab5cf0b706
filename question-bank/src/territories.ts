/**
 * Territories a learner is unlikely to meet, not asked in any language: the regions with fewer than
 * 300,000 people in Unicode CLDR's territory information (cldr-json, cldr-core/supplemental/
 * territoryInfo.json, CLDR 47, commit b08a82b582f1120d630d623f9e5073316741574d; Unicode License v3),
 * smallest first: uninhabited islands and bases (Bouvet Island 1 … Antarctica 300), the French Southern
 * Territories (140), South Georgia (20), Ascension (940), and the islands and microstates up to São Tomé
 * and Príncipe (223,561). Iceland (about 360,000), Malta and Luxembourg stay.
 */
export const smallTerritories = new Set([
  'BV',
  'CP',
  'HM',
  'GS',
  'PN',
  'TF',
  'TA',
  'AQ',
  'UM',
  'CQ',
  'DG',
  'CC',
  'AC',
  'VA',
  'TK',
  'CX',
  'NF',
  'NU',
  'SJ',
  'IO',
  'FK',
  'PM',
  'MS',
  'BL',
  'CK',
  'SH',
  'NR',
  'TV',
  'WF',
  'AI',
  'BQ',
  'PW',
  'AX',
  'GI',
  'MC',
  'MF',
  'SM',
  'VG',
  'LI',
  'AS',
  'SX',
  'MP',
  'FO',
  'KN',
  'GL',
  'TC',
  'KY',
  'GG',
  'BM',
  'DM',
  'MH',
  'AD',
  'IM',
  'SC',
  'FM',
  'VC',
  'AG',
  'JE',
  'VI',
  'TO',
  'GD',
  'KI',
  'AW',
  'EA',
  'CW',
  'LC',
  'GU',
  'YT',
  'GF',
  'WS',
  'ST',
]);

/**
 * Names CLDR gives in a language that spell a name the country or language no longer uses: Dzongkha
 * སུ་ཝ་ཛི་ལེནཌ and Sango Swäzïlânde are “Swaziland” (Eswatini since 2018), Dzongkha ཨོ་རི་ཡ་ཁ is “Oriya”
 * (Odia since 2011). CLDR 48 (Node's ICU 78.2) still spells them so and no Dzongkha or Sango source at
 * hand spells the new names, so these are not asked.
 */
export const outdatedNames: Record<string, Set<string>> = {
  dzongkha: new Set(['region:SZ', 'language:or']),
  sango: new Set(['region:SZ']),
};

/**
 * The former name a learner may still have been taught, accepted when typed beside CLDR 48's current
 * one (French odia, Portuguese Essuatíni), from Debian's iso-codes 4.15.0 translations (LGPL-2.1):
 * ISO 639-2 “Oriya” is French oriya, ISO 3166-1 “Eswatini” Portuguese Suazilândia. French, German and
 * Dutch CLDR write Eswatini and Dutch Odia as English does (not asked: nothing to learn); German, Spanish
 * and Portuguese CLDR still name the language Oriya/oriya/oriá, their key.
 */
export const formerNames: Record<string, Record<string, string[]>> = {
  french: { 'language:or': ['oriya'] },
  portuguese: { 'region:SZ': ['Suazilândia'] },
};
