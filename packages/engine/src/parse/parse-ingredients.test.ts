import { describe, expect, it } from 'vitest';
import { testEngine } from '../node/testing';

const parse = (text: string, lang?: 'en' | 'de' | 'fr') =>
  testEngine().parseIngredients(text, lang);

describe('parseIngredients', () => {
  it('reads sub-ingredients in brackets and stated percentages', () => {
    const p = parse(
      'Zucker, Schokolade 23% (Zucker, Kakaomasse, Kakaobutter), Haferflocken (17%), Salz',
    );
    expect(p.ingredients.map((i) => i.text)).toEqual([
      'Zucker',
      'Schokolade',
      'Haferflocken',
      'Salz',
    ]);
    expect(p.ingredients[1]?.percent).toBe(23);
    expect(p.ingredients[1]?.children.map((c) => c.text)).toEqual([
      'Zucker',
      'Kakaomasse',
      'Kakaobutter',
    ]);
    expect(p.ingredients[2]?.percent).toBe(17);
    expect(p.ingredients[1]?.children[2]?.ids).toEqual(['en:cocoa-butter']);
  });

  it('bounds shares by order: the n-th ingredient is at most 100/n % and at most its predecessor', () => {
    const p = parse('Reis, Mais 10%, Salz, Pfeffer');
    expect(p.ingredients.map((i) => Math.round(i.maxPercent))).toEqual([100, 10, 10, 10]);
  });

  it('bounds a sub-ingredient by the larger reading of its percentage (of the parent or the product)', () => {
    // 7613269562399 Tête à tête chocolat et café: "grains de café 2%" inside a 13 % coating may be
    // 2 % of the product, not only 2 % of 13 %.
    const p = parse(
      "Eau, chocolat 13% (pâte de cacao, sucre roux, beurre de cacao), grains de café avec enrobage de chocolat 13% (sucre, pâte de cacao, grains de café 2%, beurre de cacao, beurre concentré, sirop de glucose, gélifiant: gomme arabique, agent d'enrobage: E904, vanille, émulsifiant: lécithine de soja), œuf entier (d'élevage au sol), sucre",
    );
    const coating = p.ingredients[2];
    expect(coating?.maxPercent).toBe(13);
    expect(coating?.children[2]?.text).toBe('grains de café');
    expect(coating?.children[2]?.maxPercent).toBe(2);
  });

  it('drops a percentage that cannot be a share of the product (a fat content)', () => {
    // 7610029161687 Joghurt, Nature 1,5% Fett: the first ingredient cannot be 1.5 % of the product.
    const p = parse(
      'Yogourt à base de lait pasteurisé partiellement écrémé (1,5%), protéines lactiques',
    );
    expect(p.ingredients[0]?.percent).toBeUndefined();
    expect(p.ingredients[0]?.maxPercent).toBe(100);
  });

  it('keeps decimal commas inside percentages', () => {
    expect(parse('Wasser, Salz 1,5%, Zucker').ingredients[1]?.percent).toBe(1.5);
  });

  it('marks allergen emphasis in CAPITALS and _underscores_', () => {
    const p = parse('Zucker, WEIZENMEHL, _Milch_pulver, Salz');
    expect(p.ingredients.map((i) => i.emphasized)).toEqual([false, true, true, false]);
    expect(p.ingredients[2]?.text).toBe('Milchpulver');
    expect(p.ingredients[1]?.ids).toEqual(['en:wheat-flour']);
  });

  it('does not treat an all-capitals list as emphasis', () => {
    expect(parse('ZUCKER, SALZ').ingredients.every((i) => !i.emphasized)).toBe(true);
  });

  const TRACES: [string, string[]][] = [
    [
      'Zucker, Kakao. Kann Spuren von Milch, Haselnüssen und Soja enthalten.',
      ['Milch', 'Haselnüssen', 'Soja'],
    ],
    ['Zucker, Kakao, Spuren von Erdnüssen', ['Erdnüssen']],
    [
      'Mais. Hergestellt in einem Betrieb, der auch Weizen und Sesam verarbeitet.',
      ['Weizen', 'Sesam'],
    ],
    ['sucre, cacao. Peut contenir des traces de lait et de noisettes.', ['lait', 'noisettes']],
    ['sucre. Peut contenir du soja.', ['soja']],
    ['sucre, cacao. Traces éventuelles de fruits à coque.', ['fruits à coque']],
    ['sugar, cocoa. May contain milk and peanuts.', ['milk', 'peanuts']],
    ['sugar. Made in a factory that also handles tree nuts.', ['tree nuts']],
  ];
  it.each(TRACES)('cuts out the trace statement of %s', (text, traces) => {
    const p = parse(text);
    expect(p.traces.map((t) => t.text)).toEqual(traces);
    expect(p.ingredients.some((i) => /spuren|traces|contain|betrieb|factory/i.test(i.text))).toBe(
      false,
    );
  });

  const COMPOUNDS: [string, string][] = [
    ['Vollmilchschokolade', 'en:milk-chocolate'],
    ['Weizenvollkornmehl', 'en:whole-wheat-flour'],
    ['Süssmolkenpulver', 'en:sweet-whey-powder'],
    ['Süßmolkenpulver', 'en:sweet-whey-powder'],
    ['Zwiebelpulver', 'en:onion'],
    ['Dinkelvollkornmehl', 'en:wholemeal-spelt-flour'],
    ['Urdinkelmehl', 'en:spelt-flour'],
    ['Haselnusskerne', 'en:hazelnut'],
  ];
  it.each(COMPOUNDS)('splits the German compound %s', (word, id) => {
    const ids = parse(word, 'de').ingredients[0]?.ids ?? [];
    const withAncestors = ids.flatMap((i) => [
      i,
      ...testEngine().computeFlags({ ingredients_text: word }).ingredientIds,
    ]);
    expect(withAncestors).toContain(id);
  });

  it('counts unknown words', () => {
    const p = parse('Zucker, Blorfin, Salz, Quxbar');
    expect(p.total).toBe(4);
    expect(p.unknown).toBe(2);
  });

  const LANG: [string, string][] = [
    ['Zucker, Weizenmehl, Salz und Milch', 'de'],
    ['sucre, farine de blé, sel et lait', 'fr'],
    ['sugar, wheat flour, salt and milk', 'en'],
  ];
  it.each(LANG)('detects the language of %s', (text, lang) => {
    expect(parse(text).lang).toBe(lang);
  });

  it('drops the header and storage notes', () => {
    const p = parse('Zutaten: Zucker, Salz. Aufbewahrung: kühl und trocken.');
    expect(p.ingredients.map((i) => i.text)).toEqual(['Zucker', 'Salz']);
  });
});
