// Readability is decided from how much of the text the parser understood as ingredients (issue 12
// item 1, DOMAIN.md "Never green without evidence"). Real packs from ../shared/data (Open Food
// Facts ODbL, Lifyzer OFF 2019 ODbL, FoodRepo CC BY 4.0), quoted as found.
import { describe, expect, it } from 'vitest';
import { testEngine } from '../node/testing';
import type { ParsedIngredient } from './parsed-types';

const parse = (text: string) => testEngine().parseIngredients(text);
const ids = (nodes: readonly ParsedIngredient[]): string[] =>
  nodes.flatMap((n) => [...n.ids, ...ids(n.children)]);
const readable = (text: string) =>
  !testEngine().computeFlags({ ingredients_text: text }).insufficientData;

describe('a text that is not an ingredient list is not enough data', () => {
  // [code, text]
  const CASES: [string, string][] = [
    // An Italian nutrition table with OCR crumbs before it.
    [
      '7622300695361',
      '1 54 B h DICHIARAZIONE NUTRIZIONALE: 100 g: Energia 1852 kJ/441 kcal - Grassi 15 g - di cui acidi grassi saturi Carboidrati 67 g -',
    ],
  ];
  it.each(CASES)('%s', (_code, text) => {
    expect(readable(text)).toBe(false);
  });
});

describe('notes on a real list do not make it unreadable', () => {
  // [code, text, ids read]
  const CASES: [string, string, string[]][] = [
    // "Bien agiter … conserver … consommer dans les 3 jours": a storage note.
    [
      '7610097164085',
      "Fairtrade Ingrédients : Eau, jus d'orange (30%) Jus de fruit de la passion (10%&quot;, sirop de fructose, acidifiant (acide citrique), sta- Dilisant (pectine), vitamine C. à base de concentré. Pasteurisé Bien agiter avant d'ouvrir puis conserver FAR au frais et consommer dans les 3 jours MAX H",
      ['en:water', 'en:orange-juice', 'en:fructose-syrup'],
    ],
    // "Après ouverture, se conserve 2 jours au réfrigérateur".
    [
      '7640104955658',
      "préparation aux fruits bio, birchermuesli aux fruits Alnent pour nourrissons et enfants en bas âge, Iqrédients : eau, fruits 38 % (pomme* 10%, abricot banane* * 7%, jus de pomme concentré&quot; 8 p 6%), flocons complet d'avoine*4 %, raisin*i4i oule de riz**, jus de citron concentré* * bio-dynamique, * *de l'agriculture biologique t taration : remuer avant de servir. À conserver et au sec. Après ouverture, se conserve 2 jours au réfrigérateur,",
      ['en:apple', 'en:oat'],
    ],
    // "Composants caractéristiques (mg/l) : Ca++ 115 …" is the water's analysis.
    [
      '7610534012108',
      'Eau minérale naturelle des alpes valaisannes. Composants caractéristiques (mg/l) : Ca++ 115 Mg++ 40 Na+ 19,9 K+ 1.8 HC03 - 306 Cl - 11,5 NO3 - 1,8 S04-- 221 F - 1,4 Minéralisation totale 118 Contient du fluor.',
      ['en:natural-mineral-water-from-the-valais-alps'],
    ],
  ];
  it.each(CASES)('%s', (_code, text, expected) => {
    const p = parse(text);
    expect(p.unknown).toBe(0);
    expect(readable(text)).toBe(true);
    for (const id of expected) expect(ids(p.ingredients)).toContain(id);
  });
});

describe("scientific names are names (the taxonomy's Latin binomials)", () => {
  // [code, text, ids read]
  const CASES: [string, string, string[]][] = [
    // A species name standing as an item.
    [
      '5701263902197',
      "filets de hareng sans peau, clupea harengus, eau, sucre, oignons, sel de cuisine, vinaigre de table, poivre, extraits d'épices",
      ['en:atlantic-herring'],
    ],
    // In brackets after the common name.
    [
      '7610200026972',
      '_Bonite_ à venture rayé (Katsuwonus pelamis) 80%, huile de soja, eau, sel de cuisine',
      ['en:skipjack-tuna'],
    ],
    // A herbal tea that names each herb with its species.
    [
      '7640159951025',
      "REGLISSE (Glycyrrhiza glabra) * ; GINGEMBRE (Zingiber officinale) * ; HIBISCUS (Hibiscus sabdariffa) * ; ROMARIN (Rosmarinus officinalis) * ; SARRIETTE DES MONTAGNES (Satureja montana) * =&gt; * Produits issus de l'agriculture biologique",
      ['en:rosemary', 'en:ginger'],
    ],
  ];
  it.each(CASES)('%s', (_code, text, expected) => {
    expect(readable(text)).toBe(true);
    for (const id of expected) expect(ids(parse(text).ingredients)).toContain(id);
  });
});

describe('continents are origins, with or without "de"', () => {
  // [code, text, ids read]
  const CASES: [string, string, string[]][] = [
    [
      '7614200112581',
      'miel (Amérique latine). Miel: certifié Fairtrade et cultivé par des producteurs Fairtrade. 100% du poids total.',
      ['en:honey'],
    ],
    [
      '7610807023244',
      "cynorrhodon (Amérique du Sud), fleurs d'hibiscus 45% (Afrique), Tous les ingrédients agricoles sont issus de l'agriculture biologique.",
      ['en:rose-hip', 'en:roselle-flower'],
    ],
    ['cocoa, Swiss French', "sucre, cacao (d'Afrique et d'Asie)", ['en:cocoa']],
  ];
  it.each(CASES)('%s', (_code, text, expected) => {
    expect(parse(text).unknown).toBe(0);
    for (const id of expected) expect(ids(parse(text).ingredients)).toContain(id);
  });
});

describe('numbers and lone letters name nothing', () => {
  it('reads "pâte de noisette 3" of a FoodRepo token list as hazelnut paste only (22016102)', () => {
    const p = parse(
      'yogourt, lait, protéines du lait, sucre 8, eau, pâte de noisette 3, amidon modifié de maïs cireux, jus de citron concentré',
    );
    // "3" once read as E967 (xylitol), a polyol the product does not hold.
    expect(p.ingredients[5]?.ids).toEqual(['en:hazelnut-paste']);
    expect(ids(p.ingredients)).not.toContain('en:e967');
  });
});

describe('a footnote that names an ingredient is evidence, not an ingredient', () => {
  it('keeps the milk of "**The equivalent of 426ml of fresh liquid milk …" (7622210252814)', () => {
    const p = parse(
      'sugar, cocoa butter, vegetable fats (palm, shea), cocoa mass, emulsifiers (E442, E476), flavourings. May contain nuts. **The equivalent of 426ml of fresh liquid milk in every 227g of milk chocolate.',
    );
    expect(p.ingredients.map((i) => i.text)).not.toContain(
      'The equivalent of 426ml of fresh liquid milk in every 227g of milk chocolate',
    );
    expect(p.allergens.flatMap((a) => a.ids)).toContain('en:milk');
  });
});
