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
    expect(text('fr')).toContain('L’emballage indique « laktosefrei »');
  });
});
