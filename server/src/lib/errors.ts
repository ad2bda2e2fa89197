import type { ErrorCode } from '@safeshelf/contract';

/** An error the client may see: status, stable code, English message, optional field codes. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (code: ErrorCode = 'not_found', message = 'Not found') =>
  new AppError(404, code, message);
export const forbidden = () => new AppError(403, 'forbidden', 'You may not access this resource');
export const unauthorized = (
  code: ErrorCode = 'unauthorized',
  message = 'Authentication required',
) => new AppError(401, code, message);
