// Custom intolerances follow the taxonomy's direction (DOMAIN.md): the item, its synonyms in every
// language and its descendants are red; a broader class that may contain it yellow; siblings and
// words that merely contain the user's word no match. Real label texts from shared/data.
import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';

type Case = [string, string, string, 'green' | 'yellow' | 'red', string, string | undefined];

// [product code, the user's word, ingredient text, colour, reason code, trigger as written]
const CASES: Case[] = [
  [
    '0016229004019', // Extrait de noix de coco (fr): noix de coco is coconut, not noix (walnut)
    'noix',
    'extrait de noix de coco (70%), eau, émulsifiant : E435',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '3277860003183', // Nougat de Montélimar (fr): almonds and pistachios are siblings of hazelnut
    'noisettes',
    "Sucre, AMANDES 28 %, miel 19 %, sirop de glucose, PISTACHES 2 %, pain azyme (fécule de pomme de terre, eau), albumine d'OEUF, arôme naturel de vanille.",
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '7610296001617', // Premium swiss chocolate (fr): the German word finds the French synonym; sibling traces say nothing
    'Haselnuss',
    "pâte de cacao, sucret beurre de cacao, noisettes, extrait de vanille. Peut contenir des traces d'amandes, pistaches, noix et produits laitiers. Cacao: 62 % minimum.",
    'red',
    'custom.contains',
    'noisettes',
  ],
  [
    '3017620422003', // Nutella (it): an Italian word on an Italian list
    'nocciole',
    'Zucchero, olio di palma, nocciole 13%, latte scremato in polvere 8,7%, cacao magro 7,4%, emulsionanti: lecitina di soia, vanillina',
    'red',
    'custom.contains',
    'nocciole',
  ],
  [
    '0000080135876', // Nutella (en): "nuts" may be hazelnuts
    'Haselnuss',
    'nuts, cocoa, milk powder',
    'yellow',
    'custom.may_contain',
    'nuts',
  ],
  [
    '7613269182528', // Panure (fr): traces of a broader class
    'noisettes',
    'Farine de blé dur, levure, sel de cuisine iodé, agent de traitement de la farine: acide ascorbique. Peut contenir sésame, soja, fruits à coque, œufs, lait.',
    'yellow',
    'custom.traces',
    'fruits à coque',
  ],
  [
    '0022000159335', // Altoids Peppermint (en): peppermint is not pepper
    'Pfeffer',
    'Sugar, Gum Arabic, Oil of Peppermint, Gelatin',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '7610352316204', // Nostranella (de): spices may hold pepper
    'Pfeffer',
    'Schweinefleisch, Speck, Nitritpökelsalz (Kochsalz Konservierungstoff: E250), Gewürze, Traubenzucker, Antioxidationsmittel: E301.',
    'yellow',
    'custom.may_contain',
    'Gewürze',
  ],
  [
    '7610352916183', // Salametti avec poivre Valle Maggia (de): the French word finds the German one
    'poivre',
    'Schweinefleisch, Speck, Nitritpökelsalz (Kochsalz, Konservierungsstoff: E250), Pfeffer Valle Maggia 0.3%, Traubenzucker, Antioxidationsmittel: E301, Gewürze.',
    'red',
    'custom.contains',
    'Pfeffer Valle Maggia',
  ],
  [
    '0037466030890', // Lindt Excellence Intense Mint (en): cocoa butter is not coconut
    'coconut',
    'Sugar, chocolate, cocoa butter, _milkfat_, _soya_ lecithin (emulsifier), peppermint oil, artificial flavoring',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '2000000085247', // Esselunga minestrone (it): Sellerie is sedano
    'Sellerie',
    'Ortaggi in proporzione variabile: patate*, carote*, pomodori*, fagioli borlotti*, cavolo verza*, porri*, zucchine*, fagiolini*, piselli*, sedano*, spinaci*, prezzemolo*, *Biologico, Può contenere tracce di soia',
    'red',
    'custom.contains',
    'sedano',
  ],
];

describe('custom words follow the taxonomy', () => {
  it.each(CASES)('%s: %s → %s', (_code, term, text, color, code, trigger) => {
    const e = testEngine();
    const profile = profileOf([], [term]);
    const v = e.judge({ ingredients_text: text }, profile, 'en');
    expect(v.per_intolerance.custom).toBe(color);
    const check = v.checks.find((c) => c.code === code);
    expect(check).toBeDefined();
    if (trigger) expect(check?.trigger).toBe(trigger);
    // The list colour from stored tokens agrees with the product page.
    const tokens = new Set(e.flagTokens(e.computeFlags({ ingredients_text: text })));
    const q = e.dietTokenQuery(profile);
    const listColor = q.red.some((t) => tokens.has(t))
      ? 'red'
      : q.yellow.some((t) => tokens.has(t))
        ? 'yellow'
        : 'green';
    expect(listColor).toBe(color);
  });

  it.each([
    ['groundnut', ['en:peanut'], []],
    ['Erdnuss', ['en:peanut'], ['en:hazelnut']],
    ['noix', ['en:walnut'], ['en:coconut', 'en:nutmeg']],
    ['Pfeffer', ['en:pepper'], ['en:peppermint']],
    ['Kokos', ['en:coconut'], ['en:cocoa-butter']],
    ['frutta a guscio', ['en:hazelnut', 'en:walnut'], ['en:coconut']],
  ])('resolves %s to the item, not to look-alikes', (term, must, mustNot) => {
    const ids = testEngine().resolveCustomTerms([term]);
    for (const id of must) expect(ids).toContain(id);
    for (const id of mustNot) expect(ids).not.toContain(id);
  });
});
