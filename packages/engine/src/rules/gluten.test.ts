import { describe, expect, it } from 'vitest';
import { judgeText } from '../node/testing';

const CASES: [string, 'green' | 'yellow' | 'red', string, string | undefined][] = [
  // Gluten cereals and their products → red (Codex STAN 118-1979), de/fr/en.
  ['Weizenmehl, Wasser, Salz', 'red', 'gluten.contains_cereal', 'Weizenmehl'],
  ['farine de blé, eau, sel', 'red', 'gluten.contains_cereal', 'farine de blé'],
  ['wheat flour, water, salt', 'red', 'gluten.contains_cereal', 'wheat flour'],
  ['Dinkelmehl, Hefe', 'red', 'gluten.contains_cereal', 'Dinkelmehl'],
  ['Urdinkel, Wasser', 'red', 'gluten.contains_cereal', 'Urdinkel'],
  ["farine d'épeautre, levure", 'red', 'gluten.contains_cereal', "farine d'épeautre"],
  ['spelt, water', 'red', 'gluten.contains_cereal', 'spelt'],
  ['Kamutmehl', 'red', 'gluten.contains_cereal', 'Kamutmehl'],
  ['Einkorn', 'red', 'gluten.contains_cereal', 'Einkorn'],
  ['Emmer', 'red', 'gluten.contains_cereal', 'Emmer'],
  ['Roggenmehl, Wasser', 'red', 'gluten.contains_cereal', 'Roggenmehl'],
  ['farine de seigle', 'red', 'gluten.contains_cereal', 'farine de seigle'],
  ['Gerstenmalzextrakt, Zucker', 'red', 'gluten.contains_cereal', 'Gerstenmalzextrakt'],
  ["extrait de malt d'orge, sucre", 'red', 'gluten.contains_cereal', "extrait de malt d'orge"],
  ['barley malt extract', 'red', 'gluten.contains_cereal', 'barley malt extract'],
  ['Triticale', 'red', 'gluten.contains_cereal', 'Triticale'],
  ['Hartweizengriess, Wasser', 'red', 'gluten.contains_cereal', 'Hartweizengriess'],
  ['semoule de blé dur', 'red', 'gluten.contains_cereal', 'semoule de blé dur'],
  ['Couscous, Gemüse', 'red', 'gluten.assumed_wheat', 'Couscous'],
  ['Bulgur, Tomaten', 'red', 'gluten.contains_cereal', 'Bulgur'],
  ['Seitan, Sojasauce', 'red', 'gluten.contains_cereal', 'Seitan'],
  ['Weizenvollkornmehl, Salz', 'red', 'gluten.contains_cereal', 'Weizenvollkornmehl'],
  ['Zucker, WEIZENMEHL, Salz', 'red', 'gluten.contains_cereal', 'WEIZENMEHL'],
  ['sucre, _blé_, sel', 'red', 'gluten.contains_cereal', 'blé'],
  // Oats: yellow without a gluten-free label.
  ['Haferflocken', 'yellow', 'gluten.oats', 'Haferflocken'],
  ["flocons d'avoine", 'yellow', 'gluten.oats', "flocons d'avoine"],
  ['rolled oats', 'yellow', 'gluten.oats', 'rolled oats'],
  // Exempt derivatives (EU 1169/2011 Annex II) must NOT be red.
  ['Glukosesirup (Weizen), Zucker', 'green', 'gluten.exempt_derivative', 'Glukosesirup'],
  ['Weizenglukosesirup, Zucker', 'green', 'gluten.exempt_derivative', 'Weizenglukosesirup'],
  ['wheat glucose syrup, sugar', 'green', 'gluten.exempt_derivative', 'wheat glucose syrup'],
  [
    'sirop de glucose de blé, sucre',
    'green',
    'gluten.exempt_derivative',
    'sirop de glucose de blé',
  ],
  ['Dextrose (aus Weizen), Zucker', 'green', 'gluten.exempt_derivative', 'Dextrose'],
  ['Maltodextrin (Weizen), Salz', 'green', 'gluten.exempt_derivative', 'Maltodextrin'],
  ['wheat maltodextrin, salt', 'green', 'gluten.exempt_derivative', 'wheat maltodextrin'],
  ['Gerstenglukosesirup, Zucker', 'green', 'gluten.exempt_derivative', 'Gerstenglukosesirup'],
  ['Wasser, Branntweinessig, Salz', 'green', 'gluten.none_found', undefined],
  // Not gluten (OFF issue 1735: buckwheat).
  ['Buchweizenmehl, Wasser', 'green', 'gluten.buckwheat', 'Buchweizenmehl'],
  ['farine de sarrasin, sel', 'green', 'gluten.buckwheat', 'farine de sarrasin'],
  ['buckwheat flour', 'green', 'gluten.buckwheat', 'buckwheat flour'],
  [
    'Reis, Mais, Hirse, Quinoa, Amaranth, Teff, Sorghum, Kartoffeln',
    'green',
    'gluten.none_found',
    undefined,
  ],
  // Traces of gluten: always yellow.
  ['Reis. Kann Spuren von Gluten enthalten.', 'yellow', 'gluten.traces', 'Gluten'],
  ['riz. Traces éventuelles de blé.', 'yellow', 'gluten.traces', 'blé'],
  ['rice. Made in a factory that also handles wheat.', 'yellow', 'gluten.traces', 'wheat'],
  [
    'Mais. Hergestellt in einem Betrieb, der auch Weizen verarbeitet.',
    'yellow',
    'gluten.traces',
    'Weizen',
  ],
];

describe('gluten rules', () => {
  it.each(CASES)('%s → %s (%s)', (text, color, code, trigger) => {
    const r = judgeText(text, 'gluten');
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
    if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  });
});

describe('gluten from structured fields', () => {
  const CASES_P: [string, Record<string, unknown>, 'green' | 'yellow' | 'red', string][] = [
    [
      'certified oats are green',
      { ingredients_text: 'Haferflocken', labels_tags: ['en:no-gluten'] },
      'green',
      'gluten.label_free',
    ],
    [
      'label contradicted by wheat',
      { ingredients_text: 'Weizenmehl', labels_tags: ['en:no-gluten'] },
      'yellow',
      'gluten.label_conflict',
    ],
    [
      'label does not clear traces',
      {
        ingredients_text: 'Reis. Kann Spuren von Weizen enthalten.',
        labels_tags: ['en:no-gluten'],
      },
      'yellow',
      'gluten.traces',
    ],
    [
      'traces_tags',
      { ingredients_text: 'Reis', traces_tags: ['en:gluten'] },
      'yellow',
      'gluten.traces',
    ],
    [
      'no list, gluten declared',
      { allergens_tags: ['en:gluten'] },
      'red',
      'gluten.allergen_gluten',
    ],
    ['no list, bread', { categories_tags: ['en:breads'] }, 'red', 'gluten.category_cereal'],
    ['no list, label only', { labels_tags: ['en:no-gluten'] }, 'green', 'gluten.label_free'],
    ['no list', {}, 'yellow', 'gluten.no_data'],
    [
      'declared but not found',
      { ingredients_text: 'Reis, Salz', allergens_tags: ['en:gluten'] },
      'yellow',
      'gluten.allergen_conflict',
    ],
    [
      'declared because of an exempt syrup',
      { ingredients_text: 'Reis, Glukosesirup (Weizen)', allergens_tags: ['en:gluten'] },
      'green',
      'gluten.exempt_derivative',
    ],
  ];
  it.each(CASES_P)('%s', (_name, product, color, code) => {
    const r = judgeText('', 'gluten', product as never);
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
  });
});
