import { INTOLERANCES, type Intolerance } from '@safeshelf/engine';

/**
 * Why a contradiction the audit finds is right, keyed by barcode + intolerance: a tab-separated
 * file, `code<TAB>intolerance<TAB>why`, `#` lines are comments. A careful reader's reason
 * ("Gruyère AOP is a hard cheese"), never a wrong verdict explained away.
 */
export const explanationKey = (code: string, intolerance: Intolerance) => `${code} ${intolerance}`;

export function parseExplanations(text: string, file: string): Map<string, string> {
  const out = new Map<string, string>();
  text.split('\n').forEach((line, n) => {
    if (!line.trim() || line.startsWith('#')) return;
    const [code, intolerance, why, ...rest] = line.split('\t');
    const where = `${file}:${n + 1}`;
    if (!code || !/^\d{6,14}$/.test(code))
      throw new Error(`${where}: a line is "code<TAB>intolerance<TAB>why", found "${line}"`);
    if (!INTOLERANCES.includes(intolerance as Intolerance))
      throw new Error(
        `${where}: unknown intolerance "${intolerance}" (${INTOLERANCES.join(', ')})`,
      );
    if (!why?.trim() || rest.length)
      throw new Error(`${where}: the reason is missing or contains a tab`);
    const key = explanationKey(code, intolerance as Intolerance);
    if (out.has(key)) throw new Error(`${where}: ${code} ${intolerance} is explained twice`);
    out.set(key, why.trim());
  });
  return out;
}
