import { describe, expect, it } from 'vitest';
import { findContradictions, type NamedProduct } from './contradictions.js';

// Real names of the default catalogue (barcode in the comment), judged green or red by the engine.
const named = (
  names: string[],
  labels: string[] = [],
  categories: string[] = [],
  ingredients: string[] = [],
): NamedProduct => ({
  names,
  ingredient_texts: ingredients,
  labels_tags: labels,
  categories_tags: categories,
});
const green = { lactose: 'green', gluten: 'green' } as const;
const red = { lactose: 'red', gluten: 'red' } as const;

describe('name-vs-verdict contradictions', () => {
  it.each([
    // German compounds name their food at either end.
    ['7616500658837', ['Milchschokolade Mandel'], 'milchschokolade'],
    ['7622210989260', ['Weihnachtsmann Alpenmilch'], 'alpenmilch'],
    ['8712100410208', ['Knorr - Sauce Töpfli für Rahmsauce'], 'rahmsauce'],
    ['7617027848602', ['Eclair Käsekuchen'], 'kasekuchen'],
    ['7610029161687', ['Joghurt, Nature 1,5% Fett'], 'joghurt'],
    // Whole words in French, Italian, English.
    ['7610807244182', ['Lait entier de la Gruyère'], 'lait'],
    ['7617027115001', ['Tortelloni al formaggio'], 'formaggio'],
    ['7622210252814', ['Dairy Milk Snowman chocolate mousse 30G'], 'milk'],
  ])('%s %j green for lactose is a contradiction (%s)', (_code, names, word) => {
    expect(findContradictions(named(names), green)).toContainEqual({
      intolerance: 'lactose',
      kind: 'name-says-lactose',
      evidence: word,
    });
  });

  it.each([
    ['7610848044567', ['Lait de coco', 'Kokosnussmilch']], // plant drink
    ['4104420034327', ['Alnatura Kokos Milch']],
    ['4104420072848', ['ALNATURA Karotten Saft milchsauer vergoren']], // lacto-fermented
    ['7610845008135', ['Coop Prix Garantie Fleischkäse', "Fromage d'italie"]], // meat loaf
    ['7638900410914', ['Crème de marrons']], // chestnut purée
    ['7610632969373', ['Mini laitue']], // lettuce is not lait
    ['5000396038057', ["JACOB'S CREAM CRACKERS crispy crackers"]],
    ['7610845821741', ['Confit De Fruits Pour Fromage Myrtilles-Thym']], // a condiment for cheese
    ['2126744000002', ['Bünder Bergkäse']], // hard cheese
    ['2107879007258', ['Emmentaler Switzerland Emmentaler Gotthelf']], // no lactose word at all
  ])('%s %j green for lactose is not a contradiction', (_code, names) => {
    expect(findContradictions(named(names), { lactose: 'green' })).toEqual([]);
  });

  it('excuses a cheese word by a hard-cheese name or category, never a milk word', () => {
    // 7610200327505: cheese word + Gruyère → excused; 7610807244182: "lait" + Gruyère → not.
    expect(
      findContradictions(
        named(['Swiss-Style Moitié-Moitié Vacherin Fribourgeois Le Gruyère AOP fromage']),
        green,
      ),
    ).toEqual([]);
    expect(findContradictions(named(['Käse'], [], ['en:hard-cheeses']), green)).toEqual([]);
    expect(findContradictions(named(['Lait Drink de la Gruyère Bio']), green)).toHaveLength(1);
  });

  it.each([
    ['7610819281229', ['Baguette parisienne'], 'baguette'],
    ['4007933131012', ['delba Vollkornbrot'], 'vollkornbrot'],
    ['7610800019695', ['Semoule de blé dur', 'Hartweizengriess'], 'ble'],
    ['7616700185614', ['Biscuits complets'], 'biscuits'],
    ['7610475647025', ['Malbuner Schinken-Pains'], 'pains'],
  ])('%s %j green for gluten is a contradiction (%s)', (_code, names, word) => {
    expect(findContradictions(named(names), { gluten: 'green' })).toEqual([
      { intolerance: 'gluten', kind: 'name-says-gluten', evidence: word },
    ]);
  });

  it.each([
    ['7610846044170', ['Farine de sarrasin', 'Naturaplan : Buchweizenmehl']], // buckwheat
    ['7613269014324', ['Chop Stick Reisnudeln']], // rice noodles
    ['5060237280434', ['Glass Noodles']],
    ['7610089061750', ['Marzipan zum Backen und Modellieren', 'Massepain à cuire ou à modeler']],
    ['5410126726954', ['Lotus Biscoff Brotaufstrich']], // a spread for bread
    ['8001440124464', ['Cirio Basilico Pasta sauce']], // a sauce for pasta
    ['3259011141753', ['Valpi Bio Spaghetti de Riz Brun sans gluten']], // claims gluten-free
    ['4104420052109', ['ALNATURA Reis Waffeln glutenfrei']],
  ])('%s %j green for gluten is not a contradiction', (_code, names) => {
    expect(findContradictions(named(names), { gluten: 'green' })).toEqual([]);
  });

  it('flags red for what the name or a label claims the product is free from', () => {
    // 7610200380265: the first example.
    expect(
      findContradictions(named(['MIGROS : AHA : Milch halbentrahmt laktosefrei']), red),
    ).toEqual([{ intolerance: 'lactose', kind: 'claim-but-red', evidence: 'laktosefrei' }]);
    expect(findContradictions(named(['Schär Panini Rolls'], ['en:no-gluten']), red)).toEqual([
      { intolerance: 'gluten', kind: 'claim-but-red', evidence: 'en:no-gluten' },
    ]);
    // A claim about the other intolerance says nothing (DOMAIN.md, free-from claims).
    expect(findContradictions(named(['Yaourt nature sans lactose']), { gluten: 'red' })).toEqual(
      [],
    );
  });

  it('counts a claim standing as an item of the list, not a qualifier of one ingredient', () => {
    // 7610553511507 Teilentrahmte Milch: the pack's claim is an item of its list.
    const claimed = ['Lait partiellement écrémé , exempt de lactose , UHT , homogéinéisé.'];
    expect(findContradictions(named(['Teilentrahmte Milch'], [], [], claimed), green)).toEqual([]);
    expect(findContradictions(named(['Teilentrahmte Milch'], [], [], claimed), red)).toContainEqual(
      {
        intolerance: 'lactose',
        kind: 'claim-but-red',
        evidence: 'exempt de lactose',
      },
    );
    // 7610900073900: "sans lactose" on the first item, the milk that makes the "Caffè latte"
    // (82 %): it restates the product, so its claim is the product's (issue 27 point 3).
    const qualified = ['Lait partiellement écrémé sans lactose 82%, café Arabica 18%'];
    expect(
      findContradictions(named(['Caffè latte strong macchiato'], [], [], qualified), green),
    ).toEqual([]);
    // A later item's "sans lactose" qualifies that item only: the name's milk still contradicts.
    const later = ['café Arabica 18%, lait partiellement écrémé sans lactose 82%'];
    expect(
      findContradictions(named(['Caffè latte strong macchiato'], [], [], later), green),
    ).toHaveLength(1);
    // 7613312211069: "fibre d'avoine (sans gluten)" qualifies the oats; the wheat starch stays red.
    const bracket = [
      "… inuline, amidon de blé, fibre d'avoine (sans gluten), extrait d'étoile d'argent",
    ];
    expect(findContradictions(named(['crème de la Gruyère'], [], [], bracket), red)).toEqual([]);
    // 7613312044094 oat flakes: "sans gluten" stands alone after the oats.
    const oats = ["flocons d'avoine complets*, sans gluten."];
    expect(findContradictions(named(['Hafervollkornflocken'], [], [], oats), red)).toContainEqual({
      intolerance: 'gluten',
      kind: 'claim-but-red',
      evidence: 'sans gluten',
    });
  });

  it('is silent on green for a product that claims to be free from it', () => {
    expect(findContradictions(named(['Coop : Freeform : Milch : Lactosefrei']), green)).toEqual([]);
    expect(findContradictions(named(['Gluten free bread'], ['en:no-gluten']), green)).toEqual([]);
  });
});
