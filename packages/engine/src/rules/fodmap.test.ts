import { describe, expect, it } from 'vitest';
import { judgeText, profileOf, testEngine } from '../node/testing';
import type { FodmapGroup } from '../types';

const CASES: [string, 'green' | 'yellow' | 'red', string, string | undefined][] = [
  // Fructans.
  ['Weizenmehl, Wasser', 'red', 'fodmap.fructans', 'Weizenmehl'],
  ['Roggenmehl', 'red', 'fodmap.fructans', 'Roggenmehl'],
  ['Tomaten, Zwiebeln, Salz', 'red', 'fodmap.fructans', 'Zwiebeln'],
  ['tomates, ail, sel', 'red', 'fodmap.fructans', 'ail'],
  ['tomatoes, leek', 'red', 'fodmap.fructans', 'leek'],
  ['Joghurt, Inulin', 'red', 'fodmap.fructans', 'Inulin'],
  ['Zichorienwurzelfaser, Zucker', 'red', 'fodmap.fructans', 'Zichorienwurzelfaser'],
  ['Reis, Zwiebelpulver', 'red', 'fodmap.fructans', 'Zwiebelpulver'],
  // Hidden onion/garlic in spices and flavourings: caution.
  ['Reis, Salz, Gewürze', 'yellow', 'fodmap.hidden_onion_garlic', 'Gewürze'],
  ['riz, sel, épices', 'yellow', 'fodmap.hidden_onion_garlic', 'épices'],
  ['rice, salt, natural flavouring', 'yellow', 'fodmap.hidden_onion_garlic', 'natural flavouring'],
  ['Reis, Salz, Gewürze (Pfeffer, Muskat)', 'green', 'fodmap.none_found', undefined],
  // GOS.
  ['Kichererbsen, Wasser', 'red', 'fodmap.gos', 'Kichererbsen'],
  ['lentilles, eau', 'red', 'fodmap.gos', 'lentilles'],
  ['beans, water', 'red', 'fodmap.gos', 'beans'],
  // Excess fructose; honey as a minor ingredient is only caution.
  ['Apfel, Zucker', 'red', 'fodmap.excess_fructose', 'Apfel'],
  ['Mango, Wasser', 'red', 'fodmap.excess_fructose', 'Mango'],
  ['Haferflocken, Honig 30%', 'red', 'fodmap.excess_fructose', 'Honig'],
  ['Haferflocken 60%, Reis, Honig 2%, Salz', 'yellow', 'fodmap.small_amount', 'Honig'],
  ['riz, sucre, miel (2%)', 'yellow', 'fodmap.small_amount', 'miel'],
  // Polyols, incl. E-numbers.
  ['Süssungsmittel: Sorbit, Xylit', 'red', 'fodmap.polyols', 'Sorbit'],
  ['Kaumasse, E965', 'red', 'fodmap.polyols', 'E965'],
  ['édulcorants : isomalt, maltitol', 'red', 'fodmap.polyols', 'isomalt'],
  ['sweetener: mannitol', 'red', 'fodmap.polyols', 'mannitol'],
  // Lactose group follows the lactose rules; hard cheese is low-FODMAP.
  ['Milch', 'red', 'lactose.contains_milk', 'Milch'],
  ['Emmentaler', 'green', 'fodmap.none_found', undefined],
  // Low-FODMAP.
  [
    'Reis, Kartoffeln, Karotten, Tomaten, Eier, Zucker, Ahornsirup, Sonnenblumenöl',
    'green',
    'fodmap.none_found',
    undefined,
  ],
  ['Glukosesirup (Weizen), Zucker', 'green', 'fodmap.none_found', undefined],
];

describe('FODMAP rules', () => {
  it.each(CASES)('%s → %s (%s)', (text, color, code, trigger) => {
    const r = judgeText(text, 'fodmap');
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
    if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  });
});

describe('tolerated FODMAP groups', () => {
  const TOLERATED: [string, FodmapGroup[], 'green' | 'yellow' | 'red'][] = [
    ['Linsen, Wasser', ['gos'], 'green'],
    ['Linsen, Zwiebeln', ['gos'], 'red'],
    ['Kichererbsen, Zwiebeln', ['gos', 'fructans'], 'green'],
    ['Milch, Reis', ['lactose'], 'green'],
    ['Reis, Gewürze', ['fructans'], 'green'],
  ];
  it.each(TOLERATED)('%s tolerating %j → %s', (text, groups, color) => {
    const v = testEngine().judge(
      { ingredients_text: text },
      profileOf(['fodmap'], [], groups),
      'de',
    );
    expect(v.per_intolerance.fodmap).toBe(color);
    if (color === 'green') expect(v.checks.some((c) => c.type === 'safe')).toBe(true);
  });
});
