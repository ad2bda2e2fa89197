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
  [
    '7622210171078', // Choc'au lait (fr): the whey derivative is judged as whey (up to 70 g/100 g), not as the liquid milk of its "(de LAIT)"
    "Céréales 58,0% [farine de BLÉ 51,6%, flocons d'AVOINE 4,5%, farine de SEIGLE], sucre, huiles végétales (palme, colza), pépites de chocolat 12,9% [sucre, pâte de cacao, beurre de cacao, émulsifiant (lécithine de SOJA)], billettes de riz soufflé 2,2% [farine de riz, sucre, gluten (de BLÉ), farine de BLÉ malté, huile de palme, arôme, sel], sirop de glucose-fructose, dérivé du lactosérum (de LAIT ) riche en calcium, LAIT écrémé en poudre 0,5% (équivalent LAIT écrémé 5,2%), arôme, poudre à lever (carbonate acide de sodium, carbonate acide d'ammonium), sel, minéraux [carbonate de magnésium, fer élémentaire], émulsifiant (E472e), vitamines [vitamine E, thiamine (B1)].",
    'red',
    'lactose.contains_milk',
    'dérivé du lactosérum riche en calcium',
  ],
  [
    '7610071678263', // American potatoes (fr): "lactose (lait)" is lactose itself, not milk
    'Chapelure (contient blé), oignon déshydraté, ail déshydraté (12,8%), sel de cuisine (8%), arômes (contient orge), matière grasse en poudre (huile de tournesol, lactose (lait), protéine de lait), persil (1,75%), graine de céleri, paprika poivre noir, origan (0,6%), ﬁbre de blé, basilic (0,35%), huile de colza, arôme naturel d‘ail.',
    'red',
    'lactose.contains_lactose',
    'lactose',
  ],
  [
    '7613034363442', // Crème Provençale (fr): "crème en poudre 2% (_lait_)" is cream powder, at most 2 % × 45 g
    "Vermicelles 44% (semoule de _blé_ dur), farine de _blé_, facule de pomme de terre,légumes 9.6% : tomates 7.5%, oignon, poivron rouge, sel, volaille 3.4%, graisse de poulet, extrait de poulet 1.2%, _crème_ en poudre 2% (_lait_), exhausteurs de goût : glutamate monosodique, inosinate disodique et guanylate disodique, extraits naturels de paprika et de poivre, arômes (_soja_, _blé_), sucre, jaune d'_oeuf_, jus de betterave rouge concentré, ail, herbes provençales : origan, basilic, thym, laurier, persil, curcuma, stabilisant : polyphosphates, antioxydant : extrait de romarin.",
    'green',
    'lactose.small_amount',
    'crème en poudre',
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
