// Free-from claims, qualifiers and content statements as read from real packs in ../shared/data
// (Open Food Facts, ODbL; FoodRepo, CC BY 4.0), quoted as found; the product code is in a comment.
import { describe, expect, it } from 'vitest';
import { testEngine } from '../node/testing';
import type { ClaimTopic } from './claim-types';
import type { ProductInput } from '../types';
import type { ParsedIngredient } from '../parse/parsed-types';

const topics = (product: ProductInput, source?: string) =>
  [
    ...new Set(
      testEngine()
        .readClaims(product)
        .freeFrom.filter((c) => !source || c.source === source)
        .map((c) => c.topic),
    ),
  ].sort();

describe('free-from claims in the product name', () => {
  const NAMES: [string, ClaimTopic[]][] = [
    ['MIGROS : AHA : Milch halbentrahmt laktosefrei', ['lactose']], // 7610200380265 (de)
    ['MIGROS Halbrahm Laktosefrei', ['lactose']], // 7613269402299
    ['Magerquark, Free From Laktosefrei', ['lactose']], // 7610818170104
    ['Migros Laktosefreie ilchschokolade', ['lactose']], // 7613312051443 (OCR "ilch")
    ['KLASSISCH DOPPELRANMSTUFE Laktosefreï', ['lactose']], // 7622210230416 (OCR "ï")
    ['Yaourt Nature Sans Lactose', ['lactose']], // fr, OFF swiss extract
    ['Philadelphia senza lattosio', ['lactose']], // 7622210995483 (it)
    ['Fruity & Creamy lactose free', ['lactose']], // 7613035765825 (en)
    ['Nestlé Buitoni Pizzateig Ohne Gluten', ['gluten']], // 7613035402485 (de)
    ['Schär : Gluten Free : Croissant : la française', ['gluten']], // 8008698006696 (en)
    ['Freeform French sauce à salade sans lactose, sans gluten', ['gluten', 'lactose']], // 7610849009978
    // A claim about something else says nothing about lactose or gluten.
    ['Halter Bonbons Sans Sucre Menthe', []], // 7610114030362
    ['Alnatura Getränk auf Dinkelbasis ungesüßt Laktosefrei', ['lactose']], // 4104420094963
  ];
  it.each(NAMES)('%s → %j', (name, expected) => {
    expect(topics({ product_name: name }, 'name')).toEqual(expected);
  });
});

describe('free-from claims standing alone in the ingredient text', () => {
  const TEXTS: [string, string, ClaimTopic[]][] = [
    // 7610200380265: the pack's own "without lactose" must not read as lactose (issue 12).
    ['fr', 'Lait demi-écrémé, 1,5% de matière grasse, sans lactose', ['lactose']],
    // 3017620420047 Nutella (de).
    [
      'de',
      'Zucker, Palmöl, Haselnüsse 13% (Nüsse), Milch (Magermilchpulver) 8,7%, fettarmer Kakao 7,4%, Emulgatoren: Lecithine [Soja], Vanillin. glutenfrei.',
      ['gluten'],
    ],
    // 20849290 Magnesio (it).
    [
      'it',
      'Ossido di magnesio; agente di carica: cellulosa microcristali - na; agenti antiagglomeranti: mono-e digliceridí degli biossido di silicio, acidi grassi, sali di magnesio degli acidi grassi, polívinilpolipirroli - done. SENZA GLUTINE. NATURALMENTE PRIVO DI LATTOSIO.',
      ['gluten', 'lactose'],
    ],
    // 8007735002004 Yogurt ai Frutti di Bosco (it).
    [
      'it',
      '_yogurt_ intero con fermenti lattici, preparato ai frutti di bosco (frutti di bosco 8% sul totale (mirtilli neri, more, succo concentrato di ribes neri, succo concentrato di sambuco, succo concentrato di lamponi, fragole), zucchero, sciroppo di glucosio-fruttosio, amido modificato di mais, aroma).   Senza glutine.',
      ['gluten'],
    ],
    // 7640175280130 Bruno's Salatsauce: the claims survive although the rest is a nutrition table.
    [
      'de',
      'Gluten-und laktosefrei Sans gluten ni lactose 100ml enthalten/contiennent: 1640 kJ/ 392 kcal 42,56g Energiewert valeur énergétique Fett/lipides davon gesättigte Fettsäuren dont acides gras satures Kohlenhydrate I glucides davon Zucker / dont sucre Eiweiss /protéines Salz /sel 4,58g 0,44g 0,26 g 1,54 g 1,68 g Verlau',
      ['gluten', 'lactose'],
    ],
    // 7611700040017 Fondue Gerber: "Sans lactose" after the list, "Contient du lait" is an allergen note.
    [
      'fr',
      "Fromage suisse (fromage à pâle dure et mi-dure, Emmentaler AOP, Gruyère AOP), vin blanc, eau, amidon, Kirsch, sel de cuisine, sel de fonte ? (E339), stabilisateur (farine de graines de caroube) épices. Pasteurisée. Contient du lait Contient de l'alcool. Sans adjonction de conservateurs. Sans lactose, Conseil pour l'entreposage: de préférence dans le frigo ou au congélateur. ? Hergestellt in der Schweiz. Produit suisse",
      ['lactose'],
    ],
    // 0793573071330: "gluten-free oats" qualifies the oats, it is no claim about the product.
    [
      'en',
      'Cashewmilk (filtered water, cashews), almondmilk (filtered water, almonds), coconut water, coconut, oatmilk (filtered water, gluten-free oats), dates, cacao, vanilla, sea salt',
      [],
    ],
  ];
  it.each(TEXTS)('%s: %s', (_lang, text, expected) => {
    expect(topics({ ingredients_text: text }, 'ingredients')).toEqual(expected);
    const parsed = testEngine().parseIngredients(text);
    const names = JSON.stringify(parsed.ingredients);
    expect(names).not.toMatch(/sans lactose|glutenfrei|senza glutine|privo di lattosio/i);
  });
});

describe('qualifiers attached to one ingredient', () => {
  const QUALIFIED: [string, string, string, ClaimTopic][] = [
    // 7613404132449 Oh! HIGH protein drink (de).
    [
      'Zutaten: Magermilch (CH) (laktosefrei), Milchprotein (laktose frei), Himbeersaft aus Konzentrat 1,6%',
      'Magermilch',
      'en:skimmed-milk',
      'lactose',
    ],
    // 7613312051443 Migros Laktosefreie Milchschokolade (fr).
    [
      'sucre, beurre de cacao, lait écrémé en poudre exempte de lactose, pâte de cacao, beurre fondu, émulsifiant: lécithine de tournesol, arôme. Cacao: 37 % minimum dans le chocolat',
      'lait écrémé en poudre',
      'en:skimmed-milk-powder',
      'lactose',
    ],
    // 7613269402299 MIGROS Halbrahm Laktosefrei (fr).
    [
      'Demi-crème sans lactose, stabilisant : E327, épaississant : E407.',
      'Demi-crème',
      'en:cream',
      'lactose',
    ],
    // 7640143485956 ok.- ice coffee zero (de).
    [
      '82% teilentrahmte laktosefreie Milch (1.5% Fett im Milchanteil), 18% Arabica-Kaffee',
      'teilentrahmte Milch',
      'en:milk',
      'lactose',
    ],
    // 8002670163414 Senza lattosio parzialmente scremato litro (it).
    [
      'Latte parzialmente scremato senza lattosio,',
      'Latte parzialmente scremato',
      'en:semi-skimmed-milk',
      'lactose',
    ],
    // 8001300652168 Robiolino (it): lactase-treated milk.
    [
      'latte pastorizzato delattosato, crema di latte deattosata, fermenti lattici vivi, sale.',
      'latte pastorizzato',
      'en:pasteurised-milk',
      'lactose',
    ],
    // 0793573071330 Nuts and Chocolate Milk (en).
    [
      'Cashewmilk (filtered water, cashews), almondmilk (filtered water, almonds), coconut water, coconut, oatmilk (filtered water, gluten-free oats), dates, cacao, vanilla, sea salt',
      'oats',
      'en:oat',
      'gluten',
    ],
    // 7613269494645 Joghurt Crunchy (fr).
    [
      "Yogourt sans lactose (lait, proteines du lait), mélange flocons d'avoine sans gluten (flocons d'avoine 7,6%, sucre, farine de riz, sirop de riz, graisse de palme, arôme, sel de cuisine), sucre 3,4%, épaississant: E407.",
      "mélange flocons d'avoine",
      'en:oat',
      'gluten',
    ],
    // 8008698006696 Schär Croissant (fr, FoodRepo): Codex wheat starch.
    [
      'amidon de blé sans gluten, eau, margarine végétale, graisses et huiles végétales, palme, palmiste',
      'amidon de blé',
      'en:wheat-starch',
      'gluten',
    ],
  ];
  const find = (nodes: readonly ParsedIngredient[], text: string): ParsedIngredient | undefined => {
    for (const n of nodes) {
      if (n.text === text) return n;
      const inner = find(n.children, text);
      if (inner) return inner;
    }
    return undefined;
  };
  it.each(QUALIFIED)('%s → %s', (text, name, id, topic) => {
    const parsed = testEngine().parseIngredients(text);
    const node = find(parsed.ingredients, name);
    expect(node?.freeFrom).toContain(topic);
    expect(testEngine().computeFlags({ ingredients_text: text }).ingredientIds).toContain(id);
    expect(parsed.claims).toEqual([]);
  });
});

describe('content statements', () => {
  // [text, stated bounds in g/100 g, whether the text names no lactose ingredient]
  const STATEMENTS: [string, number[], boolean][] = [
    // 7613036136495 Sorbet Citron (de), with the HTML entity of the export.
    [
      'Sio 10 Zutaten: Wasser, Zucker, Zitronensaft aus Fruchtsaft- konzentrat 16.1%, Glucosesirup, Stabilisator (Pektin. jobannisbrotkernmehl), färbende Frucht- und Pflanzenkonzentrate (zitrone, Färbardistel), natürliches Zitronenaroma mit anderen anderen natürlichen Aromen. Kann Nüsse und Milch enthalten. Laktosefrei-Restlaktosegehalt: &lt; 0,1%',
      [0.1],
      true,
    ],
    // 7611700004101 Tranches Sandwich Gerber (de/fr/it, OCR).
    [
      'laktosegehalt unter 0.1 g/100g I Teneur en lactose sous 0.1 g/l oog I Tenore di lattosio meno di 0.1g/f00yZ* Nach dem Ôffnen im Kühlschrank aufbewahren.',
      [0.1, 0.1, 0.1],
      true,
    ],
    // 8009310001679 Latte senza lattosio (it).
    [
      'Latteria parzialmente scremato UHT a lunga conservazione senza lattosio (inferiore allo 0.1%).',
      [0.1],
      true,
    ],
    // 4056489246435 Kefir (it); OCR turned "SENZA LATTOSIO" into "NGA LATTOSIO", which stays a word.
    [
      'senza lattosio e senza lieviti aggiut atte parzialmente scremato, fermenti e prima del consumo. Confezionato in atnode NGA LATTOSIO (lattosio &lt;0,01 g/100 g).',
      [0.01],
      false,
    ],
  ];
  it.each(STATEMENTS)('%s', (text, bounds, noLactose) => {
    const parsed = testEngine().parseIngredients(text);
    expect(parsed.statements.map((s) => s.maxGramsPer100g)).toEqual(bounds);
    expect(parsed.statements.every((s) => s.topic === 'lactose')).toBe(true);
    // A statement is never an ingredient: no lactose is read from it.
    const flags = testEngine().computeFlags({ ingredients_text: text });
    if (noLactose) expect(flags.ingredientIds).not.toContain('en:lactose');
  });
});

describe('free-from label tags', () => {
  const LABELS: [string[], ClaimTopic[]][] = [
    [
      ['en:gluten-free', 'en:no-lactose', 'en:no-preservatives'],
      ['gluten', 'lactose'],
    ], // 7622210831903
    [['en:no-gluten', 'en:crossed-grain-trademark', 'en:dzg-gluten-free'], ['gluten']], // 3560071041847
    [['it:latte-uht-microfiltrato-parzialmente-scremato-senza-lattosio-100-italiano'], ['lactose']], // 8001120831965
    [['en:no-added-sugar', 'en:contains-gluten'], []],
    // Tags are free text from the data: one named like a built-in object key claims nothing.
    [['constructor', 'toString', '__proto__'], []],
  ];
  it.each(LABELS)('%j → %j', (labels, expected) => {
    expect(topics({ labels_tags: labels }, 'label')).toEqual(expected);
  });
});
