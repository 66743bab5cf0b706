/**
 * Dzongkha month names in every form a source gives, and the numbers in words those names carry.
 * CLDR (Node's ICU) has two forms: the stand-alone སྤྱི་ཟླ་གཉིས་པ་ (“the second month of the common era”, the key
 * of a typed month) and the format form ཟླ་གཉིས་པ་ that its dates use. glibc's dz_BT locale (Debian `locales`, by
 * the Dzongkha Development Commission; its locale data carries no copyright claim) writes ཟླ་བ་གཉིས་པ་. Each is
 * a right answer. The names below are dz_BT's `mon` list, decoded (May's ordinal ཕ་ as it is said, ཟླ་བ་ལྔ་ཕ་, as
 * its Tuesday is གཟའ་ལྷག་ཕ་); its July lacks the tsheg between བདུན and པ
 * (ཟླ་བ་བདུནཔ་, every other month has it), restored here. dzongkha.unit.test.ts holds the list against the
 * file where the machine has it.
 */
export const glibcMonths = [
  'ཟླ་བ་དང་པ་',
  'ཟླ་བ་གཉིས་པ་',
  'ཟླ་བ་གསུམ་པ་',
  'ཟླ་བ་བཞི་པ་',
  'ཟླ་བ་ལྔ་ཕ་',
  'ཟླ་བ་དྲུག་པ་',
  'ཟླ་བ་བདུན་པ་',
  'ཟླ་བ་བརྒྱད་པ་',
  'ཟླ་བ་དགུ་པ་',
  'ཟླ་བ་བཅུ་པ་',
  'ཟླ་བ་བཅུ་གཅིག་པ་',
  'ཟླ་བ་བཅུ་གཉིས་པ་',
];

/** A name with its final tsheg (CLDR leaves some off: ཟླ་དྲུག་པ). */
export const withTsheg = (name: string) => name.replace(/([^་])$/, '$1་');

/** CLDR's format (in-date) name of month 1–12, as its dates write it: ཟླ་གཉིས་པ་. */
export function cldrFormatMonth(month: number): string {
  const parts = new Intl.DateTimeFormat('dz', { month: 'long', day: 'numeric', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(2024, month - 1, 15)),
  );
  return withTsheg(parts.find((p) => p.type === 'month')!.value);
}

/** The number a month name counts, its ordinal suffix པ་ (ཕ་) off: ཟླ་གཉིས་པ་ → གཉིས་. */
const counted = (name: string, prefix: string) =>
  name.startsWith(prefix) && /་[པཕ]་$/.test(name) ? name.slice(prefix.length, -'པ་'.length) : undefined;

/**
 * The numbers 1–12 in words where CLDR's and glibc's month names agree (both write two གཉིས་ … twelve
 * བཅུ་གཉིས་): 2–12 from the months, and one གཅིག་ from eleven, ten-one (བཅུ་གཅིག་, as twelve is ten-two). January
 * is named by the ordinal “first” (དངཔ་, དང་པ་), not by the number. No source at hand writes a number above
 * twelve in Dzongkha words: those stay in digits.
 */
export function dzongkhaNumberWords(): Map<number, string> {
  const words = new Map<number, string>();
  for (let month = 2; month <= 12; month++) {
    const cldr = counted(cldrFormatMonth(month), 'ཟླ་');
    if (cldr && cldr === counted(glibcMonths[month - 1], 'ཟླ་བ་')) words.set(month, cldr);
  }
  const ten = words.get(10);
  const eleven = words.get(11);
  if (ten && eleven?.startsWith(ten)) words.set(1, eleven.slice(ten.length));
  return words;
}

let numberWords: Map<number, string> | undefined;
const tibetanDigits = '༠༡༢༣༤༥༦༧༨༩';

/** A count in Tibetan digits standing alone in a Dzongkha text (ཆུ་ཚོད་ ༦ ནང་) written in words (ཆུ་ཚོད་ དྲུག་ ནང་). */
export function numberInWords(text: string): string {
  numberWords ??= dzongkhaNumberWords();
  return text.replace(/(^|[་ ])([༠-༩]{1,2})(?= |$)/u, (match, before: string, digits: string) => {
    const word = numberWords!.get(Number([...digits].map((d) => tibetanDigits.indexOf(d)).join('')));
    return word ? before + word : match;
  });
}
