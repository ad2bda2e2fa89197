import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { schemaResolver } from './schema-resolver';

const Schema = z.object({ email: z.email({ error: 'invalid_email' }) });
type Values = z.input<typeof Schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('validation loaded on demand', () => {
  it('loads the schema once, on first use, and reports its field errors', async () => {
    const load = vi.fn(async () => Schema);
    const resolver = schemaResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const wrong = await resolver({ email: 'not an address' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('invalid_email');
    const right = await resolver({ email: 'anna@example.ch' }, undefined, options);
    expect(right.errors).toEqual({});
    expect(right.values).toEqual({ email: 'anna@example.ch' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form go to the server unchecked when the schema cannot be downloaded, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Schema);
    const resolver = schemaResolver<Values>(load);

    const offline = await resolver({ email: 'not an address' }, undefined, options);
    expect(offline.errors).toEqual({});
    const online = await resolver({ email: 'not an address' }, undefined, options);
    expect(online.errors.email?.message).toBe('invalid_email');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
