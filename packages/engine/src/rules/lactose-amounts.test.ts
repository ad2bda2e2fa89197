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
    '7616700036893', // Vermicelles (fr): 30 % cream is up to 1.35 g lactose per 100 g: a moderate amount
    "Purée de marrons 61% (marrons, sucre, eau, huiles végétales [palme, colza], kirsch, émulsifiant: E 471, gélifiant: E 406, arômes), CREME entière 30%, sucre, blanc d'ŒUF (d'élevage au sol), blanc d'ŒUF en poudre (d'élevage au sol), amidon de maïs modifié, glucose, acidifiant: acide citrique.",
    'yellow',
    'lactose.moderate_amount',
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
    '7622210171078', // Choc'au lait (fr): the whey derivative is judged as whey (up to 70 g/100 g), not as the liquid milk of its "(de LAIT)": ≤ 2.2 % × 70 g + 0.5 % × 50 g
    "Céréales 58,0% [farine de BLÉ 51,6%, flocons d'AVOINE 4,5%, farine de SEIGLE], sucre, huiles végétales (palme, colza), pépites de chocolat 12,9% [sucre, pâte de cacao, beurre de cacao, émulsifiant (lécithine de SOJA)], billettes de riz soufflé 2,2% [farine de riz, sucre, gluten (de BLÉ), farine de BLÉ malté, huile de palme, arôme, sel], sirop de glucose-fructose, dérivé du lactosérum (de LAIT ) riche en calcium, LAIT écrémé en poudre 0,5% (équivalent LAIT écrémé 5,2%), arôme, poudre à lever (carbonate acide de sodium, carbonate acide d'ammonium), sel, minéraux [carbonate de magnésium, fer élémentaire], émulsifiant (E472e), vitamines [vitamine E, thiamine (B1)].",
    'yellow',
    'lactose.moderate_amount',
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
  [
    '7618500948345', // Vita 7 (fr): in a juice "petit-lait" is liquid whey (≈ 4.7 g/100 g): 10 % is at most 0.5 g
    "jus d'orange (IT/EG), jus de carotte (CH/D), purée de banane (13%) (Amérique du Sud), juss de pomme (CH), jus d'ananas (Amérique du Sud/Asie), petit-lait (10%) (CH), jus de raisin, jus de baies d'argousier, jus de betterave rouge, jus de citron, jus de citron concentré. Pasteurisé.",
    'green',
    'lactose.small_amount',
    'petit-lait',
  ],
  [
    '7618500942466', // Biotta Vita 7 (fr): liquid whey without a stated share
    "jus d'orange, jus de carotte avec concentré de jus de citron, purée de banane, jus de pomme, jus d'ananas, petit-lait, jus de raisin, pulpe de baies d'argousier, jus de betterave rouge, jus de citron",
    'yellow',
    'lactose.unstated_amount',
    'petit-lait',
  ],
  [
    '7610095103703', // Snacketti (fr): a flavouring named after cream is a flavouring
    'Amidon de pomme de terre, farine de pomme de terre (27%), farine de riz, huile de tournesol (20%), condiment en poudre (sucre, chapelure (farine de froment), sel, oignon en poudre, exhausteur de goût (E261), acidifiants (E262, E330, E332, E575), ail en poudre, arômes naturels, arôme de crème, moutarde), sel, poudre de paprika, poudre de carottes.',
    'yellow',
    'lactose.milk_in_flavouring',
    'arôme de crème',
  ],
  [
    '7613035645585', // Bouillon de volaille (fr): "(ceut, lait, ble, celeri)" lists allergens, "lait" is no source note
    "Ingredients du bouillon déshydraté: Sel, exhausteurs de gout: glutamate monosodique, guanylate et inosinate disodiques huile de palme non hydrogénée, amidon, sucre, arimes (ceut, lait, ble, celeri), sirop de glucose, volale 3%:graisse de poulet 2% extrait de poulet 1% oignon, carotte, poireau, persil, curcuma, extraits naturels de céleri et d'al, sucre caraimelise, acidifiant acide citrique; antiorydant extraits de romarin.Peut contenir moutarde. Plus dinfos sur www.maggi.rhdp",
    'yellow',
    'lactose.unstated_amount',
    'lait',
  ],
  [
    '7610849294107', // Pizza Margherita (fr): the cheese is 13 %: mozzarella and its milk at most 0.91 g
    'farine de froment,, eau, fromage 13% (mozzarella [lait [Italie, France, Allemagne], sel de cuisine), purée de tomates 12%, sel de cuisine, huiles végétales (tournesol, olive), levure, sucre, farine de malt de froment, origan',
    'green',
    'lactose.small_amount',
    'mozzarella',
  ],
  [
    '7613034223852', // Fraîch'Up (fr): mozzarella 24 % of the product at most: 1.08 g, a moderate amount
    "Pâte crue (59,2%) : farine de blé, eau, huile de tournesol, levure boulangère, sel, sucre, extrait de malt d'orge, poudres à lever (diphosphate disodique, bicarbonate de sodium). Garniture (40,8%) : fromages (72%)* (emmental 24%*, édam (colorant : E160a) 24%*, mozzarella 24%*), eau, concentré de tomates, basilic, sucre, amidon modifié de pomme de terre, sel, extraits d'épices et d'aromates (cumin, poivre, ail), poudre de chili.",
    'yellow',
    'lactose.moderate_amount',
    'mozzarella',
  ],
  [
    '7610200086464', // Curry Bols (de): quark, milk powder and whey protein inside a 15 % sauce: at most 2.3 g
    'Pouletfleisch 55 %, Curry-Sauce 15% [Wasser, pflanzliche Öle (Palm, Kokos, Raps), Magerquark, Früchtepaste (Zucker, Birnen, Kirschen, Feigen, Clementinen, Kürbis, Äpfel, Glucosesirup, Aromen), modifizierte Mais - und Tapiokastärke, Maltodextrin, Senf (mit Säuerungsmittel: Citronensäure), Milchprotein (mit Stabilisator: E 340), Meersalz, Curry 2 %, Magermilchpulver, Hefeextrakt, Zucker, Pfeffersauce, Weizenmehl, Verdickungsmitteln: Johannisbrotkernmehl, und Guarkernmehl, Emulgator: E 472, Zwiebeln, Gewürze, Steinpilzpulver], Wasser, Panade [Wasser, Weizenmehl, Weizenstärke, Kochsalz, Backtriebmittel: E 450, E 500, Molkenprotein], Paniermehl [Weizenmehl, Wasser, Kochsalz, Hefe, Gewürze], Cornflakes [Mais, Zucker, Kochsalz, Gerstenmalz, Emulgator: E 322], Rapsöl, Würzmischung (mit Weizenstärke, Weizenmehl, Stabilisator: E 450, Hefeextrakt, Zucker, Gewürze), jodiertes Kochsalz.',
    'yellow',
    'lactose.moderate_amount',
    'Magerquark',
  ],
  [
    '7610846352909', // Pouletbrust im Teig (de): cream cheese under "Pouletfleisch 30%" of a 41 % filling: at most 1.35 g
    'Blätterteig (Weissmehl [Weizen], Margarine [Palmöl, Wasser, Emulgator [E 471], Säuerungsmittel [E 330]], Wasser, Kochsalz, Zucker), Pouletfleischerzeugnis mit Curryfüllung 41% (Pouletfleisch 30% [Brasilien, Argentinien], Doppelrahmfrischkäse, Wasser, Gemüse [Broccoli, Karotten, Peperoni, Sellerie], Rapsöl, Mais, Kochsalz jodiert, Curry [mit Senf], Antioxidans [E 331], Maltodextrin, Verdickungsmittel [E 415, E 412], Stärken [Wachsreis, Mais], Weizenmehl, Eiweisspulver [aus Bodenhaltung], Traubenzucker, Streuwürze), Aroma.',
    'yellow',
    'lactose.moderate_amount',
    'Doppelrahmfrischkäse',
  ],
  [
    '7613036528818', // Purée Mousline (fr): cream powder 3.5 % × 45 g: at most 1.58 g
    "INGREDIENTS DE LA PUREE EN FLOCONS Pomme de terre 90%, crème en poudre 3,5% (lait) sel, fécule de pomme de terre, émulsifiant: mono-et diglycérides d'acides gras (issu du colza)",
    'yellow',
    'lactose.moderate_amount',
    'crème en poudre sel',
  ],
  [
    '7622210655844', // Oeufs chocolat (fr): the glued item names milk ("LAT", "(de LAIT)"): red
    'Sucre,praliné 15% (sucre, AMANDES 31 % NOISETTES 19% beurre de cacao poudre de LAT écrémé pât poudre (de LAIT), BEURRE concentré, farine de BLÉ, émulsifiants 100q s alpin fourré confiseur (32%) au praliné amandes et noisettes avec riz Energie 2283 k',
    'red',
    'lactose.contains_milk',
    'AMANDES NOISETTES 19% beurre de cacao poudre de LAT écrémé pât poudre',
  ],
  [
    '7613034415370', // Ice Cream (en): "strawberry flavor ice cream" is ice cream, not a flavouring
    'Lucuma, vanilla and strawberry flavor ice cream',
    'red',
    'lactose.contains_milk',
    'strawberry flavor ice cream',
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

  it('gives the bound of a moderate amount: 3.5 % cream powder is at most 1.58 g per 100 g', () => {
    const text = CASES.find(([code]) => code === '7613036528818')?.[1] as string;
    const check = judgeText(text, 'lactose').checks.find(
      (c) => c.code === 'lactose.moderate_amount',
    );
    expect(check?.text).toContain('at most about 1.58 g lactose per 100 g');
  });
});
