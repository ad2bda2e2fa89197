import { describe, expect, it } from 'vitest';
import { judgeText } from '../node/testing';

// [ingredient list, colour, reason code a user sees, trigger as written]
const CASES: [string, 'green' | 'yellow' | 'red', string, string | undefined][] = [
  // Milk, whey, milk powder, cream, yogurt → red, in all three languages.
  ['Zucker, Vollmilchpulver, Kakaobutter', 'red', 'lactose.contains_milk', 'Vollmilchpulver'],
  [
    'sucre, lait entier en poudre, beurre de cacao',
    'red',
    'lactose.contains_milk',
    'lait entier en poudre',
  ],
  ['sugar, whole milk powder, cocoa butter', 'red', 'lactose.contains_milk', 'whole milk powder'],
  ['Wasser, Süssmolkenpulver, Salz', 'red', 'lactose.contains_milk', 'Süssmolkenpulver'],
  ['eau, lactosérum, sel', 'red', 'lactose.contains_milk', 'lactosérum'],
  ['water, whey, salt', 'red', 'lactose.contains_milk', 'whey'],
  ['Rahm, Zucker', 'red', 'lactose.contains_milk', 'Rahm'],
  ['crème, sucre', 'red', 'lactose.contains_milk', 'crème'],
  // "(Milch)" only says where the yogurt comes from: the yogurt is what is named.
  ['Joghurt (Milch), Erdbeeren', 'red', 'lactose.contains_milk', 'Joghurt'],
  ['yaourt, fraises', 'red', 'lactose.contains_milk', 'yaourt'],
  ['Zucker, Laktose, Aroma', 'red', 'lactose.contains_lactose', 'Laktose'],
  ['Weizenmehl, Vollmilchschokolade', 'red', 'lactose.contains_milk', 'Vollmilchschokolade'],
  // Hard and extra-hard cheeses → green with an explanation.
  ['Emmentaler', 'green', 'lactose.hard_cheese', 'Emmentaler'],
  ['Gruyère AOP', 'green', 'lactose.hard_cheese', 'Gruyère AOP'],
  ['Sbrinz', 'green', 'lactose.hard_cheese', 'Sbrinz'],
  ['Parmesan', 'green', 'lactose.hard_cheese', 'Parmesan'],
  ['Appenzeller Käse', 'green', 'lactose.hard_cheese', 'Appenzeller Käse'],
  ['Bergkäse', 'green', 'lactose.hard_cheese', 'Bergkäse'],
  [
    'Hartweizengriess, Parmigiano Reggiano 5%',
    'green',
    'lactose.hard_cheese',
    'Parmigiano Reggiano',
  ],
  // Butter is low.
  ['Weizenmehl, Butter, Zucker', 'green', 'lactose.butter', 'Butter'],
  ['farine de blé, beurre, sucre', 'green', 'lactose.butter', 'beurre'],
  // Look-alikes that contain no lactose.
  ['Gemüse, Milchsäure', 'green', 'lactose.not_milk', 'Milchsäure'],
  ['légumes, acide lactique', 'green', 'lactose.not_milk', 'acide lactique'],
  ['vegetables, lactic acid', 'green', 'lactose.not_milk', 'lactic acid'],
  ['Zucker, Kakaobutter', 'green', 'lactose.not_milk', 'Kakaobutter'],
  ['sugar, cocoa butter', 'green', 'lactose.not_milk', 'cocoa butter'],
  ['Kokosmilch, Wasser', 'green', 'lactose.not_milk', 'Kokosmilch'],
  ['lait de coco, eau', 'green', 'lactose.not_milk', 'lait de coco'],
  ['Erdnussbutter', 'green', 'lactose.not_milk', 'Erdnussbutter'],
  ['peanut butter, salt', 'green', 'lactose.not_milk', 'peanut butter'],
  ['Mandeldrink (Wasser, Mandeln 2%)', 'green', 'lactose.not_milk', 'Mandeldrink'],
  ['oat drink (water, oats)', 'green', 'lactose.not_milk', 'oat drink'],
  ['Wasser, Natriumlactat', 'green', 'lactose.none_found', undefined],
  ['Süssungsmittel: Lactit, Aroma', 'green', 'lactose.lactitol', 'Lactit'],
  // Graded by stated amount: 1 % skimmed milk powder is ≈ 0.5 g lactose per 100 g.
  [
    'Kartoffeln, Sonnenblumenöl, Salz, Magermilchpulver 1%',
    'green',
    'lactose.small_amount',
    'Magermilchpulver',
  ],
  // Milk traces: at most ~0.1 g/100 g, the lactose-free limit → green with an explanation.
  ['Zucker, Kakaomasse. Kann Spuren von Milch enthalten.', 'green', 'lactose.traces', 'Milch'],
  ['sucre, cacao. Peut contenir des traces de lait.', 'green', 'lactose.traces', 'lait'],
  ['sugar, cocoa. May contain milk.', 'green', 'lactose.traces', 'milk'],
];

describe('lactose rules', () => {
  it.each(CASES)('%s → %s (%s)', (text, color, code, trigger) => {
    const r = judgeText(text, 'lactose');
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
    if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  });

  it('renders the reason as a natural sentence in each language', () => {
    expect(judgeText('Vollmilchpulver', 'lactose', {}, 'de').checks[0]?.text).toBe(
      'Enthält Milch (Vollmilchpulver) – Laktose.',
    );
    expect(judgeText('Vollmilchpulver', 'lactose', {}, 'fr').checks[0]?.text).toBe(
      'Contient du lait (Vollmilchpulver) – lactose.',
    );
    expect(judgeText('Vollmilchpulver', 'lactose', {}, 'en').checks[0]?.text).toBe(
      'Contains milk (Vollmilchpulver) – lactose.',
    );
  });
});

describe('lactose from structured fields', () => {
  const CASES_P: [string, Record<string, unknown>, 'green' | 'yellow' | 'red', string][] = [
    [
      'lactose-free label clears lactase-treated milk',
      { ingredients_text: 'Milch, Laktase', labels_tags: ['en:no-lactose'] },
      'green',
      'lactose.label_free',
    ],
    [
      'label contradicted by added lactose',
      { ingredients_text: 'Zucker, Laktose', labels_tags: ['en:no-lactose'] },
      'yellow',
      'lactose.label_conflict',
    ],
    [
      'label contradicted by the nutrition table',
      {
        ingredients_text: 'Milch',
        labels_tags: ['en:no-lactose'],
        nutriments_100g: { lactose: 4.7 },
      },
      'yellow',
      'lactose.label_conflict',
    ],
    [
      'no list, hard cheese category',
      { categories_tags: ['en:dairies', 'en:cheeses', 'en:emmentaler'] },
      'green',
      'lactose.category_hard_cheese',
    ],
    [
      'no list, butter category',
      { categories_tags: ['en:dairies', 'en:butters'] },
      'green',
      'lactose.category_butter',
    ],
    [
      'no list, en:hard-cheeses',
      { categories_tags: ['en:hard-cheeses'] },
      'green',
      'lactose.category_hard_cheese',
    ],
    [
      'no list, lactose-free milk category',
      { categories_tags: ['en:dairies', 'en:milks', 'en:lactose-free-milk'] },
      'green',
      'lactose.category_lactose_free',
    ],
    [
      'no list, almond drink',
      { categories_tags: ['en:plant-based-beverages', 'en:almond-milks'] },
      'green',
      'lactose.category_plant_based',
    ],
    [
      'no list, milk category',
      { categories_tags: ['en:dairies', 'en:milks'] },
      'red',
      'lactose.category_milk',
    ],
    [
      'no list, nutriments < 0.1 g',
      { nutriments_100g: { lactose: 0.01 } },
      'green',
      'lactose.nutriment_free',
    ],
    ['no list at all', {}, 'yellow', 'lactose.no_data'],
    [
      'no list, milk allergen declared',
      { allergens_tags: ['en:milk'] },
      'red',
      'lactose.allergen_milk',
    ],
    [
      'unreadable list',
      { ingredients_text: 'Xyzabc, Qwertz, Blorf, Zucker' },
      'yellow',
      'lactose.unreadable',
    ],
    [
      'milk allergen but no milk in the list',
      { ingredients_text: 'Zucker, Salz', allergens_tags: ['en:milk'] },
      'yellow',
      'lactose.allergen_conflict',
    ],
    [
      'nutriments show lactose the list hides',
      { ingredients_text: 'Zucker, Salz', nutriments_100g: { lactose: 5 } },
      'red',
      'lactose.nutriment_high',
    ],
  ];
  it.each(CASES_P)('%s', (_name, product, color, code) => {
    const r = judgeText('', 'lactose', product as never);
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
  });
});
