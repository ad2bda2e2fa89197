// Lactose graded by amount (DOMAIN.md "Amounts and what 'at most' may say"), on real label texts
// from shared/data, quoted as found.
import { describe, expect, it } from 'vitest';
import { judgeText } from '../node/testing';

type Case = [string, string, 'green' | 'yellow' | 'red', string, string | undefined];

// [product code, ingredient text, colour, reason code, trigger as written]
const CASES: Case[] = [
  [
    '7610029161687', // Joghurt, Nature 1,5% Fett (fr): "(1,5%)" is the fat, not a share
    'Yogourt à base de lait pasteurisé partiellement écrémé (1,5%), protéines lactiques',
    'red',
    'lactose.contains_milk',
    'Yogourt à base de lait pasteurisé partiellement écrémé',
  ],
  [
    '3263858062119', // Yaourt au Lait entier sucré (fr)
    "Lait entier pasteurisé - sucre 6,7% - lait écrémé concentre ferments lactiques. Lait origine:France 'Ingrédients issus de l'agriculture biologique.",
    'red',
    'lactose.contains_milk',
    undefined,
  ],
  [
    '7613269639725', // Cranberry Chia Biscuit (fr): after "graines de Chia 1%" milk powder is under 2 %, at most 1 g lactose
    "farine d'épeautre 29%, sucre, canneberges sucrées 17% (canneberges, sucre, huile de tournesol), flocons d'avoine 13%, margarine végétale (huile de palme, huile de colza, eau, émulsifiant: E 471), beurre, oeuf entier (d'élevage au sol), maltodextrine, graines de Chia 1%, miel, sel de cuisine iodé, poudre à lever: E 503, lait en poudre partiellement écrémé, émulsifiant: lécithine de soja.",
    'green',
    'lactose.small_amount',
    'lait en poudre partiellement écrémé',
  ],
  [
    '0036800095854', // Instant Pudding (en): "contains 2% or less of"
    'Sugar, food starch-modified, dextrose, disodium phosphate and tetrasodium pyrophosphate (for thickening), contains 2% or less of natural and artificial flavor, nonfat dry milk, salt, partially hydrogenated soybean oil with bha (preservative), mono- and diglycerides (prevent foaming), titanium dioxide (for color), yellow #5, yellow #6.',
    'green',
    'lactose.small_amount',
    'nonfat dry milk',
  ],
  [
    '7616700036893', // Vermicelles (fr): 30 % cream is up to 1.35 g lactose per 100 g
    "Purée de marrons 61% (marrons, sucre, eau, huiles végétales [palme, colza], kirsch, émulsifiant: E 471, gélifiant: E 406, arômes), CREME entière 30%, sucre, blanc d'ŒUF (d'élevage au sol), blanc d'ŒUF en poudre (d'élevage au sol), amidon de maïs modifié, glucose, acidifiant: acide citrique.",
    'red',
    'lactose.contains_milk',
    'CREME entière',
  ],
  [
    '7613269542193', // Vermicelles prêts à l'emploi (de): milk named in a flavouring
    'Maronen 59%, Zucker, Wasser, Palmöl, Rapsöl, Emulgator: E471, Aroma (mit Milchzucker und Milcheiweiss), Verdickungsmittel: Agar-Agar.',
    'yellow',
    'lactose.milk_in_flavouring',
    'Milchzucker',
  ],
  [
    '7610089006768', // Semoule au lait classique (fr)
    "48% SEMOULE DE BLÉ DUR, sucre, amidon de maïs, amidon de pommes de terre modifié, épaississant (xanthane), arôme (contient du LAIT). Peut contenir des traces de SOJA, d'ŒUFS, AMANDES, NOISETTES et NOIX.",
    'yellow',
    'lactose.milk_in_flavouring',
    'LAIT',
  ],
  [
    '0000020039127', // Butter Croissants (en): butter made of cream stays butter
    'Wheat flour, butter (cream), water, yeast, sugar, salt, eggs, wheat gluten, ascorbic acid, enzymes.',
    'green',
    'lactose.butter',
    'butter',
  ],
  [
    '0000000018340', // Chile Almonds (en): cheese powder adds milk and whey
    'Dry roasted almonds, hatch green chile seasoning (organic cheddar cheese powder [organic cheddar cheese {cultured pasteurized milk, salt, enzymes}, organic nonfat milk,organic whey, salt, sodium phosphate], salt, hatch green chile pepper, evaporated cane juice, onion, parsely, natural flavors,garlic, maltodextrin, spices, spices extractives, citric acid), expeller pressed canola oil.',
    'red',
    'lactose.contains_milk',
    'organic cheddar cheese',
  ],
];

describe('lactose graded by amount', () => {
  it.each(CASES)('%s → %s', (_code, text, color, code, trigger) => {
    const r = judgeText(text, 'lactose');
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
    if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  });

  it('says "at most" only with a true upper bound: 2 % milk powder is at most 1 g per 100 g', () => {
    // 0036800095854: "contains 2% or less of …, nonfat dry milk" (milk powder ≈ 50 g lactose/100 g).
    const text = CASES.find(([code]) => code === '0036800095854')?.[1] as string;
    const check = judgeText(text, 'lactose').checks.find((c) => c.code === 'lactose.small_amount');
    expect(check?.text).toContain('at most about 1 g lactose per 100 g');
  });
});
