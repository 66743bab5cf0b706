/**
 * A frame's sentence in one language with every other way it is right (`variants`): the time adverb
 * or the place first, a dropped pronoun, feminine plurals, short pronouns, the other question forms.
 */
import { build } from './build';
import { pronounKeys, type Frame, type Role, type Sentence } from './frame';
import type { SentenceLanguage } from './nouns';
import { withOtherWords } from './other-words';
import { otherStyles, verbPhrase, type Style } from './verbs';
import { agreement, capitalise, enclitic, feminine, join, nounPronoun, sentenceText } from './words';

/** The sentence of a frame in one language, or undefined where the data lacks a word or a form. */
export function realise(language: SentenceLanguage, f: Frame, style: Style = 'main'): Sentence | undefined {
  const built = build(language, f, 'none', false, style);
  if (!built) return undefined;
  const {
    t,
    roles,
    verbSlot,
    verbCue,
    verbVariants: builtVariants,
    finiteSlot,
    articleSlot,
    objectArticleSlot,
    noun,
    possessives,
    pronoun: objectPronoun,
    place,
  } = built;
  const question = Boolean(f.question);
  // Portuguese ir in its synthetic future before the infinitive (Eles irão desenhar …) says the same as vão
  // desenhar, the usual written Brazilian form (Cunha & Cintra, ch. 13, the periphrastic future).
  const irFuture =
    language === 'portuguese' && f.tense === 'future' && style === 'main' && verbCue === 'ir'
      ? verbPhrase(language, 'ir', 'future', agreement(language, f.subject), false, 'alt')?.finite
      : undefined;
  const verbVariants = irFuture ? [...builtVariants, irFuture] : builtVariants;
  const text = sentenceText(t, language, question);
  const variants = new Set<string>();
  const say = (tokens: string[]) => variants.add(sentenceText(tokens, language, question));
  const subjectAt = roles.indexOf('subject');
  const first = t[subjectAt];
  const fem = feminine[language]?.[t[roles.lastIndexOf('subject')]];
  const replaceAt = (tokens: string[], i: number, w: string) => tokens.map((x, j) => (j === i ? w : x));
  if (fem) say(replaceAt(t, roles.lastIndexOf('subject'), fem));
  // “o senhor” or “a senhora”: the English “you” does not say which.
  if (language === 'portuguese' && f.subject === 'youFormal')
    say(replaceAt(replaceAt(t, subjectAt, 'a'), subjectAt + 1, 'senhora'));
  const pronoun = pronounKeys.includes(f.subject);
  // Spanish and Portuguese drop a subject pronoun (not the formal address, which says who is meant); a
  // Portuguese sentence does not open with its object pronoun, so without the subject it follows the verb
  // (Como-as.), as it does after the subject in Portugal (Eu como-as.).
  const dropped = (language === 'spanish' || language === 'portuguese') && pronoun && f.subject !== 'youFormal';
  const ptEnclisis = language === 'portuguese' && objectPronoun && !f.negative;
  if (dropped && !(ptEnclisis && objectPronoun.slot === subjectAt + 1)) say(t.filter((_, i) => i !== subjectAt));
  if (ptEnclisis) {
    const joined = enclitic(t[finiteSlot], t[objectPronoun.slot]);
    if (joined) {
      const after = replaceAt(t, finiteSlot, joined).filter((_, i) => i !== objectPronoun.slot);
      say(after);
      if (dropped) say(after.filter((_, i) => i !== subjectAt));
    }
  }
  for (const other of objectPronoun?.others ?? []) say(replaceAt(t, objectPronoun!.slot, other));
  if (language === 'spanish' && question && pronoun) {
    // ¿Come usted plátanos?, ¿Comes tú plátanos?: the subject pronoun after the verb.
    const rest = t.filter((_, i) => i !== subjectAt);
    const at = rest.indexOf(t[finiteSlot]) + 1;
    say([...rest.slice(0, at), first, ...rest.slice(at)]);
  }
  if (language === 'portuguese' && f.subject === 'you') {
    // Informal “tu” with its own verb forms.
    const tu = verbPhrase(language, f.verb.lemma[language], f.tense, 1, false, style);
    if (tu) say(replaceAt(replaceAt(t, subjectAt, 'tu'), finiteSlot, tu.finite));
  }
  for (const v of verbVariants) say(replaceAt(t, finiteSlot, v));
  for (const other of possessives?.others ?? []) say(replaceAt(t, possessives!.slot, other));
  if (language === 'english' && f.negative)
    variants.add(
      text
        .replace('do not', 'don’t')
        .replace('does not', 'doesn’t')
        .replace('did not', 'didn’t')
        .replace('will not', 'won’t'),
    );
  if (language === 'dutch')
    for (const [full, short] of [
      ['zij', 'ze'],
      ['wij', 'we'],
      ['jij', 'je'],
    ])
      if (t[subjectAt] === full) say(replaceAt(t, subjectAt, short));
  if (language === 'french' && question) for (const v of frenchQuestionVariants(f, style)) variants.add(v);
  if ((language === 'german' || language === 'dutch') && !question) for (const v of scrambled(t, roles)) say(v);
  // A Spanish question with its time word first, as the statement takes it (¿Mañana verá usted bicicletas?,
  // ¿Mañana usted verá bicicletas?: RAE–ASALE, Nueva gramática, ch. 42, the yes-no question keeps the statement’s
  // fronted complements).
  if (language === 'spanish' && question && roles[roles.length - 1] === 'adverb') {
    const adverb = t[t.length - 1];
    const last = new RegExp(`^¿(.*) ${adverb}\\?$`, 'u');
    for (const v of [text, ...variants]) {
      const m = last.exec(v);
      if (m) variants.add(`¿${capitalise(adverb)} ${m[1][0].toLowerCase()}${m[1].slice(1)}?`);
    }
  }
  if ((language === 'german' || language === 'dutch') && question) {
    // An intonation question keeps the statement's order: “Du isst Bananen?”
    const statement = build(language, { ...f, question: false }, 'none', false, style);
    if (statement) say(statement.t);
  }
  // The time adverb first (Gestern habe ich …, Hier, j’ai …, Ayer comí …).
  if (!question && roles.includes('adverb')) {
    const fronted = build(language, f, 'adverb', false, style);
    if (fronted) {
      const lowered = fronted.t.map((w, i) => (i === 1 && w !== 'I' && w !== 'Sie' ? w.toLowerCase() : w));
      say(lowered);
      if (language === 'dutch') {
        const short = { jij: 'je', wij: 'we', zij: 'ze' }[lowered[2]];
        if (short) say(replaceAt(lowered, 2, short));
      }
      if (language !== 'german' && language !== 'dutch') {
        say([`${lowered[0]},`, ...lowered.slice(1)]);
        if ((language === 'spanish' || language === 'portuguese') && pronoun && f.subject !== 'youFormal')
          say(lowered.filter((_, i) => i !== 1));
      }
      // Spanish and Portuguese put the time word after the subject as well (Ellos mañana no comprarán cuadernos; Yo
      // mañana no trabajo; Nós amanhã não vamos desenhar …): the subject as a topic before the adverb (RAE–ASALE,
      // Nueva gramática, ch. 40, las funciones informativas; Cunha & Cintra, Nova Gramática, the adverb's place).
      if (language === 'spanish' || language === 'portuguese') {
        const end = fronted.roles.lastIndexOf('subject') + 1;
        if (fronted.roles[0] === 'adverb' && fronted.roles[1] === 'subject')
          say([...fronted.t.slice(1, end), fronted.t[0], ...fronted.t.slice(end)]);
      }
      // German may put the pronoun before a noun subject: Gestern hat sie der Junge gegessen.
      if (language === 'german' && objectPronoun && !pronoun) {
        const at = lowered.indexOf(t[objectPronoun.slot], 2);
        const subjectStart = fronted.roles.indexOf('subject');
        if (at > subjectStart)
          say([
            ...lowered.slice(0, subjectStart),
            lowered[at],
            ...lowered.slice(subjectStart, at),
            ...lowered.slice(at + 1),
          ]);
      }
    }
  }
  if (place) {
    // German and Dutch: the place before the object too (Ich esse in der Küche Bananen).
    if ((language === 'german' || language === 'dutch') && !f.pronoun) {
      const early = build(language, f, 'none', true, style);
      if (early) say(early.t);
    }
    if ((language === 'german' || language === 'dutch') && !question && roles.includes('adverb'))
      for (const v of germanicFronted(language, f, style)) say(v);
    // The place first: In der Küche esse ich Bananen; En la cocina, (yo) como plátanos; In the kitchen, I eat …
    const first = build(language, f, 'place', false, style);
    if (first) {
      say(first.t);
      if (language !== 'german' && language !== 'dutch') {
        const body = first.t.slice(place.length);
        const opened = [...first.t.slice(0, place.length - 1), `${first.t[place.length - 1]},`];
        say([...opened, ...body]);
        if ((language === 'spanish' || language === 'portuguese') && pronoun && f.subject !== 'youFormal')
          say([...opened, ...body.slice(1)]);
      }
    }
    // Both first, the time before the place, commas optional (Hier, au marché, les garçons ont acheté des mangues.;
    // Ayer, en el mercado, …; Ontem, no mercado, …): Grevisse, Le Bon Usage §§ 311, 376 (complements fronted).
    const both = language === 'french' || language === 'spanish' || language === 'portuguese';
    const fronted =
      both && !question && roles.includes('adverb') ? build(language, f, 'adverb', false, style) : undefined;
    if (fronted && fronted.roles[0] === 'adverb') {
      const at = fronted.roles.map((r, i) => (r === 'place' ? i : -1)).filter((i) => i > 0);
      const rest = fronted.t.filter((_, i) => i > 0 && !at.includes(i)).map((w, i) => (i === 0 ? w.toLowerCase() : w));
      const where = at.map((i) => fronted.t[i]);
      const opened = [...where.slice(0, -1), `${where[where.length - 1]},`];
      if (where.length) {
        say([`${fronted.t[0]},`, ...opened, ...rest]);
        say([fronted.t[0], ...where, ...rest]);
        if (language !== 'french' && pronoun && f.subject !== 'youFormal')
          say([`${fronted.t[0]},`, ...opened, ...rest.slice(1)]);
      }
    }
    // The time adverb before the place: Comí plátanos ayer en la cocina.
    const adverbAt = roles.indexOf('adverb');
    if (
      adverbAt === t.length - 1 &&
      adverbAt === place.at + place.length &&
      language !== 'german' &&
      language !== 'dutch'
    )
      say([...t.slice(0, place.at), t[adverbAt], ...t.slice(place.at, adverbAt)]);
  }
  for (const pv of noun.pluralVariants) say(t.map((w) => (w === noun.plural ? pv : w)));
  // The tense said the other standard way (Je vais manger …, Ich aß …, Voy a comer …, Ik ga … eten, Comerei …).
  if (style === 'main')
    for (const other of otherStyles[language][f.tense] ?? []) {
      const said = realise(language, f, other);
      if (said) for (const v of [said.text, ...said.variants]) variants.add(v);
    }
  // The feminine subject in every order and tense the masculine takes (Mañana ellas no verán vacas.).
  const masculine = t[roles.lastIndexOf('subject')];
  if (fem) {
    const at = new RegExp(`(?<!\\p{L})${masculine}(?!\\p{L})`, 'iu');
    for (const v of [...variants])
      variants.add(v.replace(at, (m) => (m[0] === m[0].toUpperCase() ? capitalise(fem) : fem)));
  }
  // Portuguese may put the article before a possessive, as Portugal always does (as minhas chaves: Cunha & Cintra,
  // Nova Gramática, ch. 11, the possessive with the article).
  if (language === 'portuguese' && f.possessive) {
    const bare = /(?<!\p{L}|[oa]s )(meus|minhas|teus|tuas|seus|suas|nossos|nossas)(?!\p{L})/u;
    for (const v of [text, ...variants])
      variants.add(v.replace(bare, (m) => `${/as$/u.test(m) ? 'as' : 'os'} ${m}`).replace(/^[oa]s /u, capitalise));
  }
  // The other words a teacher accepts (hiboux, chicos, biscuits) and the other words for the same place (au parc /
  // dans le parc, bajo la mesa, op de tafel): the key's first, then the other sentences'.
  const otherPlaces = place?.also.length
    ? { said: join(t.slice(place.at, place.at + place.length)), others: place.also.map(join) }
    : undefined;
  const all = [
    ...withOtherWords(language, [text], otherPlaces),
    ...variants,
    ...withOtherWords(language, [...variants], otherPlaces),
  ];
  variants.clear();
  for (const v of all) if (v !== text) variants.add(v);
  return {
    language,
    roles,
    finiteSlot,
    tokens: t,
    text,
    question,
    verbSlot,
    verbCue,
    verbVariants,
    articleSlot,
    objectArticleSlot,
    variants: [...variants],
    ...(otherPlaces ? { otherPlaces } : {}),
    ...(objectPronoun ? { pronoun: objectPronoun } : {}),
    ...(place?.blank ? { placeBlank: place.blank } : {}),
    ...(place?.wrong
      ? {
          placeWrong: sentenceText(
            [...t.slice(0, place.at), ...place.wrong, ...t.slice(place.at + place.length)],
            language,
            question,
          ),
        }
      : {}),
  };
}

/** French questions besides “Est-ce que …”: by intonation (Tu manges … ?) and, for a pronoun, by inversion (Manges-tu … ?). */
function frenchQuestionVariants(f: Frame, style: Style): string[] {
  const statement = build('french', { ...f, question: false }, 'none', false, style);
  if (!statement) return [];
  const out = [sentenceText(statement.t, 'french', true)];
  const { t, finiteSlot } = statement;
  const subject = t[0] === 'j’' ? 'je' : t[0];
  if (pronounKeys.includes(f.subject) && f.subject !== 'I' && statement.roles[0] === 'subject' && finiteSlot === 1) {
    const verb = t[finiteSlot];
    const link = /[ae]$/.test(verb) && /^(il|elle|on)$/.test(subject) ? '-t-' : '-';
    out.push(sentenceText([`${verb}${link}${subject}`, ...t.slice(2)], 'french', true));
  }
  // A noun subject is taken up by its pronoun after the verb (complex inversion, Grevisse §396): Les filles
  // vendent-elles des chiens ?, Le garçon mange-t-il des bananes ?
  const taken = nounPronoun(f.subject);
  if (taken && statement.roles[0] === 'subject' && statement.roles[1] === 'subject' && finiteSlot === 2) {
    const verb = t[finiteSlot];
    const link = /[ae]$/.test(verb) && /^(il|elle)$/.test(taken) ? '-t-' : '-';
    out.push(sentenceText([t[0], t[1], `${verb}${link}${taken}`, ...t.slice(3)], 'french', true));
  }
  return out;
}

/**
 * German and Dutch with the time first and the place before the object, the middle field's time–place–object
 * order (Helbig & Buscha, Deutsche Grammatik, the order of adverbials, “temporal before local”; ANS 20.8):
 * Gestern habe ich auf dem Markt Bananen gekauft, Gisteren heb ik op de markt bananen gekocht; and German with
 * time and place fronted together as one adverbial (Gestern auf dem Markt habe ich Bananen gekauft: S. Müller,
 * “Mehrfache Vorfeldbesetzung”, Deutsche Sprache 31, 2003, on such attested fronts), as the other languages take it.
 */
function germanicFronted(language: 'german' | 'dutch', f: Frame, style: Style): string[][] {
  const lowered = (t: string[], at: number) => t.map((w, i) => (i === at && w !== 'Sie' ? w.toLowerCase() : w));
  const out: string[][] = [];
  const early = build(language, f, 'adverb', true, style);
  if (early) {
    const t = lowered(early.t, 1);
    out.push(t);
    const short = { jij: 'je', wij: 'we', zij: 'ze' }[t[2]];
    if (language === 'dutch' && short) out.push(t.map((w, i) => (i === 2 ? short : w)));
  }
  const fronted = build(language, f, 'adverb', false, style);
  if (language === 'german' && fronted?.place && fronted.roles[0] === 'adverb') {
    const { at, length } = fronted.place;
    const where = fronted.t.slice(at, at + length);
    out.push([fronted.t[0], ...where, ...fronted.t.slice(1, at), ...fronted.t.slice(at + length)]);
  }
  return out;
}

/**
 * A definite object (with an article or a possessive) before the time adverb: German and Dutch put it on either
 * side (ANS 20.8.2, “scrambling”: “dat hij het boek gisteren las”, “dat hij gisteren het boek las”; Duden, Die
 * Grammatik, the Mittelfeld: a definite object before an adverbial, Wir werden unsere Ziegen morgen verkaufen); a
 * bare plural (zwarte katten) or a geen/keine-phrase stays after it.
 */
export function scrambled(tokens: string[], roles: Role[]): string[][] {
  const adverb = roles.indexOf('adverb');
  const start = adverb + 1;
  if (adverb < 0 || roles[start] !== 'determiner' || ['geen', 'keine', 'kein'].includes(tokens[start])) return [];
  let end = start;
  while (['determiner', 'adjective', 'object'].includes(roles[end])) end++;
  if (roles[end - 1] !== 'object') return [];
  return [[...tokens.slice(0, adverb), ...tokens.slice(start, end), tokens[adverb], ...tokens.slice(end)]];
}
