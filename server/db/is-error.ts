/**
 * Whether `value` is an Error, whichever realm made it (`Error.isError`,
 * ES2026, in Node 24). A driver's error thrown inside a `vm` context (the
 * unit tests' pool, vitest.config.ts) is an Error of the main realm, which
 * `instanceof Error` there denies: the store's refusals would then read as
 * faults.
 */
export const isError = (value: unknown): value is Error =>
  (Error as unknown as { isError: (value: unknown) => boolean }).isError(value);
