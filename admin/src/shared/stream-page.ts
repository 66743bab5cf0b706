import type { GetListParams } from 'react-admin';

/** How many of a stream's events one page of its history shows (a learner's stream holds thousands). */
export const historyPageSize = 50;

/**
 * What a stream's history asks the Events route for at first: the stream's newest page. One definition for the
 * history's list and for the console's start, which asks for it before the stream's page has rendered.
 */
export const streamFirstPage = (stream: string) =>
  ({
    filter: { stream },
    sort: { field: 'position', order: 'DESC' },
    pagination: { page: 1, perPage: historyPageSize },
  }) satisfies GetListParams;

/** The stream a console address names (/admin/streams/{stream}), or undefined. */
export function streamOfPath(pathname: string): string | undefined {
  const match = /^\/admin\/streams\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
