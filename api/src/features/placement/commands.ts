import {
  decidePlacement,
  evolvePlacement,
  gradeAnswer,
  initialPlacement,
  mainPracticeMaxLevel,
  missing,
  newId,
  placementDecider,
  placementItem,
  streams,
  userDecider,
  assertAnswerable,
  answerItem,
  placementDone,
  type PlacementCommand,
  type PlacementEvent,
  type PlacementItem,
  type PlacementState,
  type RecordAnswerBody,
  type RecordedEvent,
  type UserCommand,
} from '@lebe/domain';
import {
  drawQuestion,
  publicQuestion,
  questionFromLog,
  questionsFromLog,
  type QuestionDoc,
} from '@lebe/projectors/questions';
import { difficultiesOf } from '@lebe/projectors/ability';
import type { AppDeps } from '../../platform/deps';
import { handleCommands, placementCommand, type CommandMeta } from '../../platform/commands';
import { refuseWhileBankLoads } from '../../platform/http/bank-loading';

/** Questions drawn per level as candidates for the next question: enough that every type is usually on offer. */
const perLevel = 3;

/**
 * The questions the next one is chosen from: a few bank questions of each level of the language's main
 * practice (as practice draws them: unflagged, in the bank), none already asked, each with its calibrated
 * difficulty once 20 answers have given it one, else its level's.
 */
async function drawCandidates(deps: AppDeps, language: string, asked: readonly string[]) {
  const levels = Array.from({ length: mainPracticeMaxLevel(language) }, (_, i) => i + 1);
  const drawn = await Promise.all(
    levels.map(async (level) => {
      const avoid = new Set(asked);
      const found: QuestionDoc[] = [];
      for (let k = 0; k < perLevel; k++) {
        const doc = await drawQuestion(deps.read, { targetLanguage: language, level }, avoid);
        if (!doc || avoid.has(doc._id)) break;
        avoid.add(doc._id);
        found.push(doc);
      }
      return found;
    }),
  );
  const docs = new Map(drawn.flat().map((doc) => [doc._id, doc]));
  const calibrated = await difficultiesOf(deps.read, [...docs.keys()]);
  return [...docs.values()].map((doc): PlacementItem => placementItem(doc, calibrated.get(doc._id)));
}

const asked = (events: readonly PlacementEvent[]) =>
  events.find(
    (e): e is Extract<PlacementEvent, { type: 'PlacementQuestionAsked' }> => e.type === 'PlacementQuestionAsked',
  );
const completed = (events: readonly PlacementEvent[]) =>
  events.find((e): e is Extract<PlacementEvent, { type: 'PlacementCompleted' }> => e.type === 'PlacementCompleted');

/**
 * What an answer's events say to the learner: the next question (as its stream holds it, the key its answer is
 * graded against), or the level the placement gives.
 */
async function reply(deps: AppDeps, id: string, events: readonly PlacementEvent[], next?: QuestionDoc | null) {
  const done = completed(events);
  if (done) {
    const { level, theta, se, items } = done.data;
    return { done: true as const, level, theta, se, items };
  }
  return { id, question: publicQuestion(next ?? (await questionFromLog(deps.events, asked(events)!.data.question))) };
}

type Choosing = Extract<PlacementCommand, { candidates: readonly PlacementItem[] }>;

/**
 * The command decided with the candidates its log no longer serves left out (deleted or flagged since the bank's
 * read model, which may lag, drew them): the question it asks next is served as its stream holds it.
 */
async function askingLive<C extends Choosing>(deps: AppDeps, command: C, state: PlacementState) {
  for (;;) {
    const events = decidePlacement(command, state);
    const question = asked(events)?.data.question;
    if (!question) return { command, events, next: null };
    const next = (await questionsFromLog(deps.events, [question])).get(question);
    if (next?.inBank && !next.isFlagged) return { command, events, next };
    command = { ...command, candidates: command.candidates.filter((c) => c.question !== question) };
  }
}

/** POST /api/placement: a new placement in `language`, and its first question (the most informative at the prior). */
export async function startPlacement(deps: AppDeps, user: string, language: string, meta: CommandMeta) {
  const items = await drawCandidates(deps, language, []);
  if (items.length === 0) {
    await refuseWhileBankLoads(deps);
    throw missing('No questions found for this language');
  }
  const id = newId();
  const start = { type: 'Start', user, language, candidates: items } as const;
  const { command, next } = await askingLive(deps, start, initialPlacement);
  const { events } = await placementCommand(deps, id, command, meta);
  return reply(deps, id, events, next);
}

/** The placement's stream read back: its state, and the events that answered the request `correlationId`. */
async function loadPlacement(deps: AppDeps, id: string, correlationId: string) {
  const recorded = (await deps.events.readStream(streams.placement(id))) as (RecordedEvent & PlacementEvent)[];
  const state = recorded.reduce<PlacementState>(evolvePlacement, initialPlacement);
  const retried = recorded.filter((e) => e.metadata.correlationId === correlationId);
  return { state, retried };
}

/**
 * POST /api/placement/{id}/answers: the current question's answer, graded as practice grades it, and the
 * next question or the result. A placement's last answer raises the learner's level in the language to the
 * level it gives, in the same write (LevelReached only ever rises: a learner already higher keeps theirs).
 * The same request sent again (a client retrying after a dropped connection) is answered as it was.
 */
export async function answerPlacement(
  deps: AppDeps,
  user: string,
  id: string,
  body: RecordAnswerBody,
  meta: CommandMeta,
) {
  const { state, retried } = await loadPlacement(deps, id, meta.correlationId);
  if (state.exists && state.user === user && retried.some((e) => e.type === 'PlacementAnswered'))
    return reply(deps, id, retried);
  const item = assertAnswerable(state, user, body.question);
  // Graded on the question as its stream holds it now, as practice grades (not as a read model that may lag shows it).
  const grade = gradeAnswer(await questionFromLog(deps.events, item.question), body);
  const last = placementDone(answerItem(state.progress, item, grade.pointscore));
  const items = last ? [] : await drawCandidates(deps, state.language, state.progress.asked);
  const answer = {
    type: 'Answer',
    user,
    question: body.question,
    answer: body.answer,
    grade,
    candidates: items,
  } as const;
  // Decided here first (pure) to know whether it ends the placement; decided again on the stream as appended.
  const { command, events, next } = await askingLive(deps, answer, state);
  const done = completed(events);
  await handleCommands(
    deps,
    [
      { stream: streams.placement(id), decider: placementDecider, command },
      ...(done
        ? [
            {
              stream: streams.user(user),
              decider: userDecider,
              command: {
                type: 'PlaceLevel',
                language: done.data.language,
                level: done.data.level,
                ability: { theta: done.data.theta, se: done.data.se },
              } satisfies UserCommand,
            },
          ]
        : []),
    ],
    meta,
  );
  return reply(deps, id, events, next);
}
