// The claim scan skips its expressions when a pre-check says they cannot match (text/hints.ts);
// "no" and "sin" only wake the free-from expression right before a topic. Real label texts from
// ../shared/data (Open Food Facts, ODbL), quoted as found; the product code is in a comment.
import { describe, expect, it } from 'vitest';
import { findClaimPhrases } from './scan-claims';

const found = (text: string) => findClaimPhrases(text).map((m) => m.text);

describe('free-from phrases whose only "without" word is "no" or "sin"', () => {
  it.each([
    [
      // 7613033661143
      'Frutas 94.9% (manzana, plátano, melocotón, albaricoque, naranja y uva), galleta sin gluten 5% (harina de arroz hidrolizada, harina de maíz, almidón de maíz y harina de arroz) y vitamina C.',
      ['sin gluten'],
    ],
    [
      // 7622210440914
      '@Queso blanco pasteurizado sin lactosa•. Ingredientes: Leche, nata, sal, estabilizantes goma garrofin, arragenano actasa. Sin gluten. Conservat re rigerado.',
      ['sin lactosa', 'Sin gluten'],
    ],
  ])('are found: %s', (text, phrases) => {
    expect(found(text)).toEqual(phrases);
  });

  it('are not made of "noisettes" and "lactoserum" (3017620424403)', () => {
    const text =
      'Sucre, huile de palme, noisettes 13%, cacao maigre 7,4%, lait écrémé en poudre 6,6%, lactoserum en poudre, émulsifiants : lécithines [soja], vanilline.';
    expect(found(text)).toEqual([]);
  });
});
