// Folds what is typography, not text, before a list is read: Unicode compatibility letters
// (mathematical bold 𝐖𝐞𝐢𝐳𝐞𝐧, full-width Ｍｉｌｃｈ, ligatures émulsiﬁant) via NFKC, and the HTML
// entities some exports keep (&lt; 0,1 %, &quot;). DOMAIN.md "Typography".

/**
 * Ligatures, full-width forms, mathematical letters, zero-width and no-break spaces. text/needles.ts
 * marks the same characters (HINT.typography), so the parser skips this pass without one.
 */
const COMPAT = /[\u00a0\u200b-\u200d\u2060\ufb00-\ufb4f\uff00-\uffef\u{1d400}-\u{1d7ff}]/u;
/** Mathematical letters mark allergens: they become CAPITALS, which the parser reads as emphasis. */
const MATH_LETTERS = /[\u{1d400}-\u{1d7ff}]+/gu;
const ENTITY = /&(?:lt|gt|amp|quot|apos|nbsp|#0?39|#0?38|#0?34);/g;
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&apos;': "'",
  '&nbsp;': ' ',
  '&#39;': "'",
  '&#039;': "'",
  '&#38;': '&',
  '&#038;': '&',
  '&#34;': '"',
  '&#034;': '"',
};
const INVISIBLE = /[\u200b-\u200d\u2060]/g;

export function prepareText(text: string): string {
  let out = text;
  if (out.includes('&')) out = out.replace(ENTITY, (e) => ENTITIES[e] ?? e);
  if (COMPAT.test(out))
    out = out
      .replace(MATH_LETTERS, (w) => w.normalize('NFKC').toUpperCase())
      .normalize('NFKC')
      .replace(INVISIBLE, '');
  return out;
}
