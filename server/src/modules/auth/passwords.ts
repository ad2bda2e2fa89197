import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's minimum (19 MiB, 2 iterations, parallelism 1), ~25 ms per hash.
 * @node-rs/argon2's async functions run on the libuv thread pool, so hashing never blocks the event
 * loop. The library's default algorithm is Argon2id; a test asserts the encoded parameters.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anybody knows: verifying against it makes "no such user" cost as much as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
