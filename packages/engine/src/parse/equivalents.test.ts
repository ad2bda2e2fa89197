// "équivalent lait 52%", "correspond à 10% de viande fraîche": how much fresh food an ingredient
// stands for is information about the ingredient before it, not a further ingredient, and its
// percentage is no share of the product. Real packs (../shared/data), quoted as found.
import { describe, expect, it } from 'vitest';
import type { ParsedIngredient } from './parsed-types';
import { judgeText, testEngine } from '../node/testing';
import { isReadable } from './readability';

const flatten = (nodes: readonly ParsedIngredient[]): ParsedIngredient[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

// 7622300707224 Ourson tout chocolat (lifyzer CSV, OCR of the pack).
const OURSON =
  "@ Gâteaux moelleux goût cacao fourrés au chocolat et au lait - IngÌédjents : Farine de blé 22,7M0, sucre, sirop de glucose fructose, Œufs 12,5 0%, huile de colza noir 5,8 % [pâte de Cacao, svcre, cacac maig,-c poudre, énwisi(idlli ('léciüline de sola), arôme], saabtitsant (glycéioi), lait écrémé 3,3 % et entier 2,2 % en poudre (équivalent lait 52%), cacao maigre en poudre 1,8 %, amidon de blé, poudre à lever (diphosphate disodique, carbonate acide de sodium), émulsifiants (E472b, E475, lécithine de soja), sel, arôme, Peut contenir fruits à coque.";

// 8712566224968 Bertolli Bolognese (FoodRepo's ingredient tokens, joined by ", " as we import them;
// the pack reads "viande de boeuf cuit 7% (correspond à 10% de viande fraîche)").
const BOLOGNESE =
  "tomates, issues de l'agriculture durable, concentré de tomates, 7, viande de boeuf cuit, correspond à 10, de viande fraîche, sucre, viande de porc cuit, correspond à 2, de viande fraîche, carottes, huile d'olive extra vierge, farine de ble, sel comestible, oignons, jus de citron concentré, ail, thym, basilic, origan, jus concentré de carotte, poudre de celeri, rave, extrait de viande de boeuf, correcteur d'acidité acide citrique";

describe('statements of what an ingredient is equivalent to', () => {
  it('7622300707224 Ourson: the milk powders weigh 3,3 % + 2,2 %, "équivalent lait 52%" is no milk', () => {
    const items = flatten(testEngine().parseIngredients(OURSON, 'fr').ingredients);
    expect(items.map((i) => i.text).join(' | ')).not.toMatch(/équivalent/);
    const powder = items.find((i) => i.text === 'lait écrémé et entier en poudre');
    expect(powder?.percent).toBe(5.5);
  });

  it('7622300707224 Ourson: lactose is that of 52 g milk (≤ 2.6 g per 100 g, under 5,5 % × 50 g)', () => {
    const { checks } = judgeText(OURSON, 'lactose', {}, 'en');
    const milk = checks.find((c) => c.trigger === 'lait écrémé et entier en poudre');
    expect(milk?.code).toBe('lactose.moderate_amount');
    expect(milk?.text).toContain('2.6 g');
    expect(checks.some((c) => c.trigger === 'équivalent lait')).toBe(false);
  });

  it.each([
    // 7622300493325 Lulu L'ourson: the two powders are one item of 5,6 %, not two of 5,6 % each.
    [
      'Farine de blé 23,7%, sirop de glucose-fructose, oeufs 12,3%, sucre, huile de colza, chocolat 6,1% [pâte de cacaot sucret cacao maigre en poudre, émulsifiant (lécithine de soja), arôme], stabilisant (glycérol), lait écrémé 3,4% et lait entier 2,2% en poudre (équivalent lait 53%), amidon de blé, poudres à lever (diphosphate disodique, carbonate acide de sodium), émulsifiants (E472b, E475, lécithine de soja), sel, cacao maigre en poudre, arômes. Peut conten;r fruits à coque.',
      'lait écrémé et lait entier en poudre',
      '2.65 g',
    ],
    // 7622210450159 Prince blé complet: lactose ≤ 2,2 % (after "cacao … 2,2 %"), whole milk powder
    // as 6,4 % milk, skimmed milk powder 0,25 %: 2.2 + 0.32 + 0.125 g.
    [
      "Farine de blé 34,1 %, sucre, huiles végétales (palme, colza), farine complète de blé 15,1 % sirop de glucose, cacao maigre en poudre 2,2 %, lactose et protéines de lait, amidon de blé, lait entier en poudre % (équivalent lait entier 6,4 %), poudre à lever (carbonate acide d'ammonium' carbonate acide de sodium, diphosphate disodique), émulsifiants (lécithine de soja, lécithine de tournesol), sel, lait écrémé en poudre 0,25 % (équivalent lait écrémé 2,6 %), arômes. Peut contenir oeuf.",
      'lait entier en poudre %',
      '2.65 g',
    ],
  ])(
    '%#: milk powders with their milk equivalent are a moderate amount',
    (text, trigger, grams) => {
      const { color, checks } = judgeText(text, 'lactose', {}, 'en');
      const milk = checks.find((c) => c.trigger === trigger);
      expect(milk?.code).toBe('lactose.moderate_amount');
      expect(milk?.text).toContain(grams);
      expect(color).toBe('yellow');
    },
  );

  it('8712566224968 Bertolli Bolognese: "correspond à 10" is no unknown ingredient', () => {
    const parsed = testEngine().parseIngredients(BOLOGNESE, 'fr');
    expect(parsed.ingredients.map((i) => i.text)).not.toContain('correspond à 10');
    expect(isReadable(parsed)).toBe(true);
    expect(judgeText(BOLOGNESE, 'lactose', {}, 'en').codes).toEqual(['lactose.none_found']);
  });
});
