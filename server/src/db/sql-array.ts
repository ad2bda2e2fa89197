import { sql, type SQL } from 'drizzle-orm';

// Arrays travel as one array-literal string parameter: drizzle would expand a JS array into a
// parenthesised list, and the two drivers serialise array parameters differently.
const literal = (values: readonly (string | number)[]) =>
  `{${values.map((v) => `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

export const textArray = (values: readonly string[]): SQL => sql`${literal(values)}::text[]`;
export const intArray = (values: readonly number[]): SQL => sql`${literal(values)}::int[]`;
