/** A rule of the product was broken; the status is what the API answers with `{ message }`. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError(404, `${what} not found`);
export const forbidden = (message = 'Not allowed') => new DomainError(403, message);
export const conflict = (message: string) => new DomainError(409, message);
export const badRequest = (message: string) => new DomainError(400, message);
/** A 404 with its own sentence (when "X not found" does not say it). */
export const missing = (message: string) => new DomainError(404, message);
/** Too many attempts or requests: try again later. */
export const tooMany = (message: string) => new DomainError(429, message);
