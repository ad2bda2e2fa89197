/**
 * Is this error the database being out of reach (not a bad query)? Then the answer is 503 with
 * Retry-After, and the next request tries again: pg's pool opens new connections by itself.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE: class 08 connection exception; shutdown, crash, not accepting, too many connections. */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (
      typeof e.code === 'string' &&
      (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code))
    )
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = typeof e.cause === 'object' && e.cause ? (e.cause as typeof e) : undefined;
  }
  return false;
}
