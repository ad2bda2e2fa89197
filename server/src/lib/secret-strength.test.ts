import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { MIN_SECRET_BITS, estimateSecretBits } from './secret-strength.js';

const production = (JWT_SECRET: string) => () =>
  loadEnv({
    NODE_ENV: 'production',
    JWT_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'safeshelf-env-')),
  });

/** Issue 29 (11): a JWT_SECRET of 40 spaces started a production server. */
describe('JWT_SECRET in production', () => {
  it.each([
    ['40 spaces', ' '.repeat(40)],
    ['one letter repeated', 'x'.repeat(64)],
    ['a word repeated', 'changeme'.repeat(4)],
    ['the alphabet', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a two-letter pattern', 'ab'.repeat(24)],
  ])('refuses a predictable one: %s', (_name, secret) => {
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(production(secret)).toThrow(/JWT_SECRET: too predictable for production/);
  });

  it('accepts random bytes as the README says to make them (base64 48, hex 32, hex 16)', () => {
    for (const secret of [
      randomBytes(48).toString('base64'),
      randomBytes(32).toString('hex'),
      randomBytes(16).toString('hex'),
    ])
      expect(production(secret)().JWT_SECRET).toBe(secret);
  });

  it('never refuses a random 32-character secret (10,000 drawn of each kind)', () => {
    let lowest = Infinity;
    for (let i = 0; i < 10_000; i++) {
      lowest = Math.min(
        lowest,
        estimateSecretBits(randomBytes(16).toString('hex')),
        estimateSecretBits(randomBytes(24).toString('base64')),
      );
    }
    expect(lowest).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
  });

  it('leaves development and tests alone', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', JWT_SECRET: ' '.repeat(40) })).not.toThrow();
  });
});
