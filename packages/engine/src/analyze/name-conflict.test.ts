// A list that lacks the milk product its own name promises is incomplete, not evidence for green
// (DOMAIN.md "Never green without evidence"): yellow lactose.name_conflict. Names and texts quoted
// as found in shared/data.
import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';
import type { DietColor, ProductInput } from '../types';

type Case = [string, ProductInput, DietColor, string];

// [product code, product, lactose colour, lactose reason]
const CASES: Case[] = [
  [
    '4062300273498', // the fruit part of a yogurt muesli: its yogurt is not listed
    {
      product_name: 'HiPP GUTEN MORGEN Erdbeere in Apfel-Joghurt-Müesli',
      ingredients_text:
        "fruits, jus de pommes à faible acidité à base de jus de pommes concentré, pommes, céréales, flocons de blé, flocons d'avoine, jus de carottes a base de jus de carottes concentré, amidon, amidon de riz, amidon de maïs, antioxidant acide ascorbique, vitamine b1, thiamine, contient du gluten",
    },
    'yellow',
    'lactose.name_conflict',
  ],
  [
    '4104420034327', // coconut milk is no milk
    {
      product_name: 'Alnatura Kokos Milch',
      ingredients_text: "noix de coco, eau, de l'agriculture biologique",
    },
    'green',
    'lactose.none_found',
  ],
  [
    '5000396038057', // cream crackers hold no cream
    {
      product_name: "JACOB'S CREAM CRACKERS crispy crackers",
      ingredients_text:
        'farine, farine de froment, carbonate de calcium, fer, niacine, thiamine, huile de palme, sel, agent levant, carbonate de sodium, levure',
    },
    'green',
    'lactose.none_found',
  ],
  [
    '7610058214316', // "Abricot" alone: the yogurt is missing
    { product_name: 'Petite Pause Abricot-yogourt', ingredients_text: 'Abricot' },
    'yellow',
    'lactose.name_conflict',
  ],
  [
    '7610062005108', // butter only: the milk chocolate of its name is missing
    {
      product_name: 'Choco Petit Beurre au lait',
      ingredients_text:
        "Concentré, sirop de glucose, œuf en poudre, poudres a lever: carbonates de sodium et diphosphates, maltodextrine, arômes naturels, beurre, émulsifiant: lécithines (soja), noisettes, sel du cuisine, cacao maigre en poudre, sirop de sucre inverti, blanc d'œuf en poudre, sucre caramélisé. œufs d'élevage au sol. Peut contenir des traces d'amandes.",
    },
    'yellow',
    'lactose.name_conflict',
  ],
  [
    '7613269588375', // a rice drink "ohne Milch"
    {
      product_name: 'Migros Bio Reisdrink ohne Milch',
      ingredients_text:
        'eau, poudre de riz* 8,5% (sirop de riz, amidon de riz, farine de riz), huile de tournesol*,amidon de riz*, sucre de canne brut*, maltodextrine de riz*, lécithine de tournesol*, épaississant: E407.* De production biologique étrangerè',
    },
    'green',
    'lactose.none_found',
  ],
];

describe('the name names milk the list lacks', () => {
  it.each(CASES)('%s', (_code, product, color, code) => {
    const v = testEngine().judge(product, profileOf(['lactose']), 'en');
    expect(v.per_intolerance.lactose).toBe(color);
    expect(v.checks.map((c) => c.code)).toContain(code);
  });
});
