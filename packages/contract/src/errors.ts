import { z } from 'zod';

/**
 * Every error the API returns has this shape. `code` is stable and translated by the web app;
 * `message` is English, for logs and API users. `fields` maps a request field to a code.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'token_expired',
  'token_invalid',
  'forbidden',
  'not_found',
  'product_not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
