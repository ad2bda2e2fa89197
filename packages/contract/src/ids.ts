import { z } from 'zod';

/** The largest PostgreSQL `integer`: every id (and id-like number) a client sends is at most this. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a query string or path (`?category=12`, `/products/12`): coerced from text, then
 * range-checked, so 2147483648 is a 400 here and never reaches the database (issue 29).
 */
export const IdParamSchema = z.coerce.number().int().positive().max(MAX_ID);
