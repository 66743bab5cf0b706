import { describe, expect, it } from '@jest/globals';
import { blankQuestion, type QuestionFields } from '../questions/question';
import { seededRandom } from '../testing/random';
import { recordAnswerBody } from './contracts';
import { gradeAnswer, typedForms } from './grading';
import { letterPad } from './letter-pads';
import { matchesAnswer } from './typed-answer';
import { composeText, givenTyped, gradeAndBody, startTyping, typeText, type Typing } from './typing';

/**
 * The learner app and the server grade one answer alike: thousands of random typings (keystrokes anywhere,
 * Backspace and selections, letter-pad buttons, input-method composition, pastes long and short, stray
 * spaces and capitals) are played through the client's typing (what the screen shows) and the body it
 * sends goes through JSON and the contract to the server's grading of its own copy of the question.
 * Seeded, so a failure is replayed by its seed.
 */

const typed = (
  targetLanguage: QuestionFields['targetLanguage'],
  answers: { text: string; isCorrect: boolean; variants?: string[] }[],
): QuestionFields => ({ ...blankQuestion, questionType: 'fill_in_the_blank', targetLanguage, answers });

const questions: QuestionFields[] = [
  typed('french', [{ text: 'emmenai', isCorrect: true }]),
  typed('french', [{ text: 'oublions', isCorrect: true }]),
  typed('french', [{ text: 'Les filles n’ont pas lavé la voiture', isCorrect: true }]),
  typed('french', [{ text: 'aujourd’hui', isCorrect: true }]),
  typed('french', [{ text: '« Bonjour », dit-elle — peut‐être', isCorrect: true }]),
  typed('french', [
    { text: 'été', isCorrect: true },
    { text: 'étais', isCorrect: true },
  ]),
  typed('german', [{ text: 'Mädchen', isCorrect: true }]),
  typed('spanish', [{ text: '¿Qué tal?', isCorrect: true }]),
  typed('english', [{ text: 'dreamt', isCorrect: true, variants: ['dreamed'] }]),
  typed('english', [{ text: 'The girls do not find batteries', isCorrect: true }]),
  typed('english', [{ text: 'Curaçao', isCorrect: true }]),
  typed('dzongkha', [{ text: 'གཟའ་ལྷག་པ་', isCorrect: true }]),
  typed('portuguese', [{ text: 'não', isCorrect: true }]),
];
const choice: QuestionFields = {
  ...blankQuestion,
  targetLanguage: 'french',
  answers: [
    { text: 'chien', isCorrect: true },
    { text: ' chat ', isCorrect: false },
    { text: 'l’ours', isCorrect: false },
  ],
};

const lookalikes: Record<string, string[]> = {
  '’': ["'", 'ʼ', '‘', '’'],
  "'": ["'", '’'],
  '—': ['-', '–', '—', '‐'],
  '‐': ['-', '‐', '–'],
  '-': ['-', '–'],
  '«': ['"', '«', '“'],
  '»': ['"', '»', '”'],
  é: ['é', 'e', 'è', 'ê', 'e\u0301'],
  è: ['è', 'e', 'é'],
  ä: ['ä', 'a', 'a\u0308'],
  ã: ['ã', 'a'],
  ç: ['ç', 'c'],
};
const junk = [...'abcdefghijklmnopqrstuvwxyz ABCXYZ éèàçôüß+*’\'"-–«»'];
const strokes = (text: string) => [...text];

/** One learner at the input: a caret, a selection, and the text the browser's input holds. */
class Input {
  text: string[] = [];
  caret = 0;
  constructor(
    readonly rand: () => number,
    readonly pick: <T>(xs: readonly T[]) => T,
  ) {}
  replace(from: number, to: number, insert: string) {
    const added = strokes(insert);
    this.text.splice(from, to - from, ...added);
    this.caret = from + added.length;
    return this.text.join('');
  }
  insert(s: string) {
    return this.replace(this.caret, this.caret, s);
  }
}

/** Plays one random typing; returns the typing state when the input locked or the learner stopped. */
function play(rand: () => number, q: QuestionFields): Typing {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const forms = typedForms(q);
  const language = q.targetLanguage;
  const target = strokes(pick(forms));
  const pad = letterPad(language, target.join('')).flatMap((r) => r.letters);
  const input = new Input(rand, pick);
  let t = startTyping;
  const commit = (text: string) => (t = typeText(t, text, forms, language));
  const steps = rand() < 0.05 ? 700 : 5 + Math.floor(rand() * 80);
  for (let step = 0; step < steps && !t.solved; step++) {
    const r = rand();
    // The next letter the learner aims at: where the text typed so far agrees with the target.
    const next = target[Math.min(input.text.length, target.length - 1)] ?? '';
    if (r < 0.45) {
      input.caret = rand() < 0.9 ? input.text.length : Math.floor(rand() * (input.text.length + 1));
      let c = rand() < 0.8 ? next : pick(junk);
      if (lookalikes[c] && rand() < 0.5) c = pick(lookalikes[c]);
      if (rand() < 0.1) c = c.toUpperCase();
      commit(input.insert(c));
    } else if (r < 0.55) {
      if (input.caret > 0) commit(input.replace(input.caret - 1, input.caret, ''));
    } else if (r < 0.6) {
      const from = Math.floor(rand() * (input.text.length + 1));
      const to = from + Math.floor(rand() * (input.text.length - from + 1));
      commit(input.replace(from, to, rand() < 0.5 ? '' : pick(junk)));
    } else if (r < 0.68 && pad.length) {
      commit(input.insert(rand() < 0.6 && pad.includes(next) ? next : pick(pad)));
    } else if (r < 0.78) {
      // Composition: a dead key's mark (or kana) shows first, then the composed letter is committed.
      const at = input.text.length;
      const shown = [...input.text];
      for (const interim of [pick(['´', '`', '^', '¨', 'ｋ']), pick(['e', 'か', ''])]) {
        t = composeText(t, [...shown, interim].join(''));
      }
      input.caret = at;
      commit(input.insert(rand() < 0.7 ? next.normalize(pick(['NFC', 'NFD'])) : pick(junk)));
    } else if (r < 0.88) {
      // A paste: the answer (or part of it) with stray spaces and capitals, or something long.
      const whole = target.join('');
      let text =
        rand() < 0.1
          ? 'x'.repeat(400 + Math.floor(rand() * 300))
          : whole.slice(0, Math.floor(rand() * (target.length + 1)) + 1);
      if (rand() < 0.3) text = text.toUpperCase();
      if (rand() < 0.3) text = ' '.repeat(1 + Math.floor(rand() * 3)) + text;
      if (rand() < 0.3) text += ' '.repeat(1 + Math.floor(rand() * 3));
      if (rand() < 0.5) input.replace(0, input.text.length, '');
      commit(input.insert(text));
    } else {
      // Stray spaces at either end, or a capital: the text as it now stands is one keystroke.
      const s = input.text.join('');
      const changed = pick([` ${s}`, `${s} `, `  ${s}  `, s.charAt(0).toUpperCase() + s.slice(1)]);
      input.text = strokes(changed);
      input.caret = input.text.length;
      commit(changed);
    }
  }
  return t;
}

/** The server's side: the body as it arrives (JSON, parsed by the contract), graded on the server's copy. */
const serverGrade = (q: QuestionFields, body: unknown) =>
  gradeAnswer(structuredClone(q), recordAnswerBody.parse(JSON.parse(JSON.stringify(body))));

describe('client and server grade one answer alike', () => {
  it('for thousands of random typings, the grade shown is the grade the server records', () => {
    const seed = 20240530;
    const rand = seededRandom(seed);
    let solved = 0;
    let partial = 0;
    for (let i = 0; i < 4000; i++) {
      const q = questions[Math.floor(rand() * questions.length)];
      const t = play(rand, q);
      // The learner locks in a right answer, or gives up (Show Answer, Skip: nothing given).
      const given = t.solved ? givenTyped(t) : { answer: '' };
      const client = gradeAndBody(q, 'q1', given);
      const server = serverGrade(q, client.body);
      const context = `case ${i} (seed ${seed}): ${JSON.stringify({ answer: q.answers[0].text, typed: t.committed })}`;
      expect({ context, grade: server }).toEqual({ context, grade: client.grade });
      if (t.solved) {
        // What the screen showed while typing is what is recorded.
        expect({ context, value: client.grade.pointscore }).toEqual({ context, value: t.partial });
        solved++;
        if (t.partial < 1) partial++;
      } else {
        // Text the screen does not accept, the server would not accept either.
        const sent = gradeAndBody(q, 'q1', givenTyped(t));
        expect({ context, grade: serverGrade(q, sent.body).pointscore }).toEqual({ context, grade: 0 });
        expect(matchesAnswer(t.committed, typedForms(q), q.targetLanguage)).toBe(false);
      }
    }
    // The cases reach every outcome: right at once, right after slips, never right.
    expect(solved).toBeGreaterThan(1000);
    expect(partial).toBeGreaterThan(200);
    expect(4000 - solved).toBeGreaterThan(200);
  });

  it('a choice is graded alike, whatever its spaces', () => {
    for (const a of choice.answers) {
      const client = gradeAndBody(choice, 'q2', { answer: a.text });
      expect(client.grade.pointscore).toBe(a.isCorrect ? 1 : 0);
      expect(serverGrade(choice, client.body)).toEqual(client.grade);
    }
  });

  it('the French plain apostrophe, typed key by key, is right at full value', () => {
    const q = questions[2];
    let t = startTyping;
    let text = '';
    for (const c of "Les filles n'ont pas lavé la voiture") t = typeText(t, (text += c), typedForms(q), 'french');
    expect([t.solved, t.partial]).toEqual([true, 1]);
    expect(serverGrade(q, gradeAndBody(q, 'q', givenTyped(t)).body)).toEqual({ score: 'correct', pointscore: 1 });
  });
});
