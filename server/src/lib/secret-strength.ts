/** Below this estimate a production JWT_SECRET is refused (issue 29, 11; decision 161). */
export const MIN_SECRET_BITS = 80;

/** Shannon entropy, in bits per symbol, of a list of symbols. */
function bitsPerSymbol(symbols: (string | number)[]): number {
  const counts = new Map<string | number, number>();
  for (const s of symbols) counts.set(s, (counts.get(s) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / symbols.length) * Math.log2(n / symbols.length);
  return bits;
}

/**
 * A rough, deliberately pessimistic estimate of a machine-made secret's entropy in bits: the
 * fewer of (spread of its characters, spread of the steps between neighbours) times the number of
 * its distinct 4-character pieces. Repeats (`changeme` × 4, 40 spaces) and runs (`abcdef…`) score
 * near 0; random base64 or hex of 32+ characters score 90–330. It cannot recognise a sentence
 * of dictionary words: that needs a password list, which a generated secret does not.
 */
export function estimateSecretBits(secret: string): number {
  const chars = [...secret];
  if (chars.length < 2) return 0;
  const codes = chars.map((c) => c.codePointAt(0)!);
  const steps = codes.slice(1).map((code, i) => code - codes[i]!);
  const pieces = new Set(chars.map((_, i) => chars.slice(i, i + 4).join('')));
  return Math.min(bitsPerSymbol(chars), bitsPerSymbol(steps)) * pieces.size;
}
