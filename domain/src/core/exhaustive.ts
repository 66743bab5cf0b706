/**
 * The `default` of a switch over a union: a compile error when a member is left out (the value is
 * `never` only when every member has its case); at run time, the fallback.
 */
export function exhaustive<T>(_value: never, fallback: T): T {
  return fallback;
}
