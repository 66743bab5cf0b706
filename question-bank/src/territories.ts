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
 * Languages a learner is likely to meet, the only ones whose names are asked: those CLDR's territory
 * information (the same cldr-json file and commit as above) counts at least 5 million speakers of, summed over
 * the territories (population × the language's share), and the official languages of a territory of 300,000
 * people or more (Icelandic, Maltese, Estonian). Abkhazian (about 110,000), Avestan, Volapük, Ossetic and the
 * other 56 of CLDR's 184 language names are not asked (strict reading of 28 Nov: typed “Abchazisch”). ISO
 * 639-1's old codes count as their current ones (mo: ro, sh: sr, tl: fil).
 */
export const everydayLanguages = new Set([
  'af',
  'ak',
  'am',
  'ar',
  'as',
  'ay',
  'az',
  'be',
  'bg',
  'bi',
  'bm',
  'bn',
  'bs',
  'ca',
  'cs',
  'da',
  'de',
  'dv',
  'dz',
  'ee',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'ff',
  'fi',
  'fj',
  'fr',
  'ga',
  'gn',
  'gu',
  'ha',
  'he',
  'hi',
  'ho',
  'hr',
  'ht',
  'hu',
  'hy',
  'id',
  'ig',
  'ii',
  'is',
  'it',
  'ja',
  'jv',
  'ka',
  'ki',
  'kk',
  'km',
  'kn',
  'ko',
  'ks',
  'ku',
  'ky',
  'lb',
  'lg',
  'lo',
  'lt',
  'lv',
  'mg',
  'mi',
  'mk',
  'ml',
  'mn',
  'mo',
  'mr',
  'ms',
  'mt',
  'my',
  'nb',
  'nd',
  'ne',
  'nl',
  'nn',
  'no',
  'ny',
  'om',
  'or',
  'pa',
  'pl',
  'ps',
  'pt',
  'qu',
  'rn',
  'ru',
  'rw',
  'sd',
  'sg',
  'sh',
  'si',
  'sk',
  'sl',
  'sn',
  'so',
  'sq',
  'sr',
  'ss',
  'st',
  'su',
  'sv',
  'sw',
  'ta',
  'te',
  'tg',
  'th',
  'ti',
  'tk',
  'tl',
  'tn',
  'tr',
  'ts',
  'ty',
  'ug',
  'uk',
  'ur',
  'uz',
  'vi',
  'wo',
  'xh',
  'yo',
  'zh',
  'zu',
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

/**
 * Sango and Dzongkha name countries and languages by transliterating them (Omâni, Bielörûsi, ཀེཔ་བཱཌ) and have
 * no frequency list to say which a learner meets, so they are asked only of the world's most populous
 * countries (30 million people or more) and most used languages (50 million speakers or more, first and
 * second language added over the territories), both from CLDR's territory information (cldr-json,
 * cldr-core/supplemental/territoryInfo.json, CLDR 47, commit b08a82b; Unicode License v3), and of the
 * language's own country, its neighbours and the languages CLDR lists for it there (Central African
 * Republic: Sango, French, Lingala; Bhutan: Dzongkha, English, Nepali).
 */
const populousCountries = new Set(
  'CN IN US ID PK NG BR BD RU MX JP ET PH CD EG VN IR TR DE TH GB FR TZ IT ZA KE MM KR SD CO UG ES DZ AR IQ AF CA PL MA AO SA UZ UA GH MY MZ PE YE VE NP CM'.split(
    ' ',
  ),
);
const spokenLanguages = new Set(
  'en zh hi es ar fr ur bn pt pa sw ru id de ja te mr jv vi ta fa tr ko it gu ps th kn'.split(' '),
);
const home: Record<string, { region: string[]; language: string[] }> = {
  sango: { region: ['CF', 'CM', 'TD', 'SD', 'SS', 'CD', 'CG'], language: ['sg', 'fr', 'ln'] },
  dzongkha: { region: ['BT', 'IN', 'CN', 'NP', 'BD'], language: ['dz', 'en', 'ne'] },
};

const englishNames = new Map<string, Set<string>>();
/** The English names of the listed codes: CLDR's concepts may carry an alias (Germany is first found as DD). */
function namesOf(kind: 'region' | 'language', codes: Iterable<string>): Set<string> {
  const names = new Intl.DisplayNames(['en'], { type: kind });
  return new Set([...codes].map((code) => names.of(code) ?? code));
}

/** Whether a learner of a language without a frequency list needs this region's or language's name (in English). */
export function learnerNeeds(language: string, kind: string, english: string): boolean {
  const own = home[language];
  if (!own || (kind !== 'region' && kind !== 'language')) return true;
  const key = `${language}|${kind}`;
  let needed = englishNames.get(key);
  if (!needed) {
    needed = namesOf(kind, [...own[kind], ...(kind === 'region' ? populousCountries : spokenLanguages)]);
    englishNames.set(key, needed);
  }
  return needed.has(english);
}
