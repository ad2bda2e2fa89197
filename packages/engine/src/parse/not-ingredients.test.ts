// What is not an ingredient (DOMAIN.md), read from real packs in ../shared/data (Open Food Facts,
// ODbL; FoodRepo, CC BY 4.0), quoted as found; the product code is in a comment.
import { describe, expect, it } from 'vitest';
import { testEngine } from '../node/testing';
import type { ParsedIngredient } from './parsed-types';
import { cutNutritionTable, extractAllergenNotes } from './not-ingredients';

const parse = (text: string) => testEngine().parseIngredients(text);
const texts = (nodes: readonly ParsedIngredient[]): string[] =>
  nodes.flatMap((n) => [n.text, ...texts(n.children)]);
const ids = (nodes: readonly ParsedIngredient[]): string[] =>
  nodes.flatMap((n) => [...n.ids, ...ids(n.children)]);
const readable = (text: string) =>
  !testEngine().computeFlags({ ingredients_text: text }).insufficientData;

describe('origin notes, process words and husbandry are not ingredients', () => {
  // [code, text, ingredients as read (all levels)]
  const CASES: [string, string, string[]][] = [
    // The place name is no cheese: whole milk from the Gruyère region (issue 12).
    [
      '7610807244182',
      'lait entier bio (Suisse [Région La Gruyère]). homogénéisé, pasteurisé',
      ['lait entier bio'],
    ],
    // FoodRepo token list of the same milk.
    [
      '7610807244182',
      'lait entier bio, région la gruyère, homogénéisé, pasteurisé',
      ['lait entier bio'],
    ],
    ['7610200422262', 'Lait demi-écrémé UHT, homogénéisé', ['Lait demi-écrémé UHT']],
    [
      '76167034',
      'Weizenmehl, Zucker, Honig, Haselnüsse 8%, Wasser, Pflanzenmargarine (Palmöl, Rapsöl, Wasser, Emulgator: E 471), Soja, Glucosesirup, Vollei (aus Bodenhaltung)',
      [
        'Weizenmehl',
        'Zucker',
        'Honig',
        'Haselnüsse',
        'Wasser',
        'Pflanzenmargarine',
        'Palmöl',
        'Rapsöl',
        'Wasser',
        'E 471',
        'Soja',
        'Glucosesirup',
        'Vollei',
      ],
    ],
    [
      '7610200041487',
      "Farina di frumento, margarina (grasso di palma, grasso di cocco, burro, emulsionante: E471, antiagglomerante: E 341, acidificante: acido lattico), zucchero a velo, uova (d'allevamento al suolo), mandorle 4.5%, noci di cocco 4.5%, aromi. Può contenere: soia.",
      [
        'Farina di frumento',
        'margarina',
        'grasso di palma',
        'grasso di cocco',
        'burro',
        'E471',
        'E 341',
        'acido lattico',
        'zucchero a velo',
        'uova',
        'mandorle',
        'noci di cocco',
        'aromi',
      ],
    ],
    // "Sans adjonction de conservateurs", a storage note and "Produit suisse" (7611700040017 Fondue).
    [
      '7611700040017',
      "Fromage suisse (fromage à pâle dure et mi-dure, Emmentaler AOP, Gruyère AOP), vin blanc, eau, amidon, Kirsch, sel de cuisine, sel de fonte ? (E339), stabilisateur (farine de graines de caroube) épices. Pasteurisée. Contient du lait Contient de l'alcool. Sans adjonction de conservateurs. Sans lactose, Conseil pour l'entreposage: de préférence dans le frigo ou au congélateur. ? Hergestellt in der Schweiz. Produit suisse",
      [
        'Fromage suisse',
        'fromage à pâle dure et mi-dure',
        'Emmentaler AOP',
        'Gruyère AOP',
        'vin blanc',
        'eau',
        'amidon',
        'Kirsch',
        'sel de cuisine',
        'sel de fonte ?',
        'E339',
        'stabilisateur épices',
        'farine de graines de caroube',
      ],
    ],
    // A footnote to starred items (3700389701006 Sirop goût Pêche Melba).
    [
      '3700389701006',
      "Sucre, eau, arôme, acidifiant (acide citrique), colorants (E102*, E124*, E171), conservateur : E202. *Peut avoir des effets indésirables sur l'activité et l'attention chez les enfants",
      [
        'Sucre',
        'eau',
        'arôme',
        'acidifiant',
        'acide citrique',
        'colorants',
        'E102',
        'E124',
        'E171',
        'E202',
      ],
    ],
  ];
  it.each(CASES)('%s: %s', (_code, text, expected) => {
    expect(texts(parse(text).ingredients)).toEqual(expected);
  });

  it('keeps whole milk whole milk, not a hard cheese, when a cheese region is named', () => {
    const found = ids(
      parse('lait entier bio (Suisse [Région La Gruyère]). homogénéisé, pasteurisé').ingredients,
    );
    expect(found).toEqual(['en:organic-whole-milk']);
  });
});

describe('pasted nutrition tables, marketing copy and OCR crumbs are not a list', () => {
  const UNREADABLE: [string, string][] = [
    [
      '7616500658837',
      'fett I matières grasses davon gesattigte Fettsauren I dont acides gras saturés Kohlerihydrate I gluiides davon Zucker I dont sucres Eiweiss I protéines Sall i sel',
    ],
    [
      '7613269779858',
      'valeurs nutritives 100 ml | 280 kJ | 1 Glas verre 250ml 700 kj 8% Energie énergie (',
    ],
    [
      '7610095221001',
      'jog enthalité*k ùntiennentk tt/graisses on gesâttigte 3âuren/dont Os ras saturés - hydrate/glucides ocker/dont sucres t ines',
    ],
    [
      '7610041006652',
      'davon gesàttigte Fettsâuren/of which saturates Kohlenhydrate/carbohydrate: davon Zucker/of which sugars: Eiweiss/protein: Salz/salt*: *zurückzuführen auf natürlich vorkommendes Natrium/ due to natural',
    ],
    [
      '7613312133965',
      '1 Scheibe tranche 1% &lt;0,5 g &lt;0,5% Nährwerte I valteurs nutritives valori nutritivi 100 g 1406 kJ (334 kcal) 1,5 g 8,5 g 119 kJ (28 kcal) Energie | énergie |energia Fett matières grasses | grassi',
    ],
    [
      '7613269779841',
      'eneration-m.ch Benessere animale Foraggio responsabile Partenariati equi molto altro! generazione-m.ch GENERATION M Nährwerte | valeurs nutritives 100 ml enthalten | contiennent: Energie | énergie 280 kl (67 kcal)',
    ],
    ['3263286324216', 'contient des sulfites'],
    // OCR crumbs before a table head: the parser used to backtrack here for ever (> 40 s).
    [
      '7622210396587',
      "III I I I I I I I I I I I I | 11 1,60 Eur 5.33 EUR/KG B'SCUITS DE CEREALES AUX FEPTES DE CHOCOLAT EN81CHiS EU VTT'.MiNE BI, 82, B5 Ingrédients ceréa}es.61e9'/a Céréales completss 38 in,} (flocons d'ozee % , farine complete de 1 , 1 Oh, farine c.ôinplétg d'épeautre 1 farine de 23 sucre, peptre; de 10 {pate 6e cacao,sÛere, emubifiant (iectthine de uile de colza, agents à lever (carnonate (ite acide d'ammonium, ('jph disc, djque), emubifiants ecteme en poudre. vdaminea Vitamgne ;jnntothenique), vitamine BS ( o.xine), (ribonwine)i vitamine BI 69 Valeur Nutriti G lette Energte: Hy9t ë: ont suqre: Vitamines ni m VI anunes VI am nes Ac mg IF3mg",
    ],
  ];
  it.each(UNREADABLE)('%s is not enough data', (_code, text) => {
    expect(readable(text)).toBe(false);
  });

  const READABLE: [string, string][] = [
    // Short lists of plainly safe words are readable: it is about understanding, not number.
    ['0765171855513', 'Pork, Sea Salt'],
    ['7610809003558', 'millet commun bio.'],
    ['7613331255235', "Sardines pêchées dans l'Atlantique Nord-Est à la senne"],
    ['7617027869836', 'Laitue Pommée rouge Multileaf (Suisse).'],
    ['7610632999806', 'Champignon blanc / blanc'],
  ];
  it.each(READABLE)('%s is read', (_code, text) => {
    expect(readable(text)).toBe(true);
  });

  it('reads a scan of rows of "I I I I" before its table without getting stuck (7622210396587)', () => {
    // Before: the table-head pattern backtracked for minutes on this text (audit and start stalled).
    const text =
      "III I I I I I I I I I I I I | 11 1,60 Eur 5.33 EUR/KG B'SCUITS DE CEREALES AUX FEPTES DE CHOCOLAT EN81CHiS EU VTT'.MiNE BI, 82, B5 Ingrédients ceréa}es.61e9'/a Céréales completss 38 in,} (flocons d'ozee % , farine complete de 1 , 1 Oh, farine c.ôinplétg d'épeautre 1 farine de 23 sucre, peptre; de 10 {pate 6e cacao,sÛere, emubifiant (iectthine de uile de colza, agents à lever (carnonate (ite acide d'ammonium, ('jph disc, djque), emubifiants ecteme en poudre. vdaminea Vitamgne ;jnntothenique), vitamine BS ( o.xine), (ribonwine)i vitamine BI 69 Valeur Nutriti G lette Energte: Hy9t ë: ont suqre: Vitamines ni m VI anunes VI am nes Ac mg IF3mg";
    expect(readable(text)).toBe(false);
    expect(readable(`${'I '.repeat(60)}| sucre, farine de blé. Valeur Nutritionnelle`)).toBe(true);
  });
});

describe('allergen notes are evidence, not ingredients', () => {
  it('reads "Contient du lait" after the list as an allergen note (7611700040017)', () => {
    const p = parse(
      "Fromage suisse (fromage à pâle dure et mi-dure, Emmentaler AOP, Gruyère AOP), vin blanc, eau, amidon, Kirsch, sel de cuisine, sel de fonte ? (E339), stabilisateur (farine de graines de caroube) épices. Pasteurisée. Contient du lait Contient de l'alcool. Sans adjonction de conservateurs.",
    );
    expect(p.allergens.map((a) => a.text)).toEqual(['lait', "l'alcool"]);
    expect(texts(p.ingredients)).not.toContain('lait');
  });

  it('keeps a "contient" note inside an open bracket: it belongs to its ingredient', () => {
    // 7611700040017's note, once after the list and once inside a bracket of it.
    const inside = 'Fromage suisse (Emmentaler AOP. Contient du lait), vin blanc';
    const names: string[] = [];
    expect(extractAllergenNotes(inside, names)).toBe(inside);
    expect(names).toEqual([]);
    expect(
      extractAllergenNotes('Fromage suisse (Emmentaler AOP), vin blanc. Contient du lait', names),
    ).toBe('Fromage suisse (Emmentaler AOP), vin blanc.  ');
    expect(names).toEqual(['lait']);
  });

  it('reads "Allergeni:" in an Italian list (8033247740530)', () => {
    const p = parse(
      'fichi secchi italiani, conservante E220 (ANI SOLFOROSA come residuo). Allergeni: E220 anidride solrorosa (come residuo). Conservare in luogo fresco ed asciutto. Può contenere tracce di frutta a guscio.',
    );
    expect(p.allergens.length).toBeGreaterThan(0);
    expect(p.traces.map((t) => t.text)).toEqual(['frutta a guscio']);
  });
});

describe('separators and typography', () => {
  const CASES: [string, string, string[]][] = [
    // " - " between ingredients (3222471021606 Frites).
    [
      '3222471021606',
      'Pomme de terre 96% - huile de tournesol 4% - stabilisant : diphosphates - dextrose.',
      ['Pomme de terre', 'huile de tournesol', 'diphosphates', 'dextrose'],
    ],
    // ";" between ingredients (31012, an Italian list).
    [
      '31012',
      'sciroppo di glucosio; zucchero; sciroppo di melassa; farina di frumento; destrosio; gelatina; amido',
      [
        'sciroppo di glucosio',
        'zucchero',
        'sciroppo di melassa',
        'farina di frumento',
        'destrosio',
        'gelatina',
        'amido',
      ],
    ],
    // Ligatures of a PDF export (7616600240178 Ail Haché: "émulsiﬁant", "disulﬁte").
    [
      '7616600240178',
      'Ail 90%. acidifiants : E334 et acide citrique, huile de tournesol, sel de cuisine, émulsiﬁant: lécithine de _soja_, arômes naturels, conservateur: _disulﬁte de sodium_.',
      [
        'Ail',
        'E334',
        'acide citrique',
        'huile de tournesol',
        'sel de cuisine',
        'lécithine de soja',
        'arômes naturels',
        'disulfite de sodium',
      ],
    ],
  ];
  it.each(CASES)('%s: %s', (_code, text, expected) => {
    const p = parse(text);
    expect(texts(p.ingredients)).toEqual(expected);
    expect(p.unknown).toBe(0);
  });

  it('folds mathematical bold letters and keeps them as allergen emphasis', () => {
    // DOMAIN.md "Typography": 𝐖𝐞𝐢𝐳𝐞𝐧 on social-media style packs (no such label in the data set).
    const p = parse('𝐖𝐞𝐢𝐳𝐞𝐧mehl, Zucker');
    expect(p.ingredients[0]?.ids).toEqual(['en:wheat-flour']);
    expect(p.ingredients[0]?.emphasized).toBe(true);
  });

  it('closes a bracket that a misprint left open (7613379614209, 7613331211996)', () => {
    const yogurt = parse(
      'lait entier (pasteurisé, homogénéisé [Suisse), crème 17% (Suisse), sucre de canne brut 6,9% eau, noix 4% (Moldavie), fécule de manioc.',
    );
    expect(texts(yogurt.ingredients).slice(0, 2)).toEqual(['lait entier', 'crème']);
    const mandarin = parse(
      "Lait (homogénéisé, pasteurisé [Suisse], sucre, mandarines 7%, protéines lactiques, amidon de maïs cireux modifié (E 1442), concentré de jus d'orange, concentré de jus de citron, arôme.",
    );
    expect(texts(mandarin.ingredients).slice(0, 4)).toEqual([
      'Lait',
      'sucre',
      'mandarines',
      'protéines lactiques',
    ]);
    expect(mandarin.ingredients[0]?.children).toEqual([]);
  });

  it('splits two ingredients joined by "et" (7622300748371)', () => {
    const p = parse(
      'Semoule de maïs 63%, matière grasse végétale, _lactose_ et protéines de _lait_, arômes, sel, exhausteurs de goût (glutamate monosodique, guanylate disodique).',
    );
    expect(texts(p.ingredients).slice(0, 4)).toEqual([
      'Semoule de maïs',
      'matière grasse végétale',
      'lactose',
      'protéines de lait',
    ]);
  });
});

describe('percentages', () => {
  it('reads "37 % minimum" as a lower bound and a cocoa statement as no ingredient (7613312051443)', () => {
    const p = parse(
      'sucre, beurre de cacao, lait écrémé en poudre exempte de lactose, pâte de cacao, beurre fondu, émulsifiant: lécithine de tournesol, arôme. Cacao: 37 % minimum dans le chocolat',
    );
    expect(texts(p.ingredients).at(-1)).toBe('arôme');
  });

  it('reads a fat content as no share (7610200213976 Milch Reis)', () => {
    const p = parse(
      'lait partiellement écrémé avec 3% de graisse 91%, sucre, riz 9%, extrait de vanille 0.3%, amidon de riz, épaississante E407 et E415, arôme, colorant : caroténoïdes',
    );
    expect(p.ingredients[0]?.text).toBe('lait partiellement écrémé');
    expect(p.ingredients[0]?.percent).toBe(91);
  });

  it('says which bounds rest on a printed percentage (7613269562399)', () => {
    const p = parse(
      "Eau, chocolat 13% (pâte de cacao, sucre roux, beurre de cacao), grains de café avec enrobage de chocolat 13% (sucre, pâte de cacao, grains de café 2%, beurre de cacao, beurre concentré, sirop de glucose, gélifiant: gomme arabique, agent d'enrobage: E904, vanille, émulsifiant: lécithine de soja), œuf entier (d'élevage au sol), sucre",
    );
    expect(p.ingredients.map((i) => i.boundStated)).toEqual([false, true, true, true, true]);
    expect(p.ingredients[1]?.children.every((c) => c.boundStated)).toBe(true);
  });
});

describe('trace statements in their other forms', () => {
  const TRACES: [string, string, string[]][] = [
    [
      '7610819281229',
      'Flour, water, yeast, kitchen salt, E330. Can contain nuts, milk and sesame',
      ['nuts', 'milk', 'sesame'],
    ],
    [
      '7610200044488',
      'millet*. Peut contenir: gluten. * De production biologique étrangère',
      ['gluten'],
    ],
    [
      '7613312052198',
      'zucchero, sciroppo di glucosio, grasso di palma, acqua, agente umidificante: glicerolo, emulsionante: E472c, addensante: E415, aroma naturale, conservante: E202. Può contenere: mandorle.',
      ['mandorle'],
    ],
    [
      '20685331',
      'mais, olio di girasole alto oleico, sale.    Può contenere tracce di cereali contenenti glutine e soia.',
      ['cereali contenenti glutine', 'soia'],
    ],
  ];
  it.each(TRACES)('%s: %s', (_code, text, expected) => {
    const p = parse(text);
    expect(p.traces.map((t) => t.text)).toEqual(expected);
    expect(texts(p.ingredients).some((t) => /contain|contenir|contenere/i.test(t))).toBe(false);
  });
});

describe('an Italian table\'s "di cui" is a table word, "biscuit" and "acidifiant" are not', () => {
  it('cuts at "di cui Zuccheri" (8000430030143)', () => {
    expect(cutNutritionTable('25g di cui Zuccheri 2f0g Proteine 14g 17g sale 0,75 g')).toBe('25g');
  });

  it('keeps a list naming "cuisine" and "acidifiant" (7610161127398)', () => {
    const text =
      "eau, huile de tournesol, vinaigre de vin blanc, moutarde jaune d'oeufs (oeufs de ponte au sol), sel de cuisine iodé, préparation d'épices (dont oignon, ail), sucre, herbes aromatiques 1.5% (ciboulette, persil, basilic, thym, romarin), exhausteur de goût (glutamate monosodique), amidon modifié, de mais, arôme naturel, acidifiant (acide lactique), épaississant (gomme xanthane), conservateur (E202)";
    expect(cutNutritionTable(text)).toBe(text);
  });
});
