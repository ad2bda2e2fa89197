import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { MIN_SECRET_BITS, estimateSecretBits } from './lib/secret-strength.js';

/** The repository root; relative paths in the environment are resolved against it. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const toBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return PROXY_NAMES.has(entry);
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which `X-Forwarded-For` entries to believe (decision 080): `false`, a hop count (`1`: the one
 * proxy in front), or the proxies' addresses (`10.0.0.0/8,loopback`). Never `true`, which trusts
 * the left-most entry: any client could then choose its address and escape every per-address limit.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', '0', 'no'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (value !== 'true' && entries.every(isProxyRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'true would let any client choose its address; give the number of proxies in front (1) or their addresses (10.0.0.0/8)'
          : 'a hop count (1) or proxy addresses and ranges (10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CATALOG_DIR: z.string().min(1).default('../shared/data'),
  IMPORT_ON_START: toBool.default(true),
  RECOMPUTE_ON_START: toBool.default(true),
  WEB_DIST_DIR: z.string().min(1).default('./web/dist'),
  TRUST_PROXY: TrustProxySchema.default(false),
  FORMS_WEBHOOK_URL: z.string().url().optional(),
  /** Worker threads that judge and import off the request thread (decision 140): one per core. */
  WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => availableParallelism()),
  /** Search answers each API instance keeps in memory (decision 176); 0 turns the cache off. */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2_000),
  /** Serve GET /metrics (Prometheus); keep it behind the proxy's access rules. */
  METRICS: toBool.default(false),
});

export type Env = z.infer<typeof EnvSchema> & { JWT_SECRET: string };

const absolute = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));

/**
 * Parses the environment once. Fails fast with one readable message per bad variable.
 * A missing JWT_SECRET is an error in production; elsewhere one is generated and kept in DATA_DIR
 * so that tokens survive a restart.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const paths = {
    DATA_DIR: absolute(env.DATA_DIR),
    CATALOG_DIR: absolute(env.CATALOG_DIR),
    WEB_DIST_DIR: absolute(env.WEB_DIST_DIR),
  };
  if (!env.JWT_SECRET && env.NODE_ENV === 'production') {
    throw new Error(
      'Invalid environment:\n  JWT_SECRET: required in production (32+ random characters)',
    );
  }
  if (
    env.JWT_SECRET &&
    env.NODE_ENV === 'production' &&
    estimateSecretBits(env.JWT_SECRET) < MIN_SECRET_BITS
  ) {
    throw new Error(
      'Invalid environment:\n  JWT_SECRET: too predictable for production (repeated or sequential characters); use random bytes, e.g. $(openssl rand -base64 48)',
    );
  }
  const secret = env.JWT_SECRET ?? readOrCreateSecret(paths.DATA_DIR);
  return { ...env, ...paths, JWT_SECRET: secret };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Loads `.env` from the repository root when present (Node ≥ 20.12 reads it natively). */
export function loadDotEnv(): void {
  const file = join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
