import { describe, expect, it } from 'vitest';
import { judgeText } from '../node/testing';

const CASES: [string, 'green' | 'yellow' | 'red', string, string | undefined][] = [
  ['Wasser, Fruktose, Zitronensäure', 'red', 'fructose.excess_fructose', 'Fruktose'],
  ['eau, fructose, acide citrique', 'red', 'fructose.excess_fructose', 'fructose'],
  ['water, fructose syrup', 'red', 'fructose.excess_fructose', 'fructose syrup'],
  ['Wasser, Fruktose-Glukose-Sirup', 'red', 'fructose.excess_fructose', 'Fruktose-Glukose-Sirup'],
  [
    'sirop de fructose-glucose, eau',
    'red',
    'fructose.excess_fructose',
    'sirop de fructose-glucose',
  ],
  [
    'high fructose corn syrup, water',
    'red',
    'fructose.excess_fructose',
    'high fructose corn syrup',
  ],
  ['Haferflocken, Honig', 'red', 'fructose.excess_fructose', 'Honig'],
  ["flocons d'avoine, miel", 'red', 'fructose.excess_fructose', 'miel'],
  ['Agavendicksaft, Wasser', 'red', 'fructose.excess_fructose', 'Agavendicksaft'],
  ['agave syrup', 'red', 'fructose.excess_fructose', 'agave syrup'],
  ['Wasser, Apfelsaftkonzentrat', 'red', 'fructose.main_fruit', 'Apfelsaftkonzentrat'],
  ['jus de pomme', 'red', 'fructose.main_fruit', 'jus de pomme'],
  ['pear juice concentrate', 'red', 'fructose.main_fruit', 'pear juice concentrate'],
  ['Süssungsmittel: Sorbit', 'red', 'fructose.sorbitol', 'Sorbit'],
  ['édulcorant : E420', 'red', 'fructose.sorbitol', 'E420'],
  // Caution: glucose-fructose syrup (< 50 % fructose); dried fruit as a minor ingredient.
  ['Wasser, Glukose-Fruktose-Sirup', 'yellow', 'fructose.some_fructose', 'Glukose-Fruktose-Sirup'],
  ['sirop de glucose-fructose', 'yellow', 'fructose.some_fructose', 'sirop de glucose-fructose'],
  ['Haferflocken, Trockenfrüchte', 'yellow', 'fructose.minor_fruit', 'Trockenfrüchte'],
  ['oats, raisins', 'yellow', 'fructose.minor_fruit', 'raisins'],
  // Fine: sucrose, glucose, dextrose, glucose syrup, rice syrup, maple syrup.
  [
    'Zucker, Glukose, Dextrose, Glukosesirup, Reissirup, Ahornsirup',
    'green',
    'fructose.none_found',
    undefined,
  ],
  ['sucre, sirop de glucose, sirop d’érable', 'green', 'fructose.none_found', undefined],
  ['sugar, dextrose, rice syrup, maple syrup', 'green', 'fructose.none_found', undefined],
];

describe('fructose rules', () => {
  it.each(CASES)('%s → %s (%s)', (text, color, code, trigger) => {
    const r = judgeText(text, 'fructose');
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
    if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  });
});
