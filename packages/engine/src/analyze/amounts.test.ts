// Bounds per node as the lactose, gluten and FODMAP findings read them (by place in the walk).
// Texts quoted as found in shared/data.
import { describe, expect, it } from 'vitest';
import { testEngine } from '../node/testing';
import type { ParsedIngredient } from '../parse/parsed-types';
import { measureAmounts } from './amounts';
import { createScratch } from '../scratch';
import type { IdsInfo } from './ids-info';

const info = (flavouring: boolean): IdsInfo => ({
  rules: [],
  ruled: 0,
  exempts: 0,
  wholeKinds: 0,
  firstFlavouring: flavouring,
  anyFlavouring: flavouring,
  hidesOnionGarlic: false,
  namesGluten: false,
});

/** The nodes in walk order (parents before parts) and the amounts of a list. */
function measure(text: string, lang: 'de' | 'fr' = 'de', scratch = createScratch()) {
  const nodes = testEngine().parseIngredients(text, lang).ingredients;
  const order: ParsedIngredient[] = [];
  const walk = (ns: readonly ParsedIngredient[]) => {
    for (const n of ns) {
      order.push(n);
      walk(n.children);
    }
  };
  walk(nodes);
  const infos = order.map((n) => info(/^aroma|^arôme/i.test(n.text)));
  return { order, amounts: measureAmounts(nodes, infos, infos.length, scratch) };
}

describe('measureAmounts', () => {
  it('takes the first ingredient after water as the main one, with a lower bound of 1/n', () => {
    const { order, amounts } = measure('Wasser, Apfelsaftkonzentrat, Zucker, Zitronensaft');
    expect(order.map((n) => n.text)).toEqual([
      'Wasser',
      'Apfelsaftkonzentrat',
      'Zucker',
      'Zitronensaft',
    ]);
    expect([0, 1, 2, 3].map((at) => amounts.main(at))).toEqual([false, true, false, false]);
    expect(amounts.min(0)).toBe(25);
    expect(amounts.max(1)).toBe(order[1]?.maxPercent);
    expect(amounts.stated(1)).toBe(false);
  });

  it('passes a flavouring and a powder on to the parts, and a qualifier to its compound', () => {
    const { order, amounts } = measure(
      'crème en poudre 2% (lait), arôme (lait), yogourt sans lactose (lait)',
      'fr',
    );
    const at = (text: string, from = 0) => order.findIndex((n, i) => i >= from && n.text === text);
    const powder = at('crème en poudre');
    const flavour = order.findIndex((n) => n.text.startsWith('arôme'));
    const yogurt = order.findIndex((n) => n.text.startsWith('yogourt'));
    expect(amounts.inPowder(powder)).toBe(false);
    expect(amounts.inPowder(powder + 1)).toBe(true);
    expect(amounts.inFlavouring(flavour)).toBe(true);
    expect(amounts.inFlavouring(flavour + 1)).toBe(true);
    expect(amounts.inPowder(flavour + 1)).toBe(false);
    expect(amounts.isFreeFrom(yogurt, 'lactose')).toBe(true);
    expect(amounts.isFreeFrom(yogurt + 1, 'lactose')).toBe(true);
    expect(amounts.isFreeFrom(powder + 1, 'lactose')).toBe(false);
  });

  it('bounds an ingredient from below by a later stated share, unless shares rise down the list', () => {
    const falling = measure('Zucker, Haselnüsse 13%, Kakao 7,4%, Milchpulver');
    expect(falling.amounts.min(0)).toBe(25);
    expect(falling.amounts.min(1)).toBe(13);
    expect(falling.amounts.min(2)).toBe(7.4);
    const rising = measure('Zucker, Haselnüsse 5%, Kakao 20%');
    expect([0, 1, 2].map((at) => rising.amounts.min(at))).toEqual([100 / 3, 0, 0]);
  });

  it('measures a list longer than its first buffer (a stack of levels that grows)', () => {
    const items = Array.from({ length: 300 }, (_, i) => `Zutat${i} (Teil ${i}a, Teil ${i}b)`);
    const { order, amounts } = measure(items.join(', '));
    expect(order).toHaveLength(900);
    expect(amounts.main(0)).toBe(true);
    expect(amounts.min(1)).toBeCloseTo(100 / 300 / 2);
  });

  it('knows nothing of a place outside the list', () => {
    const { amounts } = measure('Zucker');
    expect([
      amounts.max(5),
      amounts.min(5),
      amounts.main(5),
      amounts.isFreeFrom(5, 'gluten'),
    ]).toEqual([100, 0, false, false]);
  });

  it('refuses to answer for a list once the next one is measured in its scratch', () => {
    const scratch = createScratch();
    const first = measure('Wasser, Apfelsaftkonzentrat', 'de', scratch);
    const second = measure('Zucker, Kakaobutter', 'de', scratch);
    expect(second.amounts.main(0)).toBe(true);
    expect(() => first.amounts.main(1)).toThrow(/after the next list/);
  });
});
