import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  internalError,
  notFound,
  payloadTooLarge,
  rateLimited,
  serviceUnavailable,
  validationFailed,
  type Fields,
} from '../lib/errors.js';
import { isFieldErrorCode, type FieldErrorCode } from '@safeshelf/contract/field-errors';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import {
  PoolBusyError,
  PoolClosedError,
  TaskAbortedError,
  WorkerTaskError,
} from '../workers/index.js';

/** One error shape, `{ code, message, fields? }`; a 5xx never reveals internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Fields = {};
      for (const issue of error.validation) {
        // fastify-type-provider-zod 7 puts the zod code in `keyword` and the rest of the issue in `params`.
        const zodIssue: ZodIssueLike = {
          ...(issue.params as ZodIssueLike),
          code: issue.keyword,
          message: issue.message,
        };
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (zodIssue.path ?? []).join('.') ||
          '_';
        if (zodIssue.code === 'unrecognized_keys' && zodIssue.keys?.length) {
          for (const key of zodIssue.keys)
            fields[path === '_' ? key : `${path}.${key}`] = 'unknown_field';
        } else {
          fields[path] ??= issueCode(zodIssue);
        }
      }
      return sendAppError(reply, validationFailed(fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendAppError(reply, payloadTooLarge());
    if (status === 429) return sendAppError(reply, rateLimited());
    if (status === 404) return sendAppError(reply, notFound(error.message));
    if (status >= 400 && status < 500) {
      return sendAppError(reply, new AppError(status, 'bad_request', error.message));
    }
    if (error instanceof PoolBusyError || error instanceof PoolClosedError) {
      request.log.warn({ err: error }, 'no worker free');
      return sendAppError(reply, serviceUnavailable(1));
    }
    if (error instanceof TaskAbortedError) {
      // The client went away; nobody reads this answer.
      request.log.info('client gone before its task ran');
      return sendAppError(reply, serviceUnavailable(1));
    }
    if (error instanceof WorkerTaskError) {
      request.log.error({ err: error }, 'worker task failed');
      return sendAppError(reply, internalError());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendAppError(reply, serviceUnavailable());
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendAppError(reply, internalError());
  });
}

interface ZodIssueLike {
  code?: string;
  message?: string;
  format?: string;
  path?: PropertyKey[];
  keys?: string[];
}

/** The contract's field code for a zod issue (the web translates `errors.fields.<code>`). */
function issueCode(issue: ZodIssueLike): FieldErrorCode {
  // A contract schema may name its own code (`{ error: 'too_long' }`); zod's default messages are prose.
  if (isFieldErrorCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_format' && isFieldErrorCode(`invalid_${issue.format}`))
    return `invalid_${issue.format}` as FieldErrorCode;
  if (issue.code === 'unrecognized_keys') return 'unknown_field';
  return isFieldErrorCode(issue.code) ? issue.code : 'invalid';
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
  return reply
    .code(error.statusCode)
    .send({ code: error.code, message: error.message, fields: error.fields });
}
