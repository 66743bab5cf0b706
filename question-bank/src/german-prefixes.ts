/**
 * Whether a German verb splits in a main clause (ich rufe … an) or not (ich überzeuge), decided from its
 * past participle: a separable prefix takes -ge- after it (an-ge-rufen, herab-ge-setzt), an inseparable
 * one none (überzeugt, unterschrieben). german-pos-dict gets this wrong both ways: it splits inseparable
 * verbs (“zeugte über”, “schrieb unter”), splits compound prefixes at the wrong place (herabsetzen:
 * “absetze her”), and leaves some separable verbs joined (“festnahm”); and a prefix only guessed from
 * the participle's first “ge” took ergeben for er-geben (“gebe er”).
 */
import { germanVerbs, type GermanVerb } from './data';

/** Prefixes that are always inseparable (never stressed, never split, no -ge- in the participle). */
const inseparable = new Set(['be', 'ge', 'er', 'ver', 'zer', 'ent', 'emp', 'miss']);
/** Prefixes that are separable or not by verb (übersetzen: übergesetzt or übersetzt). */
const twoWay = new Set(['über', 'unter', 'wider', 'wieder', 'hinter', 'voll', 'durch', 'um']);

/** How a verb's forms stand in a main clause: split at `prefix`, or whole; undefined: not decidable, not asked. */
export type GermanShape = { prefix?: string } | undefined;

/**
 * The separable prefix a participle shows: the participle is the prefix before the base verb's own
 * participle (herab|gesetzt, um|gegangen, vorbei|gekommen), while über|geben is not über|gegeben.
 */
function participlePrefix(verb: string, participle: string): string | undefined {
  for (let i = 1; i < participle.length - 2; i++) {
    const prefix = participle.slice(0, i);
    if (!verb.startsWith(prefix) || !participle.startsWith('ge', i) || inseparable.has(prefix)) continue;
    const base = germanVerbs()[verb.slice(prefix.length)]?.PA2 ?? [];
    if (base.includes(participle.slice(i))) return prefix;
  }
  return undefined;
}

/** The data's own split prefix of a verb, if it splits any form (["zeugte", "über"]). */
function dataPrefix(table: GermanVerb): string | undefined {
  for (const tense of ['PRÄ', 'PRT']) {
    const form = (table[tense] as { S?: Record<string, unknown> } | undefined)?.S?.['1'];
    if (Array.isArray(form) && typeof form[1] === 'string') return form[1];
  }
  return undefined;
}

export function germanShape(verb: string, table: GermanVerb = germanVerbs()[verb]): GermanShape {
  const participles = table?.PA2 ?? [];
  if (!participles.length) return undefined;
  const prefixes = participles.map((p) => participlePrefix(verb, p));
  // Two participles, one separable and one not (übersetzen, umfahren, durchsuchen): two verbs, one spelling.
  if (new Set(prefixes).size > 1) return undefined;
  const prefix = prefixes[0];
  if (prefix) return { prefix };
  const given = dataPrefix(table);
  if (!given) return {};
  // No -ge- after a two-way prefix: inseparable (überzeugt), where the base verb itself takes -ge-
  // (gezeugt). A base without it (um-benannt, wieder-erkannt, um-organisiert) or unknown does not decide:
  // such a verb is not asked.
  if (twoWay.has(given)) {
    const base = germanVerbs()[verb.slice(given.length)]?.PA2 ?? [];
    return base.length && base.every((p) => p.startsWith('ge')) ? {} : undefined;
  }
  if (inseparable.has(given)) return {};
  // A separable prefix before an inseparable base (ab-bestellt, an-erkannt): split as the data does.
  return { prefix: given };
}

/**
 * The shape checked against the Hunspell German dictionary for a verb with a two-way prefix: the
 * dictionary must know the -ge- participle of a split verb (durchgeführt) and not of a whole one (no
 * “übergezeugt”).
 * german-pos-dict's own participle is sometimes wrong (überdenken: “übergedacht”; Hunspell: überdacht).
 */
export function confirmedShape(verb: string, shape: GermanShape, knows: (word: string) => boolean): GermanShape {
  if (!shape) return undefined;
  for (const prefix of twoWay) {
    const base = germanVerbs()[verb.slice(prefix.length)]?.PA2?.find((p) => p.startsWith('ge'));
    if (!verb.startsWith(prefix) || !base) continue;
    // (The -ge-less spelling proves nothing: “durchführt” is also the joined present, dass er durchführt.)
    if ((shape.prefix === prefix) !== knows(prefix + base)) return undefined;
  }
  return shape;
}

/** A form as a main clause has it: the data's [form, prefix] pairs joined, then split at the verb's own prefix. */
export function mainClauseForm(
  shape: NonNullable<GermanShape>,
  form: string | string[] | undefined,
): string | undefined {
  if (form === undefined) return undefined;
  const whole = Array.isArray(form) ? (form.length === 2 ? form[1] + form[0] : form.join(' ')) : form;
  const { prefix } = shape;
  return prefix && !whole.includes(' ') && whole.startsWith(prefix) && whole.length > prefix.length
    ? `${whole.slice(prefix.length)} ${prefix}`
    : whole;
}
