// The products people check first (issue 12), as the default catalogue holds them: name and
// ingredient text quoted as found in shared/data. Each gets the right colour for a lactose + gluten
// profile, with a true reason.
import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';
import type { DietColor, ProductInput } from '../types';

type Case = [string, ProductInput, DietColor, string, DietColor, string];

// [product code, product, lactose colour, lactose reason, gluten colour, gluten reason]
const CASES: Case[] = [
  [
    '7610200380265',
    {
      product_name: 'MIGROS : AHA : Milch halbentrahmt laktosefrei',
      ingredients_text: 'Lait demi-écrémé, 1,5% de matière grasse, sans lactose',
    },
    'green',
    'lactose.label_free',
    'green',
    'gluten.none_found',
  ],
  [
    '7613269402299',
    {
      product_name: 'MIGROS Halbrahm Laktosefrei',
      ingredients_text: 'Demi-crème sans lactose, stabilisant : E327, épaississant : E407.',
    },
    'green',
    'lactose.label_free',
    'green',
    'gluten.none_found',
  ],
  [
    '7610818170104',
    {
      product_name: 'Magerquark, Free From Laktosefrei',
      ingredients_text: 'séré maigre au lait écrémé pasteurisé (Suisse)',
    },
    'green',
    'lactose.label_free',
    'green',
    'gluten.none_found',
  ],
  [
    '7610807244182', // whole milk from the Gruyère region, not a cheese
    {
      product_name: 'Lait entier de la Gruyère',
      ingredients_text: 'lait entier bio (Suisse [Région La Gruyère]). homogénéisé, pasteurisé',
    },
    'red',
    'lactose.contains_milk',
    'green',
    'gluten.none_found',
  ],
  [
    '7610819281229',
    {
      product_name: 'Baguette parisienne',
      ingredients_text_en:
        'Flour, water, yeast, kitchen salt, E330. Can contain nuts, milk and sesame',
    },
    'green',
    'lactose.traces',
    'red',
    'gluten.assumed_wheat',
  ],
  [
    '7610029161687', // "(1,5%)" is the fat content, not the yogurt's share
    {
      product_name: 'Joghurt, Nature 1,5% Fett',
      ingredients_text:
        'Yogourt à base de lait pasteurisé partiellement écrémé (1,5%), protéines lactiques',
    },
    'red',
    'lactose.contains_milk',
    'green',
    'gluten.none_found',
  ],
  [
    '7610900035533', // a cheese recipe: the name says what the milk became
    {
      product_name: 'Emmentaler AOP Doux',
      ingredients_text: 'Lait suisse, sel, fermants lactiques, présure,',
    },
    'green',
    'lactose.made_hard_cheese',
    'green',
    'gluten.none_found',
  ],
  [
    '7616500658837', // a scanned nutrition table: not a list; the name still says milk chocolate
    {
      product_name: 'Milchschokolade Mandel',
      ingredients_text:
        'fett I matières grasses davon gesattigte Fettsauren I dont acides gras saturés Kohlerihydrate I gluiides davon Zucker I dont sucres Eiweiss I protéines Sall i sel',
    },
    'red',
    'lactose.contains_milk',
    'yellow',
    'gluten.unreadable',
  ],
  [
    '7613269779858',
    {
      product_name: 'Lait',
      ingredients_text:
        'valeurs nutritives 100 ml | 280 kJ | 1 Glas verre 250ml 700 kj 8% Energie énergie (',
    },
    'red',
    'lactose.contains_milk',
    // Milk holds no gluten: judged from the product's name (issue 27 point 1).
    'green',
    'gluten.identity_free',
  ],
  [
    '7610095221001',
    {
      product_name: 'Appenzeller Bärli Biber',
      ingredients_text:
        'jog enthalité*k ùntiennentk tt/graisses on gesâttigte 3âuren/dont Os ras saturés - hydrate/glucides ocker/dont sucres t ines',
    },
    'yellow',
    'lactose.unreadable',
    'yellow',
    'gluten.unreadable',
  ],
];

describe('the products people check first', () => {
  it.each(CASES)('%s', (_code, product, lactose, lactoseCode, gluten, glutenCode) => {
    const v = testEngine().judge(product, profileOf(['lactose', 'gluten']), 'en');
    expect(v.per_intolerance.lactose).toBe(lactose);
    expect(v.per_intolerance.gluten).toBe(gluten);
    const codes = v.checks.map((c) => c.code);
    expect(codes).toContain(lactoseCode);
    expect(codes).toContain(glutenCode);
    // Never green without a reason a user can read.
    for (const c of v.checks) expect(c.text.length).toBeGreaterThan(10);
  });
});

describe('a profile sees only the intolerances it asks for', () => {
  const baguette = CASES.find(([code]) => code === '7610819281229')?.[1] as ProductInput;

  it('gluten only: the baguette is red for gluten, and says nothing about lactose', () => {
    const v = testEngine().judge(baguette, profileOf(['gluten']), 'en');
    expect(v.per_intolerance).toEqual({ gluten: 'red' });
    expect(v.diet_color).toBe('red');
    expect(v.checks.map((c) => c.intolerance)).not.toContain('lactose');
    expect(v.checks[0]?.type).toBe('danger');
  });

  it('lactose only: the same baguette is green, its milk traces the reason', () => {
    const v = testEngine().judge(baguette, profileOf(['lactose']), 'en');
    expect(v.per_intolerance).toEqual({ lactose: 'green' });
    expect(v.diet_color).toBe('green');
    expect(v.checks.map((c) => c.code)).toEqual(['lactose.traces']);
  });
});
