// Real labels whose printing or OCR glued items together or misspelt a word: each row quotes the
// text as found in ../shared/data and says what a careful reader takes from it.
import { describe, expect, it } from 'vitest';
import type { ParsedIngredient } from './parsed-types';
import { judgeText, testEngine } from '../node/testing';
import { isReadable } from './readability';

const flatten = (nodes: readonly ParsedIngredient[]): ParsedIngredient[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

const read = (text: string, lang: 'en' | 'fr') =>
  flatten(testEngine().parseIngredients(text, lang).ingredients);

describe('glued items and misprints on real packs', () => {
  it.each([
    {
      code: '7622300555962 Belvita Honey: bare shares glue items',
      lang: 'en' as const,
      text: 'Cereals 62.5% [wheat flour 41.9 wholegrain cereals 20.6% (oat flakes 12.5 wholegrain wheat flour 3.2 wholegrain barley flour 2.7 wholegrain spelt flour 1.1 wholegrain rye flour 1.1%)], sugar, rapeseed oil, chocolate chips 3.1 % tsugar, cocoa paste, cocoa butter, emulsifier (soya lecithin)l, hazelnuts 2.5 honey 2.1 raising agents (sodium hydrogen carbonate, ammonium hydrogen flavourings, minerals (magnesium carbonate), carbonate, elemental iron), salt',
      item: 'wheat flour',
      id: 'en:wheat-flour',
      percent: 41.9,
    },
    {
      code: '7622300555962 Belvita Honey: honey after hazelnuts',
      lang: 'en' as const,
      text: 'sugar, hazelnuts 2.5 honey 2.1 raising agents (sodium hydrogen carbonate), salt',
      item: 'honey',
      id: 'en:honey',
      percent: 2.1,
    },
    {
      code: '7617014167396 Cortado capsules: "@@@@" before the first item',
      lang: 'fr' as const,
      text: "@@@@Lait entier en poudre avec café soluble pour le système Dolce Lait entier en poudre (UE), café soluble (37%), émulsifiant: lécithine de tournesol. * Cette marque est la propriété de tiers qui n'ont aucune relation avec Delica AG.",
      item: 'Lait entier en poudre avec café soluble pour le système Dolce Lait entier en poudre',
      id: 'en:whole-milk-powder',
    },
    {
      code: '7622210655844 Oeufs chocolat: OCR "LAT" for LAIT',
      lang: 'fr' as const,
      text: 'Sucre,praliné 15% (sucre, AMANDES 31 % NOISETTES 19% beurre de cacao poudre de LAT écrémé pât poudre (de LAIT), BEURRE concentré, farine de BLÉ',
      item: 'AMANDES NOISETTES 19% beurre de cacao poudre de LAT écrémé pât poudre',
      id: 'en:milk',
    },
    {
      code: '7610900114115 Quark Crème Fraise: "Géré gras"',
      lang: 'fr' as const,
      text: 'Géré gras, sucre, fraises 10%, amidon modifié, extrait de vanille',
      item: 'Géré gras',
      id: 'en:quark',
    },
    {
      code: '7617027937559 Bio Kaffeerahm: "cème à café"',
      lang: 'fr' as const,
      text: 'cème à café bio avec  de matière grasse, uht, homogénéisée, de production biologique suisse',
      item: 'cème à café bio avec de matière grasse',
      id: 'en:coffee-cream',
    },
    {
      code: '7613031224159 Maggi IDEE Pasta-Gratin: "protéines de bleé"',
      lang: 'fr' as const,
      text: 'extrait de paprika, protéines de bleé, arômes, poivre blanc',
      item: 'protéines de bleé',
      id: 'en:wheat',
    },
    {
      code: '7613269187257 Soft Milch & Erdbeer: "products laitiers"',
      lang: 'fr' as const,
      text: 'products laitiers en poudre 12%, sucre',
      item: 'products laitiers en poudre',
      id: 'en:dairy',
    },
    {
      code: '7610200371133 Elsa Caramel Flan: "Lati écrémé"',
      lang: 'fr' as const,
      text: 'Lati écrémé, sucre, sucre caramélisé 5,5%, créme, sirop de glucose, amidon de maïs, épaississants: E407 et farine de graines de caroube, lait écrémé en poudre, protéines du lait, émulsifiant: E471, colorant: béta-carotène, vanilline, arômes, stabilisant: E509.',
      item: 'Lati écrémé',
      id: 'en:skimmed-milk',
    },
    {
      code: '7616500656109 Frey Chocolat au lait: "lati entier en poudre"',
      lang: 'fr' as const,
      text: "sucre, beurre de cacao, lati entier en poudre, pâte de cacao, émulsifiant: lécithine de soja, arôme. Peut contenir des noisettes, des amandes et traces d'autres fruits à coque (noix). Cacao 33% minimum",
      item: 'lati entier en poudre',
      id: 'en:whole-milk-powder',
    },
  ])('$code', ({ lang, text, item, id, percent }) => {
    const node = read(text, lang).find((n) => n.text === item);
    expect(node?.ids).toContain(id);
    if (percent !== undefined) expect(node?.percent).toBe(percent);
  });

  it.each([
    ['pasta de almendras', 'en:almond-paste'],
    ['pasta de avellanas', 'en:hazelnut-paste'],
    ['pasta de cacau', 'en:cocoa-paste'],
    ['pasta de avelas', 'en:hazelnut-paste'],
    ['mandlová pasta', 'en:almond-paste'],
  ])('7622200008001 (es/pt/cs): "%s" is a paste, not pasta', (item, id) => {
    const text =
      'Azúcar, grasa de palma, manteca de cacao, pasta de cacao, trozos de almendra, leche desnatada en polvo, suero de leche en polvo, grasa de leche, pasta de almendras (2%), cacao en polvo, emulgentes (lecitina de soja, ES lecitina de girasol), pasta de avellanas, aromas. pasta de cacau, pasta de avelas, mandlová pasta (2 %)';
    const node = read(text, 'fr').find((n) => n.text === item);
    expect(node?.ids).toEqual([id]);
  });
});

describe('a flan made of skimmed milk', () => {
  it('7610200371133 Elsa Caramel Flan: "Lati écrémé" first is milk first, red for lactose', () => {
    const { color, codes, triggers } = judgeText(
      'Lati écrémé, sucre, sucre caramélisé 5,5%, créme, sirop de glucose, amidon de maïs, épaississants: E407 et farine de graines de caroube, lait écrémé en poudre, protéines du lait, émulsifiant: E471, colorant: béta-carotène, vanilline, arômes, stabilisant: E509.',
      'lactose',
      {},
      'en',
    );
    expect(color).toBe('red');
    expect(codes[triggers.indexOf('Lati écrémé')]).toBe('lactose.contains_milk');
  });
});

describe('a title before a list in a language we do not read', () => {
  it('7622210646712 Galletas Oreo: the Spanish list is read (not enough data), not the title', () => {
    const p = testEngine().parseIngredients(
      '@GALLETAS DE CACAO RELLENAS DE CREMA (32,5 0%) SABOR VAINILLA. Ingredientes: Azücar, harina de TRIGO, grasa de palma, cacao desgrasado en polvo 4,3 %, almidén de TRIGO, jarabe de glucosa y fructosa, gasificantes (carbonato acido de potasio, carbonato écido de amonio, carbonato acido de sodio), sal, emulgente (lecitina de SOJA), (vainillina). PUEDE CONTENER LECHE. Conservar en lugar fresco y seco.',
    );
    expect(p.ingredients.map((i) => i.text)).not.toContain(
      'GALLETAS DE CACAO RELLENAS DE CREMA SABOR VAINILLA',
    );
    expect(isReadable(p)).toBe(false);
  });
});
