// What a product is, when its list is missing, unreadable or only its raw material (issue 27 points
// 1, 2, 3 and 6): its name in every language it has, its category and its nutrition table are
// evidence, each check says where its evidence stands, and green comes from a name only where the
// food carries no risk. Real products of the default catalogue (../shared/data), fields as found.
import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';
import type { CheckSource, DietColor, Intolerance, ProductInput } from '../types';

// [product code, product, intolerance, colour, reason code, where its evidence stands]
type Row = [string, ProductInput, Intolerance, DietColor, string, CheckSource | undefined];

const IDENTITY: Row[] = [
  // Single-ingredient foods, named in de/fr/en/it, no list: the food's own rules, from the name.
  [
    '7610057023544',
    { product_name: 'Apfelsaft' },
    'fructose',
    'red',
    'fructose.main_fruit',
    'name',
  ],
  [
    '7610057023544',
    { product_name: 'Apfelsaft' },
    'lactose',
    'green',
    'lactose.identity_free',
    'name',
  ],
  [
    '7610029155471',
    {
      product_name: 'Denner Blütenhonig',
      product_name_fr: 'Miel de nectar',
      nutriments_100g: { fat: 0, carbohydrates: 75, sugars: 75, proteins: 0.5 },
    },
    'fructose',
    'red',
    'fructose.excess_fructose',
    'name',
  ],
  [
    '7610161124083',
    {
      product_name: 'Oignons Blancs',
      nutriments_100g: { fat: 0.5, carbohydrates: 6, sugars: 3.5, proteins: 0.9 },
    },
    'fodmap',
    'red',
    'fodmap.fructans',
    'name',
  ],
  [
    '24022231',
    {
      product_name: 'orange juice',
      nutriments_100g: { fat: 0, carbohydrates: 9, sugars: 9, proteins: 0.7 },
    },
    'gluten',
    'green',
    'gluten.identity_free',
    'name',
  ],
  [
    '20163402',
    {
      product_name: 'Freshona Passata di Pomodoro',
      nutriments_100g: { fat: 0.5, carbohydrates: 4.9, sugars: 3.9, proteins: 1.3 },
    },
    'gluten',
    'green',
    'gluten.identity_free',
    'name',
  ],
  [
    '7610807142211',
    {
      product_name: 'Vollmilch',
      nutriments_100g: { fat: 3.9, carbohydrates: 4.9, sugars: 4.9, proteins: 3.2 },
    },
    'lactose',
    'red',
    'lactose.contains_milk',
    'name',
  ],
  // Kinds with a known recipe: pasta of durum wheat, hard cheese, butter.
  [
    '7610029009651',
    {
      product_name: 'Spaghetti',
      nutriments_100g: { fat: 1.5, carbohydrates: 70, sugars: 1, proteins: 12 },
    },
    'gluten',
    'red',
    'gluten.category_cereal',
    'name',
  ],
  [
    '2813850003163',
    {
      product_name: 'Emmentaler Switzerland',
      nutriments_100g: { fat: 31, carbohydrates: 0, sugars: 0, proteins: 29 },
    },
    'lactose',
    'green',
    'lactose.hard_cheese',
    'name',
  ],
  // A seller before the cheese and a grade after it leave it the same cheese.
  [
    '2158393006258',
    { product_name: 'Grana Padano Riserva' },
    'lactose',
    'green',
    'lactose.hard_cheese',
    'name',
  ],
  [
    '7610029153545',
    {
      product_name: 'Beurre pasteurisé',
      product_name_fr: 'Beurre pasteurisé',
      nutriments_100g: { fat: 82, carbohydrates: 0.5, sugars: 0.5, proteins: 0.5 },
    },
    'lactose',
    'green',
    'lactose.butter',
    'name',
  ],
  // The hard cheeses and butter: the list is only the raw material.
  [
    '2111855005404',
    {
      product_name: 'Emmantaler AOP 2016',
      ingredients_text_fr: 'lait, sel de cuisine',
      nutriments_100g: { fat: 31, carbohydrates: 0, fiber: 0, proteins: 29 },
    },
    'lactose',
    'green',
    'lactose.made_hard_cheese',
    'ingredients',
  ],
  [
    '7610200369604',
    {
      product_name: 'Vorzugsbutter',
      ingredients_text_de: 'frischem, pasteurisiertem Schweizer Milchrahm',
      ingredients_text_fr: 'crème fraîche de lait suisse pasteurisée',
      nutriments_100g: { fat: 82, carbohydrates: 0.5, sugars: 0.5, proteins: 0.5 },
    },
    'lactose',
    'green',
    'lactose.made_butter',
    'ingredients',
  ],
  // A fat grade is no fat ("Vollfett-Hartkäse"); a label's word may be the cheese's own ("AOP").
  [
    '2108631004959',
    {
      product_name: 'Coop Naturaplan Le Gruyères Surchoix Vollfett-Hartkäse aus Rohmilch',
      product_name_fr: 'Coop Naturaplan Le Gruyères Surchoix Vollfett-Hartkäse aus Rohmilch',
      ingredients_text_fr: 'lait bio, sel de cuisine',
      nutriments_100g: {},
    },
    'lactose',
    'green',
    'lactose.made_hard_cheese',
    'ingredients',
  ],
  [
    '2109504006452',
    {
      product_name: 'Coop - Vacherin Fribourgeois AOP Plissé',
      product_name_fr: 'Coop - Vacherin Fribourgeois AOP Plissé',
      ingredients_text_fr: 'lait, sel de cuisine, 1',
      nutriments_100g: { fat: 30, carbohydrates: 0, proteins: 24 },
    },
    'lactose',
    'green',
    'lactose.made_semi_hard_cheese',
    'ingredients',
  ],
  // After a cheese, how it is cut: "Rosettes" is no "Rosette" sausage.
  [
    '7613356329249',
    {
      product_name: 'Tête De Moine Rosettes',
      product_name_fr: 'Tête De Moine Rosettes',
      ingredients_text_fr: 'Lait bio (suisse), sel de cuisine.',
      nutriments_100g: { fat: 33, carbohydrates: 0.1, sugars: 0, proteins: 25 },
    },
    'lactose',
    'green',
    'lactose.made_hard_cheese',
    'ingredients',
  ],
  // A place is never a cheese by itself: milk from the Gruyère region is milk.
  [
    '7610818042777',
    {
      product_name: 'Drink de la Gruyère bio (500 ml)',
      ingredients_text_fr: 'lait partiellement écrémé bio (Suisse [Région La Gruyère]).',
      nutriments_100g: { fat: 2.7, carbohydrates: 4.9, sugars: 4.9, fiber: 0, proteins: 3.2 },
    },
    'lactose',
    'red',
    'lactose.contains_milk',
    'ingredients',
  ],
  [
    '7610886000105',
    {
      product_name: 'Meringues de la Gruyère',
      nutriments_100g: { fat: 0.5, carbohydrates: 94, sugars: 94, proteins: 5 },
    },
    'lactose',
    'green',
    'lactose.identity_free',
    'name',
  ],
  // A name that names a cheese of unknown kind: caution, never "contains milk".
  [
    '3181232138345',
    {
      product_name: 'CHARAL Cheese Burger',
      nutriments_100g: { fat: 14, carbohydrates: 25, sugars: 8.2, proteins: 14 },
    },
    'lactose',
    'yellow',
    'lactose.cheese_unknown_kind',
    'name',
  ],
  // "Fleischkäse" is a meat loaf (categories.txt: en:meat-preparations), neither cheese nor meat.
  [
    '2183813003159',
    {
      product_name: 'Delikatess Fleischkäse hauchdünn',
      nutriments_100g: { fat: 22, carbohydrates: 1, sugars: 1, fiber: 0.5, proteins: 12 },
    },
    'lactose',
    'yellow',
    'lactose.no_data',
    undefined,
  ],
  // A name in no stated language that names milk in one we read: "latte" is milk in Italian and a
  // coffee with milk in English; read as coconut it settles nothing. A plant milk stays one.
  [
    '7613036481465',
    { product_name: 'Coconut Latte', nutriments_100g: {} },
    'lactose',
    'yellow',
    'lactose.no_data',
    undefined,
  ],
  [
    '7672518658573',
    {
      product_name: 'Lait de coco',
      product_name_fr: 'Lait de coco',
      nutriments_100g: { fat: 20, carbohydrates: 2.7, sugars: 2.5, proteins: 2.1 },
    },
    'lactose',
    'green',
    'lactose.identity_free',
    'name',
  ],
  // "Lait d'amande" is an almond milk (the elided article kept), never "contains milk"; with a
  // flavour beside it, not enough to clear lactose either.
  [
    '3229820789002',
    {
      product_name: "BJORG Lait d'amande Vanille",
      product_name_fr: "BJORG Lait d'amande Vanille",
      nutriments_100g: { fat: 1.9, carbohydrates: 6, sugars: 4.6, proteins: 0.5 },
    },
    'lactose',
    'yellow',
    'lactose.no_data',
    undefined,
  ],
  // A category of a kind that holds no gluten (wine), read from the name.
  [
    '20017002',
    { product_name: 'Côtes Du Rhône 2015' },
    'gluten',
    'green',
    'gluten.category_free',
    'name',
  ],
  // Processed meats (categories taxonomy: prepared meats) are more than the meat the name reads
  // as: nitrite salt with dextrose or lactose, rusk, garlic. "Salami" is one only since its
  // parent, named by a French synonym ("< fr:Saucissons"), is found.
  [
    '7612462833114',
    { product_name: 'Saucisson fumé' },
    'gluten',
    'yellow',
    'gluten.no_data',
    undefined,
  ],
  ['7610200202086', { product_name: 'Salami' }, 'lactose', 'yellow', 'lactose.no_data', undefined],
  // Spirits named in the name (parents found the same way: Cognac, Vodka, Kirsch are distillates).
  [
    '3219820000078',
    { product_name: 'Martell VS Fine Cognac' },
    'gluten',
    'green',
    'gluten.category_free',
    'name',
  ],
  // …but not a product made with one: after "au", or with a table no spirit has.
  [
    '7616700034929',
    { product_name: 'Boules au rhum' },
    'gluten',
    'yellow',
    'gluten.no_data',
    undefined,
  ],
  [
    '7622210702500',
    {
      product_name: 'Tender à la Schwarzwälder Kirsch',
      nutriments_100g: { fat: 16, carbohydrates: 55, sugars: 38, proteins: 5.6 },
    },
    'gluten',
    'yellow',
    'gluten.no_data',
    undefined,
  ],
  // Pasta kinds named by the categories taxonomy are wheat (DOMAIN.md: pasta of durum wheat).
  [
    '7640120090258',
    { product_name: 'Farfalle' },
    'gluten',
    'red',
    'gluten.category_cereal',
    'name',
  ],
];

const NUTRITION: Row[] = [
  // Stated sugars of 0 g bound lactose.
  [
    '20013578',
    {
      product_name: "VitaD'or Rapsöl",
      nutriments_100g: { fat: 92, carbohydrates: 0, sugars: 0, proteins: 0 },
    },
    'lactose',
    'green',
    'lactose.table_sugars_zero',
    'nutrition',
  ],
  // Sugars say nothing of gluten: a table that does not fit rice leaves gluten open.
  [
    '7610294750876',
    {
      product_name: 'Riz',
      nutriments_100g: { fat: 0.8, carbohydrates: 0, sugars: 0, proteins: 6 },
    },
    'gluten',
    'yellow',
    'gluten.no_data',
    undefined,
  ],
  // A missing value is never 0: no table, no name we can settle, not enough data.
  [
    '7610235004501',
    { product_name: 'Jus Orange', product_name_fr: 'Jus Orange', nutriments_100g: {} },
    'lactose',
    'yellow',
    'lactose.no_data',
    undefined,
  ],
];

const CLAIMS: Row[] = [
  // A sentence at the end of the list: "Par nature sans lactose."
  [
    '7610900068371',
    {
      product_name: 'Fromage grillé Red Papika',
      ingredients_text_fr:
        'lait, 1.5 % épices (poivron, cayenne-chili, poivre), sel, ferments lactiques, présure. Croûte du fromage avec colorant (Annatto). Par nature sans lactose.',
      nutriments_100g: { fat: 25, carbohydrates: 0.1, sugars: 0.1, proteins: 22 },
    },
    'lactose',
    'green',
    'lactose.label_free',
    'ingredients',
  ],
  // The first item restates the product: its claim is the product's.
  [
    '22140616',
    {
      product_name: 'Migros Joghurt Vanille',
      ingredients_text_fr:
        'yogourt sans lactose, lait, protéines du lait, sucre 7, amidon modifié de tapioca, extrait de vanille bourbon 0, extraits végétaux colorants, citron, carthame, jus de citron concentré, graines de vanille épuisée, arôme',
      nutriments_100g: { fat: 3.1, carbohydrates: 13, sugars: 13, fiber: 0.5, proteins: 4 },
    },
    'lactose',
    'green',
    'lactose.label_free',
    'ingredients',
  ],
  // Low-lactose is not lactose-free ("pauvre en lactose"): the milk powder stays an ingredient.
  [
    '7613331671448',
    {
      product_name: 'Coop : Freeform : Mehrkornbrötchen',
      product_name_fr: 'Freefrom : Petits pains multi-céréales',
      ingredients_text_fr:
        "amidon de froment sans gluten, eau, graines d'oléagineux (tournesol, lin, sésame), farine de lin déshuilée, lait écrémé en poudre pauvre en lactose, huile de colza, sel de cuisine, fibres alimentaires (graines de psyllium, oligofructose, fibres de blé sans gluten)",
      nutriments_100g: { fat: 10, carbohydrates: 39, sugars: 1, fiber: 6, proteins: 6 },
    },
    'lactose',
    'yellow',
    'lactose.unstated_amount',
    'ingredients',
  ],
  // A claim on a sub-ingredient covers only it: "chapelure sans gluten (…)", not the ravioli.
  [
    '7613269346388',
    {
      product_name: 'Fiori spinacci e ricotta',
      ingredients_text_fr:
        'Eau, épinards 18%, ricotta (fromage) sans lactose 12%, fécule de tapioca 10%, farine de riz 7%, fromage à pâte mi-dure sans lactose, oignons, chapelure sans gluten (farine de riz, sel de cuisine, émulsifiant: E 471), préparation de farine de petits pois (farine de petits pois), œuf entier en poudre 2.5%, huile de colza, sel de cuisine, ail, poivre, noix de muscade.',
    },
    'gluten',
    'green',
    'gluten.none_found',
    undefined,
  ],
];

const judge = (product: ProductInput, intolerance: Intolerance) =>
  testEngine().judge(product, profileOf([intolerance]), 'en');

describe.each([
  ['identity from the name and category', IDENTITY],
  ['the nutrition table', NUTRITION],
  ['claims wherever the pack prints them', CLAIMS],
])('%s', (_title, rows) => {
  it.each(rows)(
    '%s %s: %s %s (%s, from %s)',
    (_code, product, intolerance, colour, code, source) => {
      const v = judge(product, intolerance);
      expect(v.per_intolerance[intolerance]).toBe(colour);
      const check = v.checks.find((c) => c.intolerance === intolerance && c.code === code);
      expect(check, v.checks.map((c) => c.code).join(' ')).toBeDefined();
      expect(check?.source).toBe(source);
    },
  );
});

describe('a name clears only what its food carries no risk for', () => {
  it('"Lait entier" is red for lactose from its name, and never green for lactose', () => {
    const v = judge({ product_name: 'Lait entier', product_name_fr: 'Lait entier' }, 'lactose');
    expect(v.per_intolerance.lactose).toBe('red');
    expect(v.checks[0]?.source).toBe('name');
  });

  it('the reason names the food it judged from ("Judged from the product\'s name: apple juice")', () => {
    const v = testEngine().judge({ product_name: 'Apfelsaft' }, profileOf(['gluten']), 'en');
    expect(v.checks[0]?.text).toMatch(/^Judged from the product's name: apple juice/);
  });
});
