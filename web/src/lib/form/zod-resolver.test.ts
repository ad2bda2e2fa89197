import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver';

const Schema = z.object({
  name: z.string().trim().min(1, { error: 'required' }),
  email: z
    .string()
    .max(10, { error: 'too_long' })
    .pipe(z.email({ error: 'invalid_email' })),
  address: z.object({ city: z.string().min(2, { error: 'too_short' }) }),
});

describe('zod resolver', () => {
  it('gives the parsed values when they are valid', async () => {
    const check = zodResolver(Schema);
    expect(await check({ name: ' Anna ', email: 'a@b.ch', address: { city: 'Bern' } })).toEqual({
      values: { name: 'Anna', email: 'a@b.ch', address: { city: 'Bern' } },
      errors: {},
    });
  });

  it('gives each field its first issue: our error code as message, the issue code as type, by dotted path', async () => {
    const check = zodResolver(Schema);
    expect(await check({ name: ' ', email: 'not an address', address: { city: 'B' } })).toEqual({
      errors: {
        name: { type: 'too_small', message: 'required' },
        email: { type: 'too_big', message: 'too_long' },
        'address.city': { type: 'too_small', message: 'too_short' },
      },
    });
  });
});
