import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '#server/test/app.js';
import { findSubcategory } from './category-tree.js';
import { createCatalogueContext } from './import-catalogue.js';
import type { CatalogueContext } from './product-row.js';

// Names and ingredient lists are quoted from the default catalogue (CATALOG_DIR/products), with
// the barcode they come from.
describe('category mapping', () => {
  let ctx: CatalogueContext;
  beforeAll(() => {
    ctx = createCatalogueContext(testEnv().CATALOG_DIR);
  });
  const place = (names: string[], ingredients?: string, tags: string[] = []) => {
    const match = ctx.mapper({
      tags,
      names,
      ingredients: ingredients ? ctx.engine.parseIngredients(ingredients) : null,
    });
    return match ? findSubcategory(match.subcategoryId)?.en : null;
  };

  it('puts sausages, dried meat and gingerbread named after a cheese place where they belong', () => {
    // 7610311385104 (Lifyzer)
    const saucisson =
      'viande de porc, lard, sel nitrité pour saumure (sel de cuisine iodé, conservateur: E 250), épices, sucre, glucose, arôme naturel, conservateur: E 252, antioxydant: E 301, correcteur d’acidité: E 331.';
    expect(place(['Gruyeres Saucisson'], saucisson)).toBe('Cold cuts and sausages');
    expect(place(['Gruyeres Saucisson'])).toBe('Cold cuts and sausages');
    // 2130642003959, 7610162202728 (FoodRepo)
    expect(place(['Spécialité de Gruyères Trockenwurst La Josephine'])).toBe(
      'Cold cuts and sausages',
    );
    expect(place(['Bell - Cervelas mit Schweizer Käse und Speck'])).toBe('Cold cuts and sausages');
    // 7610095221001: the Lifyzer row's "ingredients" are an unreadable scan of the nutrition table.
    const scan =
      'jog enthalité*k ùntiennentk tt/graisses on gesâttigte 3âuren/dont Os ras saturés - hydrate/glucides ocker/dont sucres t ines';
    expect(place(['Appenzeller Bärli Biber'], scan)).toBe('Biscuits');
    // 7610029180848: Fleischkäse is "fromage d'Italie" in Romandie
    expect(place(["Fromage d'Italie"])).toBe('Meat and poultry');
  });

  it('still files a cheese named after its place as cheese', () => {
    expect(place(['Coop Le Gruyère Switzerland Mittelreif'])).toBe('Cheese');
    expect(place(['Emmentaler Switzerland Emmentaler Gotthelf'])).toBe('Cheese');
    // 76142253-style processed cheese: milk and rennet decide even without a cheese word
    expect(place(['CAPRICE des DIEUX Amuse Bouche'], 'lait, crème, sel, ferments, présure')).toBe(
      'Cheese',
    );
  });

  it("does not file a product as cheese when the ingredient list doesn't start with milk", () => {
    // 7610200341389 (FoodRepo list, joined as the import joins it)
    const platzli =
      'eau, farine de blé, fromage fondu, gruyère, eau, sels de fonte, e450 et e452, sel de cuisine, chapelure';
    expect(place(['M Classic Käse-Plätzli'], platzli)).not.toBe('Cheese');
  });

  it("prefers the product's own categories, then its ingredients, then its name", () => {
    // 76167034: OFF categories say biscuits although the name is a cheese's
    const tags = ['en:snacks', 'en:sweet-snacks', 'en:biscuits-and-cakes', 'en:biscuits'];
    expect(place(['Appenzeller'], undefined, tags)).toBe('Biscuits');
    // 7610008700807: no food word in the name; cocoa butter early in the list makes it chocolate
    const ragusa =
      'sucre, _noisettes_ (dont 11% entières), pâte de cacao, beurre de cacao, graisse de coco, poudre de _lait_ entier, farine de _soja_';
    expect(place(['Ragusa Classique'], ragusa)).toBe('Chocolate');
    // 4104420011670: a single ingredient names the food
    expect(place(['Alnatura Sonnen Blumen Kerne'], 'graines de tournesol')).toBe(
      'Nuts and dried fruit',
    );
  });

  it('reads names in all four languages and skips what a product is made with or lacks', () => {
    expect(place(['RIO mare Tonno'])).toBe('Fish and seafood');
    expect(place(['Sugo Arrabbiata'])).toBe('Sauces and condiments');
    expect(place(['Tresse au beurre'])).toBe('Bread');
    expect(place(['Onken Fat Free Yoghurt Blueberry & Elderberry 450G'])).toBe('Yogurt and quark');
    expect(place(['Sans Gluten Ni Lactose Cuisiné avec amour'])).toBeNull();
  });

  it('files a "Milch" or "lait" with the fat and sugar of chocolate as chocolate', () => {
    const place = (name: string, nutriments?: Record<string, number>) => {
      const match = ctx.mapper({ tags: [], names: [name], ingredients: null, nutriments });
      return match ? findSubcategory(match.subcategoryId)?.en : null;
    };
    // 7622210988768 Milka Schmunzelhase Alpenmilch (Lifyzer: 29 g fat, 58 g sugars per 100 g)
    const chocolate = { fat: 29, sugars: 58, carbohydrates: 59 };
    expect(place('Milka Schmunzelhase Alpenmilch 175G', chocolate)).toBe('Chocolate');
    expect(place('Milka Schmunzelhase Alpenmilch 175G')).toBe('Milk and cream');
    // Cream and sweetened condensed milk (typical values) stay milk: each is below one bound.
    expect(place('Vollrahm', { fat: 35, sugars: 3 })).toBe('Milk and cream');
    expect(place('Kondensmilch gezuckert', { fat: 8, sugars: 55 })).toBe('Milk and cream');
  });

  // Names, quantities and nutrition (per 100 g) as the default catalogue has them, with barcodes.
  const placeWith = (name: string, quantity?: string, nutriments?: Record<string, number>) => {
    const match = ctx.mapper({ tags: [], names: [name], ingredients: null, nutriments, quantity });
    return match ? findSubcategory(match.subcategoryId)?.en : null;
  };

  it.each([
    // 5038862134415: a juice sold by volume is a juice, not fruit
    ['Innocent Direktsaft Apfel & Mango', '330 ml', { fat: 0, sugars: 9 }, 'Juices'],
    // 3608580791539: a jam (58 g sugar) named only after its fruits is not fresh fruit
    ['Bonne Maman aprikosen und Himbeeren', '370 g', { fat: 0.1, sugars: 58 }, null],
    // 3073780818520: a cream cheese spread with horseradish (29.5 g fat) is not a vegetable
    ['Cantadou Meerrettich', '125 g', { fat: 29.5, sugars: 3 }, null],
    // 7613312095140: an avocado has fat but little sugar: still fruit
    ['Avocat', '250 g', { fat: 20, sugars: 1 }, 'Fruit'],
  ])('files %s (%s) by what its quantity and nutrition say', (name, quantity, n, expected) => {
    expect(placeWith(name, quantity, n)).toBe(expected);
  });

  it.each([
    // a brand of one kind decides over the food its name names (the flavour of a baby's meal)
    ['Naturnes Manzana Organica', 'Baby food'], // 7613030264262
    ['NaturNes Carottes', 'Baby food'], // 7613031477999
    ['Philadelphia Kräuter', 'Cheese'], // 4000339335428
    ['Nestea Lemon', 'Soft drinks and syrups'], // 5449000012913
    // a brand of mostly one kind decides when the name names no food, or a flavour
    ['Oreo Original', 'Biscuits'], // 7622210158789
    ['Milka Löffel Ei Haselnuss', 'Chocolate'], // 7622210105714
    // ... and gives way to another food its name names
    ['Milka Mini Muffins', 'Pastries and cakes'], // 7622210174345
    // pet food has no place in the shopper's tree
    ['Felix Аппетитные кусочки с курицей в желе', null], // 7613032720995
    ['Purina Gourmet Perle', null],
  ])('files %s by its brand', (name, expected) => {
    expect(placeWith(name)).toBe(expected);
  });

  // Names as the default catalogue has them, with the field they come from ('de', 'fr', 'en',
  // 'it', or none: OFF's product_name without a language) and the barcode.
  it.each([
    // English and German put the head noun last
    ['Walkers Pure Butter Shortbread Triangles', 'de', 'Biscuits'], // 0039047001312 (was Butter)
    ['Rotwein Sauce', 'de', 'Sauces and condiments'], // 7611100436991 (was wine)
    ['milfina Rahm Joghurt Stracciatella', 'de', 'Yogurt and quark'], // 24033626 (was cream)
    ['Gluten Free 100% Natural Neats Rice Crackers Sea Salt', 'en', 'Crackers and crispbread'], // 0702811554573
    // ... and so does a name without a language whose food words are all English ones
    ['Oreo Original Sandwich Biscuits', undefined, 'Biscuits'], // 7622210317667 (was a sandwich)
    // French and Italian put it first, and so do names without a language that are French or Italian
    ['Poulet sauce au curry', 'fr', 'Meat and poultry'], // 7610829017511
    ['Lapin en chocolat', 'fr', 'Chocolate'], // 7613331489371
    ['sandwich thon', undefined, 'Salads and sandwiches'], // 7640146949196
    ['Pizza Salame', undefined, 'Pizza and quiche'], // 7613269224051
    // what it is packed in or goes with, and its flavour, are not what it is
    ['Ganze Sardellen in olivenöl', 'de', 'Fish and seafood'], // 8410032004976
    ['Sauce zu Geflügel', 'de', 'Sauces and condiments'], // 7613035509306
    ['Oreo Strawberry Cheescake flavour', undefined, 'Biscuits'], // 7622210633354 (was cake)
    ['MilcoYoghourt Snasseff Mocca', undefined, 'Yogurt and quark'], // 76410383 (was coffee)
    ['Cadbury Break Bar Chocolate 130G', 'en', 'Chocolate'], // 7622210775467 (bar: a fish in French)
  ])('files %s (%s) by the head noun of its name', (text, lang, expected) => {
    const match = ctx.mapper({
      tags: [],
      names: [lang ? { text, lang } : { text }],
      ingredients: null,
    });
    expect(match ? findSubcategory(match.subcategoryId)?.en : null).toBe(expected);
  });
});
