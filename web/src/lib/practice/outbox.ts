import { recordedAnswerResponse, type RecordedAnswer } from '@lebe/domain';
import { api, ApiError } from '../api-client';
import { readStored } from '../storage';

/**
 * Answers on their way to the server. Each is written to the browser's storage before it is sent, under a
 * request id of its own that goes with every attempt (X-Request-Id), so an answer is never lost to a dropped
 * connection or a reload, and a resend is the same request (the server records a request id once). They are
 * sent in order, one sender at a time across tabs, when the connection returns, after a growing pause, and
 * at the next start. Each belongs to the learner who gave it and is sent only with their session.
 */
interface Pending {
  id: string;
  user: string;
  path: string;
  body: unknown;
  since: number;
}

export type Delivery =
  | { status: 'recorded'; answer: RecordedAnswer }
  /** Not sent yet: kept, and `delivered` resolves if it is sent while this page lives. */
  | { status: 'kept'; delivered: Promise<RecordedAnswer> };

export const pendingKey = 'pendingAnswers';
const backoffSeconds = [2, 4, 8, 16, 30, 60];

const read = (): Pending[] => {
  try {
    const list = JSON.parse(localStorage.getItem(pendingKey) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
};
const write = (list: Pending[]) =>
  list.length ? localStorage.setItem(pendingKey, JSON.stringify(list)) : localStorage.removeItem(pendingKey);
const remove = (id: string) => write(read().filter((p) => p.id !== id));
const currentUser = () => readStored('userInfo')?._id ?? null;

/** The answers of the signed-in learner still to be sent. */
export const pendingAnswers = () => {
  const user = currentUser();
  return read().filter((p) => p.user === user).length;
};

function requestId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Worth sending again: no connection (or no answer in time), a busy or failing server, an expired session. */
const keep = (e: unknown) =>
  e instanceof ApiError &&
  (e.status === 0 || e.status === 401 || e.status === 408 || e.status === 429 || e.status >= 500);

const waiting = new Map<string, (answer: RecordedAnswer) => void>();
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let chain: Promise<unknown> = Promise.resolve();

type Outcome = { answer: RecordedAnswer } | { error: unknown };

/** One sender at a time: in this tab by a chain, across tabs by a Web Lock where the browser has them. */
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const locked = () =>
    typeof navigator !== 'undefined' && navigator.locks
      ? (navigator.locks.request('lebe-pending-answers', work) as Promise<T>)
      : work();
  const run = chain.then(locked, locked);
  chain = run.catch(() => undefined);
  return run;
}

/** Sends the signed-in learner's kept answers in order; stops at the first that cannot go yet. */
export function flushAnswers(): Promise<Map<string, Outcome>> {
  return exclusive(async () => {
    const outcomes = new Map<string, Outcome>();
    const user = currentUser();
    // Read inside the lock: another tab may have sent some meanwhile.
    for (const entry of read().filter((p) => p.user === user)) {
      try {
        const answer = await api.post(recordedAnswerResponse, entry.path, entry.body, {
          headers: { 'X-Request-Id': entry.id },
        });
        remove(entry.id);
        outcomes.set(entry.id, { answer });
        waiting.get(entry.id)?.(answer);
        waiting.delete(entry.id);
      } catch (error) {
        if (keep(error)) {
          outcomes.set(entry.id, { error });
          if ((error as ApiError).status !== 401) retryLater();
          return outcomes;
        }
        // Refused for good (the question is gone, the body is bad): sending it again cannot help.
        remove(entry.id);
        waiting.delete(entry.id);
        outcomes.set(entry.id, { error });
      }
    }
    failures = 0;
    return outcomes;
  });
}

function retryLater() {
  clearTimeout(timer);
  const delay = backoffSeconds[Math.min(failures, backoffSeconds.length - 1)] * 1000;
  failures++;
  timer = setTimeout(() => void flushAnswers(), delay);
}

/** Keeps an answer and sends it (with any kept before it): recorded now, or kept to be sent later. */
export async function sendAnswer(path: string, body: unknown): Promise<Delivery> {
  const user = currentUser();
  if (!user) throw new ApiError('Sign in to save your answers.', 401);
  const entry: Pending = { id: requestId(), user, path, body, since: Date.now() };
  write([...read(), entry]);
  const delivered = new Promise<RecordedAnswer>((resolve) => waiting.set(entry.id, resolve));
  const outcome = (await flushAnswers()).get(entry.id);
  if (outcome && 'answer' in outcome) return { status: 'recorded', answer: outcome.answer };
  if (outcome && !keep(outcome.error)) throw outcome.error;
  return { status: 'kept', delivered };
}

let started = false;
/** At the app's start: kept answers go whenever the connection returns (the sign-in state flushes them at start). */
export function startSendingKeptAnswers() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    failures = 0;
    if (pendingAnswers() > 0) void flushAnswers();
  });
}
