import type { ErrorCode } from '@safeshelf/contract';
import type { FieldErrorCode } from '@safeshelf/contract/field-errors';

/** Request field → one of the contract's field error codes (the web translates only those). */
export type Fields = Partial<Record<string, FieldErrorCode>>;

/**
 * An error the client may see: status, stable code, English message, optional field codes and,
 * for 429, the seconds to wait. The one error handler (plugins/errors.ts) turns it into the
 * response, including the `Retry-After` header, so domain code never touches the reply.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Fields,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

// One named factory per error code (outline server/errors.ts); code and status are decided here.
export const badRequest = (message = 'Bad request') => new AppError(400, 'bad_request', message);

export const validationFailed = (fields: Fields, message = 'The request is not valid') =>
  new AppError(400, 'validation_failed', message, fields);

export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'unauthorized', message);

export const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'No active account found with the given credentials');

export const tokenExpired = (message = 'Token expired') =>
  new AppError(401, 'token_expired', message);

export const tokenInvalid = (message = 'Invalid token') =>
  new AppError(401, 'token_invalid', message);

export const forbidden = () => new AppError(403, 'forbidden', 'You may not access this resource');

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);

export const productNotFound = (message = 'No such product') =>
  new AppError(404, 'product_not_found', message);

export const conflict = (message: string, fields?: Fields) =>
  new AppError(409, 'conflict', message, fields);

export const payloadTooLarge = () =>
  new AppError(413, 'payload_too_large', 'Request body too large');

/** `retryAfter` in seconds becomes the `Retry-After` header. */
export const rateLimited = (
  retryAfter?: number,
  message = retryAfter
    ? `Too many requests, retry in ${retryAfter} s`
    : 'Too many requests, try again later',
) => new AppError(429, 'rate_limited', message, undefined, retryAfter);

/** The login throttle: a wait after repeated wrong passwords (decision 021). */
export const throttled = (retryAfter: number) =>
  rateLimited(retryAfter, `Too many failed attempts, retry in ${retryAfter} s`);

export const unavailable = (message = 'Service unavailable') =>
  new AppError(503, 'unavailable', message);

/** The database is out of reach: try again after `retryAfter` seconds (issue 14). */
export const serviceUnavailable = (retryAfter = 5) =>
  new AppError(
    503,
    'service_unavailable',
    'The service is temporarily unavailable, try again shortly',
    undefined,
    retryAfter,
  );

export const internalError = () =>
  new AppError(500, 'internal_error', 'Something went wrong on our side');
