import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, repoRoot } from './env.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'safeshelf-env-'));

describe('environment', () => {
  it('starts with defaults that work unchanged', () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env.PORT).toBe(3000);
    expect(env.CATALOG_DIR).toBe(join(repoRoot, '../shared/data'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('accepts .env.example unchanged (blank values mean default)', () => {
    const lines = readFileSync(join(repoRoot, '.env.example'), 'utf8').split('\n');
    const source = Object.fromEntries(
      lines
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    const env = loadEnv({ ...source, DATA_DIR: tempDir() });
    expect(env.IMPORT_ON_START).toBe(true);
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('generates and keeps a development secret in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir }).JWT_SECRET;
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
    expect(loadEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it('refuses to start in production without a secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /JWT_SECRET: required in production/,
    );
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('reads TRUST_PROXY as a hop count or proxy ranges, and refuses `true`', () => {
    const trust = (value: string) =>
      loadEnv({ DATA_DIR: tempDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, loopback,::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    expect(() => trust('true')).toThrow(
      /TRUST_PROXY: true would let any client choose its address/,
    );
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: a hop count/);
  });
});
