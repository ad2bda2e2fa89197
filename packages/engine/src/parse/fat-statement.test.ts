import { describe, expect, it } from 'vitest';
import { createEngineFromDir } from '../node/index';

const engine = createEngineFromDir();
const lactoseOnly = { intolerances: ['lactose' as const], custom: [], toleratedFodmapGroups: [] };

describe('a fat content is not the ingredient’s share of the product', () => {
  it.each([
    ['fr', 'Lait partiellement écrémé 1,5% de matière grasse.'],
    ['de', 'Vollmilch 3,5% Fett'],
    ['de', 'Vollmilch (3,5% Fett), Kulturen'],
    ['en', 'Whole milk 3.5% fat'],
  ] as const)('%s: %s is red for lactose', (lang, text) => {
    const verdict = engine.judge({ ingredients_text: text, lang }, lactoseOnly, 'en');
    expect(verdict.diet_color).toBe('red');
    expect(verdict.checks.find((c) => c.type === 'danger')?.code).toBe('lactose.contains_milk');
  });

  it('still reads a stated share next to a fat word in the name', () => {
    const parsed = engine.parseIngredients('Zucker, Pflanzenfett 20%, Magermilchpulver 2%', 'de');
    expect(parsed.ingredients.map((i) => i.percent)).toEqual([undefined, 20, 2]);
  });
});
