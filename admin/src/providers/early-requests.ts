import type { GetListParams, GetListResult } from 'react-admin';
import { queryClient } from './query-client';

/**
 * A screen's first page asked for as soon as the console's script runs, before React has rendered anything: the
 * screen's own request for the same page (same resource, filter, sort and page) is answered with it, once. Without
 * it the request waits for the console's first render, the screen's code and the screen's own first render, in
 * turn (a learner's stream of 1,000 answers: the request was made ~0.8 s after the page loaded, for a page the
 * server answers in 34 ms). An answer not taken within a few seconds is dropped, so a later visit asks anew.
 */
const early = new Map<string, { started: number; answer: Promise<GetListResult> }>();
const keptFor = 10_000;

const keyOf = (resource: string, { filter, sort, pagination }: Partial<GetListParams>) =>
  JSON.stringify([
    resource,
    Object.entries(filter ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    sort?.field,
    sort?.order,
    pagination?.page,
    pagination?.perPage,
  ]);

/**
 * Starts a page's request now, for the screen that will ask for it; a failure is the screen's to show. The answer
 * also goes into react-admin's query cache under the key its useGetList gives the same page, so a screen that
 * renders after it has come shows the rows in its first render instead of "Loading..." and then the rows (its
 * refetch on mount takes the same answer here, without a second request).
 */
export function askEarly(resource: string, params: GetListParams, ask: () => Promise<GetListResult>) {
  const answer = ask();
  answer.then(
    ({ data, total, pageInfo, meta }) => {
      const { pagination, sort, filter } = params;
      queryClient.setQueryData([resource, 'getList', { pagination, sort, filter, meta: params.meta }], {
        data,
        total,
        pageInfo,
        meta,
      });
    },
    () => undefined, // reported when the screen takes it, not as an unhandled rejection now
  );
  early.set(keyOf(resource, params), { started: Date.now(), answer });
}

/** The answer asked for early for exactly this page, once; undefined when there is none (or it is too old). */
export function takeEarly(resource: string, params: Partial<GetListParams>): Promise<GetListResult> | undefined {
  if (early.size === 0) return undefined;
  const key = keyOf(resource, params);
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.started < keptFor ? found.answer : undefined;
}
