// Free-from claims on the pack (DOMAIN.md): never red for their own intolerance, green unless the
// list contradicts them, nothing for another intolerance. Real products from shared/data: name,
// ingredient text and labels quoted as found.
import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';
import type { Intolerance, ProductInput } from '../types';

type Case = [
  string,
  ProductInput,
  Intolerance,
  'green' | 'yellow' | 'red',
  string,
  string | undefined,
];

// [product code, product, intolerance, colour, reason code, trigger as written]
const CASES: Case[] = [
  [
    '7610200380265', // AHA Milch (name: FoodRepo 2018, list: OFF 2019): the pack's "sans lactose" is a claim, not lactose
    {
      product_name: 'MIGROS : AHA : Milch halbentrahmt laktosefrei',
      ingredients_text: 'Lait demi-écrémé, 1,5% de matière grasse, sans lactose',
    },
    'lactose',
    'green',
    'lactose.label_free',
    'laktosefrei',
  ],
  [
    '7613269402299', // Halbrahm (name: FoodRepo 2018, list: OFF 2019)
    {
      product_name: 'MIGROS Halbrahm Laktosefrei',
      ingredients_text: 'Demi-crème sans lactose, stabilisant : E327, épaississant : E407.',
    },
    'lactose',
    'green',
    'lactose.label_free',
    'Laktosefrei',
  ],
  [
    '7610818170104', // Magerquark Free From (OFF 2019)
    {
      product_name: 'Magerquark, Free From Laktosefrei',
      ingredients_text: 'séré maigre au lait écrémé pasteurisé (Suisse)',
    },
    'lactose',
    'green',
    'lactose.label_free',
    'Laktosefrei',
  ],
  [
    '8002670163414', // Italian name and qualifier
    {
      product_name: 'Senza lattosio parzialmente scremato litro',
      ingredients_text: 'Latte parzialmente scremato senza lattosio,',
    },
    'lactose',
    'green',
    'lactose.label_free',
    'Senza lattosio',
  ],
  [
    '7622210831903', // Benessere senza lattosio (en list, it name, en:no-lactose label)
    {
      product_name: 'Benessere senza lattosio',
      ingredients_text:
        'pasteurised milk, milk cream , salt, adddensanti (carob seed flour, carrageenan), milk and milk cream has been cleaved into galactose and glucose,',
      labels_tags: ['en:gluten-free', 'en:no-lactose', 'en:no-preservatives'],
    },
    'lactose',
    'green',
    'lactose.label_free',
    'senza lattosio',
  ],
  [
    '7611700004101', // Tranches Sandwich Gerber: a content statement alone (de/fr/it)
    {
      product_name: 'Tranches Sandwich Gerber 200 G, 1 Pièce',
      ingredients_text:
        'laktosegehalt unter 0.1 g/100g I Teneur en lactose sous 0.1 g/l oog I Tenore di lattosio meno di 0.1g/f00yZ* Nach dem Ôffnen im Kühlschrank aufbewahren. I Tenir au frigo une fois le paquet entamé. I Una v-o{ta aperta mantenere la confezione in frigorifero. I Unter Schutzatmosphâre verpackt. I Conditionné Sous atmosphère pherrotectrice. I Condizipnèto in atmosfera protettiva.',
    },
    'lactose',
    'green',
    'lactose.statement',
    undefined,
  ],
  [
    '7613036136495', // Sorbet Citron: claim and "Restlaktosegehalt: < 0,1%"
    {
      product_name: 'Sorbet Citron',
      ingredients_text:
        'Sio 10 Zutaten: Wasser, Zucker, Zitronensaft aus Fruchtsaft- konzentrat 16.1%, Glucosesirup, Stabilisator (Pektin. jobannisbrotkernmehl), färbende Frucht- und Pflanzenkonzentrate (zitrone, Färbardistel), natürliches Zitronenaroma mit anderen anderen natürlichen Aromen. Kann Nüsse und Milch enthalten. Laktosefrei-Restlaktosegehalt: &lt; 0,1%',
    },
    'lactose',
    'green',
    'lactose.label_free',
    'Laktosefrei',
  ],
  [
    '8003340030975', // Noccior (it): a gluten-free label says nothing about lactose
    {
      product_name: 'Noccior bigusto latte fondente',
      ingredients_text:
        "Zucchero, ';Nocciola Piemonte IGP'; (25%), burro di cacao, pasta di cacao, latte intero in polvere, latte scremato in polvere, lattosio, burro anidro, emulsionante (lecitina di soia), estratto di malto d'orzo, aromi, bacche di vaniglia",
      labels_tags: ['en:no-gluten', 'en:pgi'],
    },
    'lactose',
    'red',
    'lactose.contains_lactose',
    'lattosio',
  ],
  [
    '8003340030975', // Noccior (it): gluten-free label, but barley malt extract
    {
      product_name: 'Noccior bigusto latte fondente',
      ingredients_text:
        "Zucchero, ';Nocciola Piemonte IGP'; (25%), burro di cacao, pasta di cacao, latte intero in polvere, latte scremato in polvere, lattosio, burro anidro, emulsionante (lecitina di soia), estratto di malto d'orzo, aromi, bacche di vaniglia",
      labels_tags: ['en:no-gluten', 'en:pgi'],
    },
    'gluten',
    'yellow',
    'gluten.label_conflict',
    "estratto di malto d'orzo",
  ],
  [
    '0713210010317', // Basic Power Granola (en): "Gluten free rolled oats"
    {
      product_name: 'Basic Power Granola',
      ingredients_text:
        'Gluten free rolled oats, seed (pumpkin seeds, sunflower seeds, flax seeds), bio-fermented raw rice protein, hemp protein, maltitol, dehydrated fenugreek and tamarind powder, ancient grain (quinoa, amaranth, millet), turmeric, olive oil, natural vanilla.',
    },
    'gluten',
    'green',
    'gluten.oats_certified',
    'rolled oats',
  ],
  [
    '7616600708937', // Aha yogurt (fr name only): the qualifier of the yogurt clears its parts
    {
      product_name: 'Migros Joghurt Erdbeere',
      product_name_fr: 'Yaourt sans Lactose Fraise Aha!',
      ingredients_text_fr:
        'yogourt sucré sans lactose (lait, protéines du lait), sucre 10,4%, fraise 7%, amidon modifié de tapioca, extraits végétaux colorants, arôme, jus de citron concentré.',
    },
    'lactose',
    'green',
    'lactose.label_free',
    'sans Lactose',
  ],
  [
    '7622210230416', // Doppelrahm (de name with a stray diaeresis): a claim with added lactose is a conflict, not red
    {
      product_name: 'KLASSISCH DOPPELRANMSTUFE Laktosefreï',
      ingredients_text:
        'Lait entier, crème, sel de cuisine, épaississants (farine de graines de caroube, carraghénanes), lactose.',
    },
    'lactose',
    'yellow',
    'lactose.label_conflict',
    'lactose',
  ],
  [
    '7613269320586', // Fondue Gruyère (fr): "(naturellement sans lactose)" qualifies the cheese
    {
      product_name: 'Fondue Gruyère',
      ingredients_text_fr:
        'Ruyère (fromage) 52% (naturellement sans lactose), vin blanc, eau, fécule de pommes de terre, kirsch, sel de cuisine, sel de fonte: E 339, épices, stabilisant: farine de graines de',
    },
    'lactose',
    'green',
    'lactose.lactose_free_ingredient',
    'fromage',
  ],
  [
    // Chiefs Caramel Macchiato (fr, OCR): "SOn sans lactose avec de lait…" is "Boisson sans lactose":
    // the first item restates the product (a milk drink), so its claim is the product's (issue 27
    // point 3), however barely legible the rest.
    '7640151710750',
    {
      product_name: 'Chiefs : Coffee County : Milk Protein : Caramel Macchiato',
      ingredients_text_fr:
        "SOn sans lactose avec de lait partiellement écrémé (sans la mebere grasse dans la partie lactique 22%) avec proelie s, Gout de café avec arôme caramel. UHT.Ingredlents ate cafe (eau, extrait de café Arabica', arômes naturels), 40%lai pa 2h isolat de protéine lactique, stabilisant: cellulose edit: citrate de sodium; édulcorants: acésulfame K Sucralose sa evee en cafeine (17 mg/100 ml). Déconseille aux e enceintes ou allaitantes. sena Lott ta scremato (se",
    },
    'lactose',
    'green',
    'lactose.label_free',
    undefined,
  ],
  [
    '7613034642240', // Pizza Fiesta 3 Formaggi (fr): cheese shares stated with "*" after the %
    {
      product_name: 'Pizza Fiesta 3 Formaggi',
      ingredients_text_fr:
        "Pâte (54 %): farine de _blé_, eau, huile de tournesol, levain de _seigle_ et de _blé_ (_soja_), levure boulangère, sucre, chapelure (_blé_), sel, poudres lever (diphosphate disodique, bicarbonate de sodium). Garniture (46 %): _fromages_ (29,8 %)* (_mozzarella_ (10 %)*, _édam_ (10 %), _emmental_ (9,8 %)*), purée de tomates (8 %)*, sucre, amidon modifié de pomme de terre, basilic (0,2 %), sel, extraits d'épices (cumin, poivre), poudre de chili, extrait d'ail. *% rapportés au produit fini.",
    },
    'lactose',
    'green',
    'lactose.small_amount',
    'mozzarella',
  ],
];

describe('claims on the pack', () => {
  it.each(CASES)('%s %s → %s %s', (_code, product, intolerance, color, code, trigger) => {
    const v = testEngine().judge(product, profileOf([intolerance]), 'en');
    expect(v.per_intolerance[intolerance]).toBe(color);
    const check = v.checks.find((c) => c.code === code);
    expect(check).toBeDefined();
    if (trigger) expect(check?.trigger).toBe(trigger);
  });

  it('quotes the claim as printed, in each language', () => {
    const [, product] = CASES[0] as Case;
    const text = (lang: 'de' | 'fr') =>
      testEngine()
        .judge(product, profileOf(['lactose']), lang)
        .checks.find((c) => c.code === 'lactose.label_free')?.text;
    expect(text('de')).toBe(
      'Die Packung sagt «laktosefrei»: von Gesetzes wegen unter 0,1 g Laktose pro 100 g.',
    );
    expect(text('fr')).toContain('L’emballage indique «\u00a0laktosefrei\u00a0»');
  });
});
