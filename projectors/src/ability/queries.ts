import { calibrationAnswers, defaultPrior, standardError, type Ability, type DifficultyPrior } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import { drawOnCircle } from '../runtime';
import { abilityCollection, abilityId, difficultyId, priorDocId, type AbilityDoc } from './ability.projection';

/** A question's difficulty as the log has calibrated it so far. */
export interface Difficulty {
  b: number;
  variance: number;
  answers: number;
  /** The level practice serves it in once calibrated (20 answers or more). */
  band?: number;
}

/** The difficulties of the questions that have been answered (a question never answered is absent). */
export async function difficultiesOf(
  read: ReadStore,
  questionIds: readonly string[],
): Promise<Map<string, Difficulty>> {
  const docs = await read.getMany<AbilityDoc>(abilityCollection, questionIds.map(difficultyId));
  const out = new Map<string, Difficulty>();
  for (const id of questionIds) {
    const doc = docs.get(difficultyId(id));
    if (doc) out.set(id, { b: doc.mean!, variance: doc.variance!, answers: doc.answers!, band: doc.band });
  }
  return out;
}

/** The level a question is served and counted at: its calibrated band once it has 20 answers, else its own. */
export async function servedLevel(read: ReadStore, question: string, level: number): Promise<number> {
  return (await bandOf(read, question)) ?? level;
}

/** The difficulty prior in effect (the latest fitted one), for questions no answer has calibrated yet. */
export async function priorInEffect(read: ReadStore): Promise<DifficultyPrior> {
  return (await read.get<AbilityDoc>(abilityCollection, priorDocId))?.prior ?? defaultPrior;
}

/** A learner's ability in a language: θ, its standard error and the answers counted; null before any. */
export async function abilityOf(
  read: ReadStore,
  user: string,
  language: string,
): Promise<(Ability & { variance: number; answers: number }) | null> {
  const doc = await read.get<AbilityDoc>(abilityCollection, abilityId(user, language));
  return doc ? abilityFrom(doc) : null;
}

const abilityFrom = (doc: AbilityDoc) => ({
  theta: doc.mean!,
  se: standardError({ mean: doc.mean!, variance: doc.variance!, answers: doc.answers! }),
  variance: doc.variance!,
  answers: doc.answers!,
});

/** Every language a learner has an ability in, e.g. for the profile: `{ french: { theta, se } }`. */
export async function abilitiesOf(read: ReadStore, user: string): Promise<Record<string, Ability>> {
  const page = await read.find<AbilityDoc>(abilityCollection, {
    where: { learner: user },
    pageSize: 100,
    skipTotal: true,
  });
  const out: Record<string, Ability> = {};
  for (const doc of page.items) {
    const { theta, se } = abilityFrom(doc);
    out[doc.language!] = { theta, se };
  }
  return out;
}

/** The abilities of many learners in one language (a teacher's roster), by learner. */
export async function abilitiesIn(
  read: ReadStore,
  learners: readonly string[],
  language: string,
): Promise<Map<string, Ability>> {
  const docs = await read.getMany<AbilityDoc>(
    abilityCollection,
    learners.map((l) => abilityId(l, language)),
  );
  const out = new Map<string, Ability>();
  for (const learner of learners) {
    const doc = docs.get(abilityId(learner, language));
    if (doc) {
      const { theta, se } = abilityFrom(doc);
      out.set(learner, { theta, se });
    }
  }
  return out;
}

/** The questions with enough answers to weigh in a fit of the prior, a page at a time (1-based, by id). */
export async function calibratedQuestions(read: ReadStore, page: number, pageSize = 1000): Promise<AbilityDoc[]> {
  const found = await read.find<AbilityDoc>(abilityCollection, {
    where: { kind: 'difficulty', answers: { gte: calibrationAnswers } },
    sort: [['_id', 'asc']],
    page,
    pageSize,
    skipTotal: true,
  });
  return found.items;
}

const bandCaches = new WeakMap<object, { mark: string; bands: Map<string, number | null> }>();
const bandsKept = 100_000;

/**
 * The band a calibrated question is served in (null: not calibrated), for the practice draw on every request:
 * kept in memory while the read model is unchanged (the store's change mark), so a quiet site's draws read
 * nothing; stores without a mark read the document each time.
 */
export function bandOf(read: ReadStore, question: string): number | null | Promise<number | null> {
  const mark = read.changeMark?.(abilityCollection);
  const load = () => read.get<AbilityDoc>(abilityCollection, difficultyId(question)).then((d) => d?.band ?? null);
  if (mark === undefined) return load();
  let cache = bandCaches.get(read);
  if (!cache || cache.mark !== mark || cache.bands.size > bandsKept)
    bandCaches.set(read, (cache = { mark, bands: new Map() }));
  const known = cache.bands.get(question);
  if (known !== undefined) return known;
  const kept = cache;
  return load().then((band) => {
    if (read.changeMark!(abilityCollection) === mark) kept.bands.set(question, band);
    return band;
  });
}

/**
 * A calibrated question of a language served in `band` (the level its difficulty is nearest), by index seek,
 * avoiding `avoid`: what practice serves at a level besides the questions written for it.
 */
export async function drawCalibrated(
  read: ReadStore,
  language: string,
  band: number,
  avoid: ReadonlySet<string>,
): Promise<string | null> {
  const doc = await drawOnCircle<AbilityDoc>(read, abilityCollection, { kind: 'difficulty', language, band }, (d) =>
    avoid.has(d.question!),
  );
  return doc && !avoid.has(doc.question!) ? doc.question! : null;
}
