import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { stdSerializers } from 'pino';
import type { Env } from '../env.js';

/**
 * Fields that must never reach a log line, at any of the first three levels of a logged object:
 * credentials and tokens, e-mail addresses, and intolerances (health data, nFADP art. 5).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'password1',
  'password2',
  'current_password',
  'new_password',
  'passwordHash',
  'password_hash',
  'access',
  'refresh',
  'token',
  'email',
  'form_email',
  'identifier',
  'intolerances',
  'custom_intolerances',
  'tolerated_fodmap_groups',
];
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** Error properties of a failed query: drizzle's `query`/`params`, pg's `code`/`constraint`. */
interface QueryFailure {
  query?: unknown;
  params?: unknown;
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** `insert users`, `select products`: what a statement did and to which table, without values. */
export function statementName(query: string): string {
  const verb = /^\s*(select|insert|update|delete|with|create|alter|drop)\b/i.exec(query)?.[1];
  const table = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(query)?.[1];
  return [verb?.toLowerCase() ?? 'statement', table].filter(Boolean).join(' ');
}

const isSqlState = (code: unknown): code is string =>
  typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The query failure in an error or its causes (drizzle wraps pg's error; others may wrap drizzle's). */
function findQueryFailure(error: unknown) {
  let statement: string | undefined;
  let sqlState: string | undefined;
  let constraint: unknown;
  let found = false;
  for (let e = error as QueryFailure | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.query === 'string') statement ??= statementName(e.query);
    if ('params' in e || typeof e.query === 'string' || isSqlState(e.code)) found = true;
    if (isSqlState(e.code)) sqlState ??= e.code;
    constraint ??= e.constraint;
    e = typeof e.cause === 'object' && e.cause ? (e.cause as QueryFailure) : undefined;
  }
  return found ? { statement, sqlState, constraint } : null;
}

/**
 * The `err` of every log line. A failed query logs its statement name and SQLSTATE code only:
 * drizzle's message and stack list every parameter (e-mail, Argon2 hash, intolerances), and
 * PostgreSQL's message and detail can quote values too (`invalid input syntax for type integer: "…"`).
 */
export function serializeError(error: Error) {
  const failure = findQueryFailure(error);
  if (!failure) return stdSerializers.err(error);
  return {
    type: 'QueryFailed',
    message: `query failed${failure.sqlState ? ` (${failure.sqlState})` : ''}`,
    stack: '',
    statement: failure.statement,
    code: failure.sqlState,
    constraint: typeof failure.constraint === 'string' ? failure.constraint : undefined,
  };
}

/**
 * The `req` of Fastify's "incoming request" line (info level), without the query string and the
 * client's address: search words can reveal an intolerance ("laktosefrei"), and beside an address
 * they tie it to a person (issue 29, 11). Per-address limits still see the address; logs do not.
 */
export function serializeRequest(req: { method: string; url: string; host?: string }) {
  return { method: req.method, url: req.url.split('?')[0], host: req.host };
}

/** Fastify's logger: level from the environment, redaction and the safe error serializer. */
export function loggerOptions(
  env: Env,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
