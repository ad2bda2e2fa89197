import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES, isFieldErrorCode } from '@safeshelf/contract/field-errors';
import { RegisterRequestSchema } from '@safeshelf/contract';

// A schema names its code as `{ error: 'code' }`, `message: 'code'`, `.regex(…, 'code')` or `fail('code')`.
const NAMED = /(?:error|message):\s*'([a-z_]+)'|,\s*'([a-z_]+)'\)|fail\('([a-z_]+)'\)/g;
// The contract's sources, read as text: the server may send only codes of the one list.
const dir = new URL(import.meta.resolve('@safeshelf/contract').replace(/index\.ts$/, ''));
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('field error codes', () => {
  it('every code a contract schema names is in the one list', () => {
    const named = new Set<string>();
    for (const file of sources)
      for (const match of readFileSync(new URL(file, dir), 'utf8').matchAll(NAMED))
        named.add((match[1] ?? match[2] ?? match[3])!);
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((code) => !isFieldErrorCode(code))).toEqual([]);
  });

  it('a rejected registration reports codes from the list', () => {
    const result = RegisterRequestSchema.safeParse({ username: 'a b', password: 'short' });
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues)
      if (/^[a-z_]+$/.test(issue.message)) expect(FIELD_ERROR_CODES).toContain(issue.message);
  });
});
