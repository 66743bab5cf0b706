/**
 * Two clauses, the hardest sentence grammar of Dutch, Portuguese and Spanish (their top levels: Dutch 8, Portuguese
 * and Spanish 9–10). A main clause (I, he, she, we, they want, wanted or say) takes a frame of the sentence templates as
 * its subordinate clause, realised by the same machinery (realise.ts) and then put in the subordinate's own
 * grammar:
 * - Dutch “dat” with the finite verb last (ANS 10.3.1): Hij zegt dat jij gisteren bananen hebt gegeten, Ik wil
 *   dat de jongen tomaten koopt; the verb cluster in either order (hebt gegeten, gegeten hebt: ANS 18.5.2), and
 *   every future and past the main sentence accepts (zult eten, gaat eten, eet; at);
 * - Portuguese “que” with the subjunctive (Cunha & Cintra, Nova Gramática, ch. 13): Eu quero que você coma
 *   bananas (presente do subjuntivo), Eu queria que você comesse bananas (pretérito imperfeito do subjuntivo,
 *   the main verb's past also as quis);
 * - Spanish likewise (RAE–ASALE, Nueva gramática §§ 24.2, 25.3): Quiero que comas plátanos, Quería que comieras
 *   (or comieses) plátanos, the forms from spanish-verbs checked by the Spanish Hunspell dictionary.
 * Asked as the main sentences are (type the sentence, type the English, choose the correct sentence, fill in
 * the verb, build it from tiles), with wrong choices that carry one known error each: the subordinate verb
 * second (dat jij eet bananen), the indicative or the infinitive for the subjunctive (que você come), the
 * verb of another person or the other tense of the subjunctive.
 */
import { tileCue, tilePrompt, type Glossary } from '@lebe/domain';
import type { BankTarget, Draft } from '../common';
import { byRank, rank } from '../common';
import { citations } from '../citations';
import { pronounKeys, type Frame, type Sentence, type SubjectKey } from './frame';
import { frameKey, frames } from './index';
import { sentenceGlossary } from './glossary';
import { build } from './build';
import { englishReadings } from './english-readings';
import { addressNote } from './questions';
import { realise, scrambled } from './realise';
import { withOtherWords } from './other-words';
import { spanishVerbs } from '../data';
import { spelling } from '../lexicon';
import { otherStyles, portugueseForm, type Person, type PortugueseMood, type Style } from './verbs';
import { agreement, feminine, pronouns, sentenceText } from './words';

export type MainVerb = 'want' | 'wanted' | 'wouldLike' | 'say';
type TwoClauseLanguage = 'dutch' | 'portuguese' | 'spanish';
const mainSubjects: SubjectKey[] = ['I', 'he', 'she', 'we', 'they'];

/** The main verbs each language is asked with: Dutch want and say (verb-final), Portuguese want and wanted (subjunctive). */
export const mainVerbs: Record<TwoClauseLanguage, MainVerb[]> = {
  dutch: ['want', 'say'],
  portuguese: ['want', 'wanted', 'wouldLike'],
  spanish: ['want', 'wanted'],
};

/** The main clause's finite verb (and its other right forms): Dutch wil, zeg(t); Portuguese quero, queria (or quis). */
const dutchMain: Record<'want' | 'say', string[]> = {
  want: ['wil', 'wil', 'wil', 'willen', '', 'willen'],
  say: ['zeg', 'zegt', 'zegt', 'zeggen', '', 'zeggen'],
};
function mainFinite(language: TwoClauseLanguage, verb: MainVerb, p: Person): string[] {
  if (language === 'dutch') return [dutchMain[verb === 'say' ? 'say' : 'want'][p]];
  // Spanish quiero que …; quería que … (or quise que …) with the imperfect subjunctive (RAE, Nueva gramática §25.3).
  if (language === 'spanish') {
    const form = (code: string) => spanishVerbs().getConjugation('querer', code, p);
    return verb === 'want'
      ? [form('INDICATIVE_PRESENT')]
      : [form('INDICATIVE_IMPERFECT'), form('INDICATIVE_PRETERITE')];
  }
  if (verb === 'want') return [portugueseForm('querer', 'present', p)!];
  // “Eu gostaria que …” (the conditional); the imperfect of courtesy says the same, of gostar as of querer (Eu
  // gostava que …, Eu queria que …: Cunha & Cintra, ch. 13, the imperfeito “de cortesia” and in place of the
  // futuro do pretérito: “Queria pedir-lhe um favor”), the more usual in Portugal.
  if (verb === 'wouldLike')
    return [
      portugueseForm('gostar', 'conditional', p)!,
      portugueseForm('querer', 'imperfect', p)!,
      portugueseForm('gostar', 'imperfect', p)!,
    ];
  return [portugueseForm('querer', 'imperfect', p)!, portugueseForm('querer', 'past', p)!];
}

/** The English object of “want … to”: me, you, him, her, us, them, or the person (the boy). */
const englishObject: Partial<Record<SubjectKey, string>> = {
  I: 'me',
  you: 'you',
  youFormal: 'you',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
};

/** Who may be the subordinate's subject after a main subject: someone else (not “I want me to…”, not “we … me”). */
function others(main: SubjectKey, sub: SubjectKey): boolean {
  if (main === sub) return false;
  const self = { I: ['I', 'we'], we: ['I', 'we'], he: ['he'], she: ['she'], they: ['they'] }[main as string] ?? [];
  return !self.includes(sub);
}

/** The frames a subordinate clause takes: statements (no question); want takes an action in the present, not a state. */
function subordinateFrames(language: TwoClauseLanguage, verb: MainVerb): Frame[] {
  return [...frames(language)].filter(
    (f) =>
      !f.question &&
      (verb === 'say'
        ? true
        : f.tense === 'present' &&
          !f.negative &&
          !['want', 'have'].includes(f.verb.key) &&
          !(language !== 'dutch' && f.pronoun)),
  );
}

export interface TwoClause {
  language: TwoClauseLanguage;
  main: { subject: SubjectKey; verb: MainVerb; negative: boolean };
  frame: Frame;
  /** The subordinate frame's sentence as a main sentence (its words, glossary and verb). */
  inner: Sentence;
  text: string;
  english: string;
  variants: string[];
  englishVariants: string[];
  /** The subordinate's finite verb, the other forms as right (vendiese beside vendiera), the sentence blanked (Eu quero que você ___ bananas.). */
  verb: { form: string; others: string[]; blanked: string; cue: string };
  /** Sentences with one known error each. */
  wrong: string[];
}

const lower = (w: string) => (w === 'I' ? w : w.toLowerCase());

/** Dutch: the subordinate clause of a main-sentence token list, its finite verb moved last (or before the last verb). */
function verbFinal(s: { t: string[]; finite: number; nonfinite: number }, clusterFirst: boolean): string[] {
  const rest = s.t.filter((_, i) => i !== s.finite);
  if (s.nonfinite < 0) return [...rest, s.t[s.finite]];
  const at = rest.indexOf(s.t[s.nonfinite]);
  return clusterFirst
    ? [...rest.slice(0, at), s.t[s.finite], ...rest.slice(at)]
    : [...rest.slice(0, at + 1), s.t[s.finite], ...rest.slice(at + 1)];
}

/** The finite forms a sentence's variants put in its finite slot, all else the same (zal for zult). */
function finiteAlternatives(s: Sentence): string[] {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const key = s.tokens[s.finiteSlot];
  const found = s.variants
    .map((v) => v.replace(/[.?!]$/u, '').split(' '))
    .filter((w) => w.length === s.tokens.length && w.every((x, i) => i === s.finiteSlot || same(x, s.tokens[i])))
    .map((w) => w[s.finiteSlot].toLowerCase())
    .filter((w) => !same(w, key));
  return [...new Set(found)];
}

function dutchClauses(f: Frame): { key: string[]; all: string[][]; wrong: string[][] } | undefined {
  const styles: Style[] = ['main', ...(otherStyles.dutch[f.tense] ?? [])];
  const all: string[][] = [];
  let key: string[] | undefined;
  let wrong: string[][] = [];
  for (const style of styles) {
    const s = realise('dutch', f, style);
    if (!s) continue;
    const nonfinite = s.roles.indexOf('nonfinite');
    const shape = { t: s.tokens, finite: s.finiteSlot, nonfinite };
    const first = verbFinal(shape, true);
    all.push(first);
    if (nonfinite >= 0) all.push(verbFinal(shape, false));
    // The other finite forms the main sentence accepts (jij zal beside zult, jij wil beside wilt: ANS 2.3.2).
    for (const other of finiteAlternatives(s)) {
      const t = s.tokens.map((w, i) => (i === s.finiteSlot ? other : w));
      all.push(verbFinal({ ...shape, t }, true), ...(nonfinite >= 0 ? [verbFinal({ ...shape, t }, false)] : []));
    }
    // A definite object before the time adverb (dat het meisje haar geiten morgen zal verkopen), with each finite form
    // and both orders of the verb cluster.
    // The place before an indefinite object (dat zij gisteren in het park vogels hebben gezien), as in the main clause.
    const early = f.place && !f.pronoun ? build('dutch', f, 'none', true, style) : undefined;
    if (early) {
      const e = { t: early.t, finite: early.finiteSlot, nonfinite: early.roles.indexOf('nonfinite') };
      all.push(verbFinal(e, true), ...(e.nonfinite >= 0 ? [verbFinal(e, false)] : []));
    }
    for (const t of scrambled(s.tokens, s.roles))
      for (const v of [s.tokens[s.finiteSlot], ...finiteAlternatives(s)]) {
        const u = t.map((w) => (w === s.tokens[s.finiteSlot] ? v : w));
        const other = { t: u, finite: u.indexOf(v), nonfinite: nonfinite < 0 ? -1 : u.indexOf(s.tokens[nonfinite]) };
        all.push(verbFinal(other, true), ...(nonfinite >= 0 ? [verbFinal(other, false)] : []));
      }
    if (style !== 'main') continue;
    key = first;
    // The finite verb kept second (dat jij eet bananen) or right after the conjunction (dat eet jij bananen).
    const subjectEnd = s.roles.lastIndexOf('subject');
    wrong = [s.tokens, [s.tokens[s.finiteSlot], ...s.tokens.filter((_, i) => i !== s.finiteSlot)]];
    if (subjectEnd < 0) return undefined;
  }
  // Short pronouns beside the full ones (ze, we, je).
  const short: Record<string, string> = { zij: 'ze', wij: 'we', jij: 'je' };
  for (const c of [...all]) if (short[c[0]]) all.push([short[c[0]], ...c.slice(1)]);
  const seen = new Set<string>();
  const distinct = all.filter((c) => !seen.has(c.join(' ')) && seen.add(c.join(' ')));
  return key ? { key, all: distinct, wrong } : undefined;
}

type Mood = 'present subjunctive' | 'imperfect subjunctive';
/**
 * A Spanish or Portuguese verb form: Portuguese by verbs.ts, Spanish by spanish-verbs (the imperfect subjunctive's
 * -ra form; -se in `spanishSe`).
 */
function romanceForm(language: 'spanish' | 'portuguese', verb: string, mood: PortugueseMood, p: Person) {
  if (language === 'portuguese') return portugueseForm(verb, mood, p);
  const code = {
    'present subjunctive': 'SUBJUNCTIVE_PRESENT',
    'imperfect subjunctive': 'SUBJUNCTIVE_IMPERFECT_RA',
    present: 'INDICATIVE_PRESENT',
    imperfect: 'INDICATIVE_IMPERFECT',
    conditional: 'CONDITIONAL',
    past: 'INDICATIVE_PRETERITE',
  }[mood];
  const form = spanishVerbs().getConjugation(verb, code, p);
  // A form the Spanish Hunspell dictionary does not know is not used (the package writes “vían” for veían).
  return form && spelling('spanish').has(form) ? form : undefined;
}
/** The Spanish imperfect subjunctive in -se, as right as the -ra form (comiese, comiera: RAE, Nueva gramática §24.2). */
function spanishSe(verb: string, p: Person): string | undefined {
  const form = spanishVerbs().getConjugation(verb, 'SUBJUNCTIVE_IMPERFECT_SE', p);
  return form && spelling('spanish').has(form) ? form : undefined;
}

/** The clause of `s`, the frame's own sentence, with its verb in `mood`. */
function romanceClause(language: 'spanish' | 'portuguese', f: Frame, s: Sentence, mood: Mood) {
  const lemma = f.verb.lemma[language];
  const p = agreement(language, f.subject);
  const form = romanceForm(language, lemma, mood, p);
  if (!form) return undefined;
  const put = (w: string) => s.tokens.map((x, i) => (i === s.finiteSlot ? w : x));
  const other = mood === 'present subjunctive' ? 'imperfect subjunctive' : 'present subjunctive';
  const se = language === 'spanish' && mood === 'imperfect subjunctive' ? spanishSe(lemma, p) : undefined;
  const wrongForms = [
    romanceForm(language, lemma, mood === 'present subjunctive' ? 'present' : 'imperfect', p),
    lemma,
    romanceForm(language, lemma, other, p),
    romanceForm(language, lemma, mood, p === 3 ? 2 : 3),
  ].filter((w): w is string => Boolean(w) && w !== form && w !== se);
  const all = [put(form), ...(se ? [put(se)] : [])];
  const subjectAt = s.roles.indexOf('subject');
  const fem = feminine[language]?.[s.tokens[subjectAt]];
  if (fem) for (const c of [...all]) all.push(c.map((w, i) => (i === subjectAt ? fem : w)));
  if (language === 'portuguese' && f.subject === 'youFormal')
    all.push(all[0].map((w, i) => (i === subjectAt ? 'a' : i === subjectAt + 1 ? 'senhora' : w)));
  if (language === 'portuguese' && f.subject === 'you') {
    const tu = portugueseForm(lemma, mood, 1);
    if (tu) all.push(put(tu).map((w, i) => (i === subjectAt ? 'tu' : w)));
  }
  // A pronoun subject is dropped where the verb's ending alone says the person (que desenhasses: tu; que
  // comamos: nós), not where it is another person's too (que coma: eu, ele or você).
  const forms = ([0, 1, 2, 3, 5] as const).flatMap((q) => [
    romanceForm(language, lemma, mood, q),
    ...(se ? [spanishSe(lemma, q)] : []),
  ]);
  if (pronounKeys.includes(f.subject) && f.subject !== 'youFormal')
    for (const clause of [...all])
      if (forms.filter((x) => x === clause[s.finiteSlot]).length === 1)
        all.push(clause.filter((_, i) => i !== subjectAt));
  return { s, form, se, all, wrong: wrongForms.map(put) };
}

/** The English: “I want you to eat bananas.”, “He said that you ate bananas yesterday.” (that optional). */
function englishOf(
  main: TwoClause['main'],
  f: Frame,
  target: Sentence,
): { text: string; variants: string[] } | undefined {
  const en = realise('english', f);
  if (!en) return undefined;
  const subject = pronouns.english[main.subject][0];
  const third = main.subject === 'he' || main.subject === 'she';
  const inner = en.tokens.map(lower);
  if (main.verb === 'say') {
    const says = main.negative ? [third ? 'does' : 'do', 'not', 'say'] : [third ? 'says' : 'say'];
    const head = [subject, ...says];
    // Every English reading the clause has alone (going to, any, no: english-readings.ts).
    const texts = [en.text, ...en.variants, ...englishReadings(en, f, target)]
      .map((t) => t[0].toLowerCase() + t.slice(1))
      .map((t) => (t.startsWith('i ') ? `I${t.slice(1)}` : t));
    const said = (rest: string) => [`${[...head, 'that'].join(' ')} ${rest}`, `${head.join(' ')} ${rest}`];
    const all = texts.flatMap(said).map(capital);
    all.push(...withOtherWords('english', all));
    return { text: all[0], variants: all.slice(1) };
  }
  const objectAt = en.roles.indexOf('subject');
  const who = englishObject[f.subject] ?? inner.filter((_, i) => en.roles[i] === 'subject').join(' ');
  const rest = inner.slice(en.roles.lastIndexOf('subject') + 2);
  if (objectAt !== 0) return undefined;
  const verb =
    main.verb === 'wouldLike'
      ? ['would', 'like']
      : main.verb === 'wanted'
        ? main.negative
          ? ['did', 'not', 'want']
          : ['wanted']
        : main.negative
          ? [third ? 'does' : 'do', 'not', 'want']
          : [third ? 'wants' : 'want'];
  const said = (words: string[]) =>
    capital(`${[subject, ...verb, who, 'to', f.verb.lemma.english, ...words].join(' ')}.`);
  const text = said(rest);
  const theirs = mainPossessive(main.subject, target);
  const readings = theirs
    ? [
        text,
        ...rest.flatMap((w, i) =>
          englishPossessives.includes(w) && w !== theirs ? [said(rest.map((x, j) => (j === i ? theirs : x)))] : [],
        ),
      ]
    : [text];
  // The other English words for its noun (planes for airplanes) and its place (at the park).
  const variants = [...readings.slice(1), ...withOtherWords('english', readings, en.otherPlaces)];
  return { text, variants: [...new Set(variants)] };
}

const englishPossessives = ['my', 'your', 'his', 'her', 'its', 'our', 'their'];

/**
 * The main subject's English possessive where the clause's possessive may be the main subject's too: Spanish su(s)
 * and Portuguese seu(s), sua(s) are any third person's (RAE–ASALE, Nueva gramática § 18.2; Cunha & Cintra, ch. 11),
 * so “Eles queriam que a menina contasse suas canetas” is their pens as well as her pens.
 */
function mainPossessive(main: SubjectKey, target: Sentence): string | undefined {
  const theirs = { he: 'his', she: 'her', they: 'their' }[main as string];
  return theirs && target.tokens.some((w) => ['su', 'sus', 'seu', 'sua', 'seus', 'suas'].includes(w))
    ? theirs
    : undefined;
}
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** One two-clause sentence of a main clause and a frame, or undefined where a part is missing. */
export function twoClause(language: TwoClauseLanguage, main: TwoClause['main'], f: Frame): TwoClause | undefined {
  if (!others(main.subject, f.subject)) return undefined;
  // Realised once: the English readings, the Dutch clause and the Spanish or Portuguese one all start from it.
  const own = realise(language, f);
  const english = own && englishOf(main, f, own);
  if (!own || !english) return undefined;
  const p = agreement(language, main.subject);
  const [finite, ...otherFinite] = mainFinite(language, main.verb, p);
  const subject = pronouns[language][main.subject];
  const not = { dutch: 'niet', portuguese: 'não', spanish: 'no' }[language];
  const head = (v: string) =>
    language === 'dutch'
      ? [...subject, v, ...(main.negative ? [not] : []), 'dat']
      : [...subject, ...(main.negative ? [not] : []), v, 'que'];
  const text = (clause: string[], v = finite) => sentenceText([...head(v), ...clause], language);
  let clauses: { key: string[]; all: string[][]; wrong: string[][] };
  let inner: Sentence;
  let verb: TwoClause['verb'];
  if (language === 'dutch') {
    const d = dutchClauses(f);
    if (!d) return undefined;
    clauses = d;
    inner = own;
    const at = d.key.indexOf(own.tokens[own.finiteSlot]);
    verb = {
      form: own.tokens[own.finiteSlot],
      others: [],
      blanked: text(d.key.map((w, i) => (i === at ? '___' : w))),
      cue: '',
    };
  } else {
    const c = romanceClause(language, f, own, main.verb === 'want' ? 'present subjunctive' : 'imperfect subjunctive');
    if (!c) return undefined;
    clauses = { key: c.all[0], all: c.all, wrong: c.wrong };
    inner = c.s;
    verb = {
      form: c.form,
      others: c.se ? [c.se] : [],
      blanked: text(c.all[0].map((w, i) => (i === c.s.finiteSlot ? '___' : w))),
      cue: f.verb.lemma[language],
    };
  }
  const key = text(clauses.key);
  const variants = new Set<string>();
  for (const v of [finite, ...otherFinite])
    for (const clause of clauses.all) {
      variants.add(text(clause, v));
      // A Spanish or Portuguese pronoun subject of the main clause is dropped as often as said (Quero que você …).
      if (language !== 'dutch') variants.add(sentenceText([...head(v).slice(subject.length), ...clause], language));
      if (language === 'dutch') {
        const short = { zij: 'ze', wij: 'we' }[subject[0]];
        if (short) variants.add(sentenceText([short, ...head(v).slice(1), ...clause], language));
      }
    }
  // Portuguese gostar takes its preposition before que as well (Gostaríamos de que …: gostar de, the normative
  // regência; Celso Luft, Dicionário prático de regência verbal, gostar).
  if (language === 'portuguese')
    for (const v of [key, ...variants]) variants.add(v.replace(/(?<!\p{L})(gostar[ií]\p{L}*) que /iu, '$1 de que '));
  // The other words a teacher accepts for the clause's nouns (chicos for niños, la chica for la niña) and its place
  // (en el colegio for en la escuela), as the one-clause sentences take them.
  if (language !== 'dutch')
    for (const v of withOtherWords(language, [key, ...variants], inner.otherPlaces)) variants.add(v);
  // The English “they” may be women: Elas queriam que … (the subordinate's own elas is in its clauses).
  const women = feminine[language]?.[subject[0]];
  if (women && language !== 'dutch')
    for (const v of [key, ...variants])
      if (v.startsWith(capital(`${subject[0]} `))) variants.add(capital(`${women} ${v.slice(subject[0].length + 1)}`));
  variants.delete(key);
  // Another person's verb in the main clause (Ik willen dat …, Nós quer que …) or a known error in the subordinate.
  const wrongMain = mainFinite(language, main.verb, p === 3 || p === 5 ? 2 : 3)[0];
  const wrong = [...clauses.wrong.map((c) => text(c)), text(clauses.key, wrongMain)].filter(
    (w, i, a) => w !== key && !variants.has(w) && a.indexOf(w) === i,
  );
  return {
    language,
    main,
    frame: f,
    inner,
    text: key,
    english: english.text,
    variants: [...variants],
    englishVariants: english.variants,
    verb,
    wrong,
  };
}

/**
 * Every two-clause sentence of a language (each main clause with each subordinate frame), or one in `every`
 * chosen by a hash of main clause and frame before it is built.
 */
export function* twoClauses(language: TwoClauseLanguage, every = 1): Generator<TwoClause> {
  for (const verb of mainVerbs[language]) {
    const subs = subordinateFrames(language, verb);
    for (const subject of mainSubjects)
      // “I do not say that …” reads as a retort without its context, “I would not like you to …” as a reproach:
      // both are asked affirmative only.
      for (const negative of verb === 'say' || verb === 'wouldLike' ? [false] : [false, true])
        for (const f of subs) {
          if (every > 1 && rank(`${language}|${verb}|${subject}|${negative}|${frameKey(f)}`) % every) continue;
          const made = twoClause(language, { subject, verb, negative }, f);
          if (made) yield made;
        }
  }
}

const names: Record<TwoClauseLanguage, string> = { dutch: 'Dutch', portuguese: 'Portuguese', spanish: 'Spanish' };
type TwoClauseShape = 'type-target' | 'type-english' | 'correct' | 'fill-verb' | 'order';
const shapeLevel: Record<TwoClauseShape, number> = {
  'type-target': 10,
  'type-english': 9,
  correct: 9,
  'fill-verb': 9,
  order: 10,
};
const twoClauseShapes: TwoClauseShape[] = ['type-target', 'type-english', 'correct', 'fill-verb', 'order'];

/** The questions of one two-clause sentence, or only its question of shape `only`. */
export function* twoClauseQuestions(c: TwoClause, only?: TwoClauseShape): Generator<Draft> {
  const name = names[c.language];
  const full = `${c.text} — ${c.english}`;
  const glossary = twoClauseGlossary(c);
  const base = { language: c.language, fullQuestion: full, glossary, citation: citations.sentences };
  const category = (shape: string) =>
    `sentence: ${shape} (two clauses, ${c.main.verb}${c.main.negative ? ', negative' : ''}; ${c.frame.verb.key}, ${c.frame.tense})`;
  const want = (shape: TwoClauseShape) => !only || only === shape;
  const variants = c.variants;
  if (want('type-target'))
    yield {
      ...base,
      level: shapeLevel['type-target'],
      category: category('type-target'),
      question: `Type the ${name} for “${c.english}”${addressNote(c.frame, c.language)}: ___`,
      correct: c.text,
      ...(variants.length ? { variants } : {}),
      questionType: 'translation',
      knowledgeType: 'translation',
    };
  if (want('type-english'))
    yield {
      ...base,
      level: shapeLevel['type-english'],
      category: category('type-english'),
      question: `Type the English for the ${name} “${c.text}”: ___`,
      correct: c.english,
      answerLanguage: 'english',
      ...(c.englishVariants.length ? { variants: c.englishVariants } : {}),
      questionType: 'translation',
      knowledgeType: 'translation',
    };
  if (want('correct') && c.wrong.length >= 3) {
    const wrong = byRank(c.wrong, (w) => `${c.text}|${w}`).slice(0, 3);
    yield {
      ...base,
      level: shapeLevel.correct,
      category: category('correct'),
      question: `Which is correct ${name} for “${c.english}”${addressNote(c.frame, c.language)}?`,
      correct: c.text,
      wrong,
      questionType: 'multiple_choice',
      knowledgeType: 'conjugation',
    };
  }
  if (want('fill-verb') && c.language !== 'dutch')
    yield {
      ...base,
      level: shapeLevel['fill-verb'],
      category: category('fill-verb'),
      question: `Fill in the verb: ${c.verb.blanked} (${c.verb.cue})`,
      correct: c.verb.form,
      ...(c.verb.others.length ? { variants: c.verb.others } : {}),
      questionType: 'fill_in_the_blank',
      knowledgeType: 'conjugation',
      fragment: c.verb.blanked.replace('___', c.verb.form),
    };
  if (want('order')) {
    const words = c.text.replace(/[.]$/u, '').split(/\s+/u);
    const wrongWord = c.wrong
      .map((w) => w.replace(/[.]$/u, '').split(/\s+/u))
      .flatMap((ws) => ws.filter((w) => !words.includes(w)))
      .slice(0, 1);
    const tiles = byRank([...words, ...wrongWord], (t) => `${c.text}|tile|${t}`);
    if (tiles.filter((t) => !wrongWord.includes(t)).join(' ') === words.join(' ')) tiles.push(tiles.shift()!);
    yield {
      ...base,
      level: shapeLevel.order,
      category: category('order'),
      question: tilePrompt(`${tileCue} to say “${c.english}”${addressNote(c.frame, c.language)} in ${name}`, tiles),
      correct: c.text,
      ...(variants.length ? { variants } : {}),
      questionType: 'fill_in_the_blank',
      knowledgeType: 'vocabulary',
    };
  }
}

/** The glossary: the subordinate frame's words as the main sentences gloss them, and the main clause's own words. */
function twoClauseGlossary(c: TwoClause): Glossary {
  const g: Glossary = { ...sentenceGlossary(c.language, c.frame, c.inner) };
  const subject = pronouns[c.language][c.main.subject].join(' ');
  const englishSubject = pronouns.english[c.main.subject][0];
  g[subject] ??= { lemma: subject, meaning: englishSubject };
  const p = agreement(c.language, c.main.subject);
  for (const v of mainFinite(c.language, c.main.verb, p)) {
    const lemma =
      c.language === 'dutch' ? (c.main.verb === 'say' ? 'zeggen' : 'willen') : /^gost/u.test(v) ? 'gostar' : 'querer';
    const preterite = c.language === 'spanish' && /^quis/u.test(v);
    g[v.toLowerCase()] = {
      lemma,
      meaning: c.main.verb === 'say' ? 'to say' : lemma === 'gostar' ? 'to like' : 'to want',
      infinitive: lemma,
      form: /^gostari/u.test(v)
        ? 'conditional'
        : c.main.verb === 'want'
          ? 'present'
          : preterite
            ? 'preterite'
            : 'imperfect',
    };
  }
  if (c.language === 'dutch') g.dat = { lemma: 'dat', meaning: 'that (the verb goes last after it)' };
  else {
    g.que = { lemma: 'que', meaning: 'that (the subjunctive follows it here)' };
    g[c.verb.form] = {
      lemma: c.frame.verb.lemma[c.language],
      meaning: `to ${c.frame.verb.lemma.english}`,
      infinitive: c.frame.verb.lemma[c.language],
      form: c.main.verb === 'want' ? 'present subjunctive' : 'imperfect subjunctive',
    };
  }
  const not = { dutch: 'niet', portuguese: 'não', spanish: 'no' }[c.language];
  if (c.main.negative) g[not] = { lemma: not, meaning: 'not' };
  return g;
}

/**
 * The seed takes one sentence in `every.seed` (by a hash) and asks it one way, about 600 questions per top level;
 * the full bank one in `every.full`, every way (all of them would be two million questions).
 */
const every: Record<BankTarget, Record<TwoClauseLanguage, number>> = {
  seed: { dutch: 250, portuguese: 100, spanish: 100 },
  full: { dutch: 10, portuguese: 5, spanish: 5 },
};

export function* twoClauseDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  for (const language of ['dutch', 'portuguese', 'spanish'] as const) {
    if (!languages.includes(language)) continue;
    for (const c of twoClauses(language, every[target][language])) {
      const key = `${language}|two|${c.text}`;
      if (target !== 'seed') {
        yield* twoClauseQuestions(c);
        continue;
      }
      const order = byRank(twoClauseShapes, (shape) => `${key}|${shape}`);
      for (const shape of order) {
        const asked = twoClauseQuestions(c, shape).next();
        if (!asked.done) {
          yield asked.value;
          break;
        }
      }
    }
  }
}
