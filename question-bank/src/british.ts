/**
 * The British spelling a British teacher writes for an American word of a typed English answer (Oxford and
 * Cambridge dictionaries; the test checks every form against Debian's wbritish and wamerican word lists):
 * -ize/-yze as -ise/-yse (recognise, analyse), -or as -our (colour, favourite, honoured), -er as -re (centre,
 * kilometre, theatre), a doubled l before -ed, -ing, -er (travelled, cancelling, jewellery) and a few words of
 * their own (grey, doughnut, pyjamas, catalogue, defence). A form with no British spelling is kept.
 */

/**
 * -ize/-yze stems whose British spelling keeps the z (size, seize, capsize, assize, Belize, and prize: prise is
 * another verb) or changes more than the z (anaesthetise, crystallise, tranquillise, glamorise), and -lyzes, which
 * is the plural of another noun as -lyses.
 */
const zAlways =
  /((^|over|down|re|out|up|under|super)(si|sei|capsi|pri|mai|bai)|^(assi|beli)|anestheti|crystali|tranquili|glamouri|faradi)$/u;

/** Stems spelt -our in British English, with the endings that keep the u (honorary, humorous, vigorous do not). */
const ourStems = [
  'arbor',
  'ardor',
  'armor',
  'behavior',
  'candor',
  'clamor',
  'color',
  'demeanor',
  'endeavor',
  'favor',
  'fervor',
  'flavor',
  'glamor',
  'harbor',
  'honor',
  'humor',
  'labor',
  'neighbor',
  'odor',
  'parlor',
  'rancor',
  'rigor',
  'rumor',
  'savor',
  'splendor',
  'tumor',
  'valor',
  'vapor',
  'vigor',
];
const ourEndings = [
  '',
  's',
  'ed',
  'ing',
  'ful',
  'less',
  'ite',
  'ites',
  'able',
  'ably',
  'ers',
  'er',
  'hood',
  'hoods',
  'ly',
];

/** Stems spelt -re in British English (centre, theatre; metre and litre as units), with their endings. */
const reStems: Record<string, string> = {
  center: 'centre',
  theater: 'theatre',
  fiber: 'fibre',
  somber: 'sombre',
  meager: 'meagre',
  saber: 'sabre',
  specter: 'spectre',
  luster: 'lustre',
  meter: 'metre',
  liter: 'litre',
};
/** centre, centres, centred, centring: the -re stem less its e, and these endings. */
const reEndings: Record<string, string> = { '': 'e', s: 'es', ed: 'ed', ing: 'ing' };
/** Only as units: a parking meter is a meter in Britain too. */
const unitPrefixes = ['kilo', 'centi', 'milli', 'deci', 'micro', 'nano', 'hecto', 'deca'];

/** Verbs in unstressed -l whose British forms double it (travelled, cancelling, modeller). */
const doubledL = [
  'travel',
  'cancel',
  'label',
  'model',
  'level',
  'fuel',
  'signal',
  'dial',
  'total',
  'marvel',
  'quarrel',
  'tunnel',
  'channel',
  'counsel',
  'equal',
  'shovel',
  'duel',
  'rival',
  'panel',
  'pedal',
  'grovel',
  'revel',
  'swivel',
  'chisel',
  'funnel',
  'libel',
  'pencil',
  'spiral',
  'stencil',
  'towel',
  'jewel',
  'yodel',
  'tassel',
  'unravel',
];

/** Words of their own (Oxford: aeroplane, grey, doughnut, pyjamas, moustache, plough, catalogue, defence). */
const words: Record<string, string> = {
  airplane: 'aeroplane',
  airplanes: 'aeroplanes',
  gray: 'grey',
  grays: 'greys',
  donut: 'doughnut',
  donuts: 'doughnuts',
  pajamas: 'pyjamas',
  mustache: 'moustache',
  mustaches: 'moustaches',
  plow: 'plough',
  plows: 'ploughs',
  catalog: 'catalogue',
  catalogs: 'catalogues',
  dialog: 'dialogue',
  dialogs: 'dialogues',
  defense: 'defence',
  offense: 'offence',
  jewelry: 'jewellery',
  marvelous: 'marvellous',
  aluminum: 'aluminium',
  cozy: 'cosy',
  skeptical: 'sceptical',
  fulfill: 'fulfil',
  fulfills: 'fulfils',
  enroll: 'enrol',
  enrolls: 'enrols',
};

/** The verb “practice” is practise in Britain (the noun stays practice): only where the word is a verb. */
const practise: Record<string, string> = {
  practice: 'practise',
  practices: 'practises',
  practiced: 'practised',
  practicing: 'practising',
};

function britishWord(word: string, verb: boolean): string {
  const lower = word.toLowerCase();
  const keep = (british: string) =>
    word[0] === word[0].toUpperCase() && word[0] !== word[0].toLowerCase()
      ? british[0].toUpperCase() + british.slice(1)
      : british;
  if (Object.hasOwn(words, lower)) return keep(words[lower]);
  if (verb && Object.hasOwn(practise, lower)) return keep(practise[lower]);
  if (['practiced', 'practicing'].includes(lower)) return keep(practise[lower]);
  for (const stem of ourStems)
    if (lower.startsWith(stem) && ourEndings.includes(lower.slice(stem.length)))
      return keep(`${stem.slice(0, -2)}our${lower.slice(stem.length)}`);
  for (const [stem, british] of Object.entries(reStems)) {
    const at = lower.indexOf(stem);
    const before = lower.slice(0, Math.max(0, at));
    const ending = Object.hasOwn(reEndings, lower.slice(at + stem.length))
      ? reEndings[lower.slice(at + stem.length)]
      : undefined;
    const unit = stem === 'meter' || stem === 'liter';
    const fits = unit ? unitPrefixes.includes(before) || (before === '' && stem === 'liter') : before === '';
    if (at >= 0 && fits && ending !== undefined) return keep(`${before}${british.slice(0, -1)}${ending}`);
  }
  for (const stem of doubledL) {
    const after = lower.slice(stem.length);
    if (lower.startsWith(stem) && ['ed', 'ing', 'er', 'ers'].includes(after)) return keep(`${stem}l${after}`);
  }
  const ize = /^(.*[iy])z(e|es|ed|ing|er|ers|ation|ations)$/u.exec(lower);
  if (ize && ize[1].length > 2 && !zAlways.test(ize[1]) && !(ize[2] === 'es' && ize[1].endsWith('y') && !verb))
    return keep(`${ize[1]}s${ize[2]}`);
  return word;
}

/**
 * The text with every word in its British spelling (the verb practise only where `verb`: a conjugated form),
 * or the text itself where it has none.
 */
export function britishText(text: string, verb = false): string {
  // A capital inside a text is a name's (Pfizer, Anglicize): kept.
  return text.replace(/\p{L}+/gu, (w, at: number) => (at > 0 && /^\p{Lu}/u.test(w) ? w : britishWord(w, verb)));
}

/** The British spelling of an English verb form (recognise, analyse, honoured, travelled), or undefined. */
export function britishSpelling(form: string): string | undefined {
  const british = britishText(form, true);
  return british === form ? undefined : british;
}
