import type { Context, Next } from 'koa';
import { ZodError, type z } from 'zod';
import { DomainError, plainError } from '@lebe/domain';
import { WrongExpectedRevisionError } from '@lebe/store';

/**
 * An HTTP answer other than success, with the message the client shows; `field` names the input it is
 * about (a form shows the message next to that field), sent as `{ message, field }`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Seconds after which the client may try again (sent as Retry-After), for a refusal that will pass. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const notAuthorizedNoToken = () => new HttpError(401, 'Not authorized, no token');
export const notAuthorizedTokenFailed = () => new HttpError(401, 'Not authorized, token failed');

/**
 * The first problems of a zod error in plain words ("Name must be at most 100 characters"): the messages a
 * schema sets are kept, zod's own wording is replaced by the domain's (see `plainError`).
 */
export function zodMessage(error: ZodError, input?: unknown): string {
  const messages = sentFirst(error.issues, input)
    .slice(0, 3)
    .map((issue) => (isZodWording(issue.message) ? plainError(issue) : issue.message));
  return [...new Set(messages)].join('; ');
}
const isZodWording = (message: string) => /^(Invalid|Too (big|small)|Unrecognized key)/.test(message);

/** Problems with the fields a request sent come before those it left out: a wrong value is what it must hear of. */
function sentFirst(issues: readonly z.core.$ZodIssue[], input: unknown) {
  const sent = (issue: z.core.$ZodIssue) =>
    typeof input === 'object' &&
    input !== null &&
    typeof issue.path[0] === 'string' &&
    Object.hasOwn(input, issue.path[0]);
  return [...issues].sort((a, b) => Number(sent(b)) - Number(sent(a)));
}

/** A 400 for input its schema refused, about the first field it names. */
export function validationError(error: ZodError, input?: unknown): HttpError {
  const field = sentFirst(error.issues, input)[0]?.path[0];
  return new HttpError(400, zodMessage(error, input), typeof field === 'string' ? field : undefined);
}

/** Maps every error to `{ message }` with its status; unknown errors become a bare 500 (logged, never sent). */
export async function errorMiddleware(ctx: Context, next: Next) {
  try {
    await next();
    // Refusals made outside the routes (no route: 404; a wrong method: 405) answer `{ message }` too.
    if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null) && ctx.path.startsWith('/api')) {
      const status = ctx.status;
      ctx.body = { message: status === 404 ? `Not found - ${ctx.path}` : ctx.message };
      ctx.status = status;
    }
  } catch (error) {
    const { status, message } = describe(error);
    // A 503 the code chose (the bank still loading) is no failure; anything else at 500 and above is.
    if (status >= 500 && !(error instanceof HttpError)) console.error(`[api] ${ctx.method} ${ctx.path} failed:`, error);
    ctx.status = status;
    if (error instanceof HttpError && error.retryAfter !== undefined) ctx.set('Retry-After', String(error.retryAfter));
    ctx.body = error instanceof HttpError && error.field ? { message, field: error.field } : { message };
  }
}

function describe(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError || error instanceof DomainError)
    return { status: error.status, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: zodMessage(error) };
  if (error instanceof WrongExpectedRevisionError)
    return { status: 409, message: 'Someone else changed this at the same time, please try again' };
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: (error as Error).message || 'Bad request' };
  return { status: 500, message: 'Server error' };
}
