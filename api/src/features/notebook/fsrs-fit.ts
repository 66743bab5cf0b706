import {
  fsrsCandidateSteps,
  fsrsPooledFitSteps,
  notebookReviewsFromLog,
  notebookReviewsKey,
  streams,
  type FsrsPooledFits,
  type FsrsReview,
  type RecordedEvent,
} from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { notebooksCollection, type FsrsLearnerDoc } from '@lebe/projectors/notebook';
import { fsrsCommand, type CommandMeta } from '../../platform/commands';
import { defineJob } from '../../platform/jobs/jobs';

/**
 * The nightly FSRS fit (issue 29 item 4; docs/notebook.md). For each learner and language with notebook
 * reviews since their last fit: their reviews are read back from the log (their answers and every entry
 * they saved); their own fit on the older 80 % (fsrs-rs's thresholds; from the language's pooled weights
 * when there are some) and the language's pooled fit (on every pooled learner's older 80 %, so it never saw
 * the reviews it is judged on) are the candidates; the fsrs decider adopts the one that predicts the newest
 * 20 % best, refitted on every review, unless the weights in use clearly do better (issue 35 item 6).
 */

/** How many learners of a language, those with the most reviews first, the pooled fit reads. */
export const pooledLearners = 100;
/** The pooled fit stops adding learners at this many reviews (it runs in the API's process when embedded). */
export const pooledReviews = 4000;

export interface FsrsFitReport {
  fitted: number;
  adopted: number;
  skipped: number;
}

type Stores = { events: EventStore; read: ReadStore };

/** A learner's notebook reviews in one language, as the notebook read model counted them. */
export async function learnerReviews(events: EventStore, doc: FsrsLearnerDoc): Promise<FsrsReview[]> {
  const read = [streams.learner(doc.learner), ...doc.entries.map((id) => streams.notebook(id))];
  const all: RecordedEvent[] = (await Promise.all(read.map((s) => events.readStream(s)))).flat();
  all.sort((a, b) => a.position - b.position);
  return notebookReviewsFromLog(all).get(notebookReviewsKey(doc.learner, doc.language))?.reviews ?? [];
}

async function allOf(
  read: ReadStore,
  where: Record<string, unknown>,
  sort?: [string, 'asc' | 'desc'][],
  max = Infinity,
) {
  const found: FsrsLearnerDoc[] = [];
  for (let page = 1; found.length < max; page++) {
    const { items } = await read.find<FsrsLearnerDoc>(notebooksCollection, {
      where: where as never,
      ...(sort ? { sort } : {}),
      page,
      pageSize: 200,
      skipTotal: true,
    });
    found.push(...items);
    if (items.length < 200) break;
  }
  return found.slice(0, max);
}

/**
 * The language's pooled fits (see fsrsPooledFitSteps) over its learners, up to the limits above. The reviews
 * read are kept in `kept`, so a pooled learner who is due tonight is not read from the log again.
 */
async function pooledFits(
  { events, read }: Stores,
  language: string,
  kept: Map<string, FsrsReview[]>,
): Promise<FsrsPooledFits | null> {
  const learners = await allOf(
    read,
    { language },
    [
      ['language', 'asc'],
      ['reviews', 'desc'],
    ],
    pooledLearners,
  );
  const pool: FsrsReview[][] = [];
  let count = 0;
  for (const doc of learners) {
    if (count >= pooledReviews) break;
    const reviews = kept.get(doc._id) ?? (await learnerReviews(events, doc));
    kept.set(doc._id, reviews);
    pool.push(reviews);
    count += reviews.length;
  }
  return stepped(fsrsPooledFitSteps(pool));
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a fit, letting the process serve requests between optimiser steps (embedded, the API runs this job):
 * a step is a few passes over the reviews, tens of milliseconds for thousands of reviews.
 */
async function stepped<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/** Fits every learner with reviews since their last fit; returns how many fits were recorded and adopted. */
export async function fitLearnersFsrs(stores: Stores, now = new Date()): Promise<FsrsFitReport> {
  const report: FsrsFitReport = { fitted: 0, adopted: 0, skipped: 0 };
  const due = await allOf(stores.read, { pending: { gt: 0 } }, [['pending', 'desc']]);
  const languages = [...new Set(due.map((d) => d.language))].sort();
  const meta: CommandMeta = { actor: null, correlationId: `fsrs-fit-${now.toISOString()}`, now };
  // Nothing waits on read models here: the next night's fit reads the log, not them.
  const deps = { events: stores.events, freshness: { awaitPosition: async () => true } };
  for (const language of languages) {
    let pooling: Promise<FsrsPooledFits | null> | null = null;
    // The pooled learners' reviews, read once for the pool and given back to their own fit.
    const kept = new Map<string, FsrsReview[]>();
    for (const doc of due.filter((d) => d.language === language)) {
      const reviews = kept.get(doc._id) ?? (await learnerReviews(stores.events, doc));
      kept.set(doc._id, reviews);
      // The language's pooled weights, fitted once a night and only when a learner is due.
      const pooled = await (pooling ??= pooledFits(stores, language, kept));
      kept.delete(doc._id);
      const candidates = await stepped(fsrsCandidateSteps(reviews, pooled));
      if (candidates.length === 0) {
        report.skipped++;
        continue;
      }
      const { events } = await fsrsCommand(
        deps,
        doc.learner,
        { type: 'RecordFsrsFit', user: doc.learner, language, candidates, reviews },
        meta,
      );
      if (events.length === 0) report.skipped++;
      else {
        report.fitted++;
        if (events[0].data.adopted) report.adopted++;
      }
    }
  }
  return report;
}

/** The job the workers (or, embedded, this process) run each night: see `daily` in ./index.ts. */
export const fitFsrsJob = defineJob<Record<string, never>, FsrsFitReport>('notebook:fit-fsrs', (_data, stores) =>
  fitLearnersFsrs(stores),
);
