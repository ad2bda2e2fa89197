// A custom word is a class read from the taxonomies (issue 27 points 4–5, DOMAIN.md "Custom
// intolerances" and "Additive classes and everyday names"): sulphites by every name and E number,
// foods under their colour and flavouring names, compounds, Italian and Swiss German names, seafood
// under everyday names, whole legumes; and names that only look alike never match. Real label texts
// from shared/data (quoted as found; the field's language in brackets). Search colours each the same.
import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';
import { colorFromTokens } from './tokens';

type Case = [string, string, string, 'green' | 'yellow' | 'red', string, string | undefined];

// [product code, the user's word, ingredient text, colour, reason code, trigger as written]
const SULPHITES: Case[] = [
  [
    '20201838', // mustard (en): a metabisulphite is a sulphite (E224)
    'Sulfite',
    'water, 25% mustard seeds, spirit vinegar, salt, antioxidant: potassium metabisulphite , acidity regulator: citric acid,',
    'red',
    'custom.contains',
    'potassium metabisulphite',
  ],
  [
    '7613269356035', // peach syrup (fr list, German word): sulphur dioxide is E220
    'sulphites',
    'sucre, jus et purée de pêche à partir de concentré, eau, acidifiant : acide citrique, arômes, conservateur : *202, antioxydant : Schwefeldioxid',
    'red',
    'custom.contains',
    'Schwefeldioxid',
  ],
  [
    '7613413213115', // apricots (fr): an E number alone, for an Italian word
    'solfiti',
    'Abricots, antioxydant E220',
    'red',
    'custom.contains',
    'antioxydant E220',
  ],
  [
    '4060800163820', // soft drink (fr): E221 is sodium sulphite
    'Sulfite',
    "eau, acide carbonique, acidifiants, acide citrique et acide malique, arômes, correcteur d'acidité, e331, édulcorants, aspartame et acésulfame0k, conservateur e221",
    'red',
    'custom.contains',
    'conservateur e221',
  ],
  [
    '7613269644163', // sauce (fr): inside a bracket of one ingredient
    'Sulfite',
    "Sucre, cacahuetes 16% (cacahuetes, huile de colza, sel de cuisine), feuilles de menthe 11%, eau, jus de citron (à base de concentré, conservateur : metabisulfite de potassium), sauce de poisson (extrait d'anchois 65%, eau, sel de cuisine, sucre)",
    'red',
    'custom.contains',
    'metabisulfite de potassium',
  ],
  [
    '7617015027590', // tartlet (fr): "anhydride sulfureux" in a bracket
    'solfiti',
    'Eau, farine de blé, champignons de Paris 17%, margarine végétale (huile de palme, huile de colza, eau, émulsifiants: E471, E475, acidifiant: acide citrique), vin blanc (avec conservateur: anhydride sulfureux), huiles et graisses végétales (tournesol, palme), amidon de maïs modifié, lait écrémé en poudre, oignons, crème entière, beurre fractionné, sel de cuisine',
    'red',
    'custom.contains',
    'anhydride sulfureux',
  ],
  // Sulphates are minerals, not sulphites.
  [
    '7610100062162', // fruit juice (fr): iron sulphate
    'Sulfite',
    'Jus de fruits à base de concentrés 85% (pomme 52%, raisin 15%, poire 15%, cassis), eau, vitamine C, sel minéral (sulfate de fer (II)). Sans gluten.',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '4104420135901', // tofu (fr): calcium sulphate as coagulant
    'sulphites',
    'fèves de soja, eau, coagulant, sulfate de calcium',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '7610057027078', // cola (fr): E150d is a caramel made with sulphite, not one of E220–E228
    'Sulfite',
    "Eau, sucre, acide carbonique, colorant caramel au sulfite d'ammonium, acidifiant acide phosphorique, caféine, arômes naturels.",
    'yellow',
    'custom.made_with',
    "colorant caramel au sulfite d'ammonium",
  ],
];

const FORMS_AND_NAMES: Case[] = [
  // A food used as a colour or flavouring is that food.
  [
    '22139580', // raspberry yogurt (fr), Swiss German "Randen" (beetroot)
    'Randen',
    'yogourt à la crème, lait écrémé, crème 21, protéines du lait, préparation de framboises, framboise, sucre, épaississant, pectine, arôme, jus de betterave rouge colorant, sucre 5, arôme vanille',
    'red',
    'custom.contains',
    'jus de betterave rouge colorant',
  ],
  [
    '3057640441073', // flavoured water (fr): "arôme naturel de citron" is lemon
    'Zitrone',
    'eau minérale naturelle volvic, sucre, 3, acidifiant, acide citrique, arôme naturel de citron avec d’autres arômes naturels, extrait de thé vert, 0, 3g/l, sans conservateur',
    'red',
    'custom.contains',
    'arôme naturel de citron avec d’autres arômes naturels',
  ],
  [
    '3165950108019', // tuna (fr): a celery flavouring is celery
    'Sellerie',
    "filets de thon, eau, sel, arôme naturel de céleri, arôme naturel d'oignon",
    'red',
    'custom.contains',
    'arôme naturel de céleri',
  ],
  // A food inside a compound word, under its Italian or Swiss German name.
  [
    '7613032747350', // salsa (de): Tomatenmark is tomato, for an Italian word
    'pomodoro',
    '45% Tomatenmark, Branntweinessig, Trinkwasser, Zucker, 4,4% Jalapeño-Chili, Paprika, Zwiebeln, modifizierte Stärke, Jodsalz, Gewürze, Aromen, Verdickungsmittel: Xanthan.',
    'red',
    'custom.contains',
    'Tomatenmark',
  ],
  [
    '3272640230216', // fish soup (it): sedano is celery
    'Sellerie',
    'acqua, pesce msc, merluzzo nero o carbonaro, pollachius virens, elgefino, melanogrammus aeglefinus, concentrato di pomodoro, vino bianco, carote, porro, sedano, sale da cucina, olio di oliva, spezie, condimento, aglio, addensante, e415',
    'red',
    'custom.contains',
    'sedano',
  ],
  [
    '3258561211534', // lentil dish (fr): Rüebli (Swiss German) are carrots
    'Rüebli',
    'eau, lentilles précuites, carottes, huile de colza, sel, poireaux, farine de blé, oignons, tomates, arômes, épaississants, farine de graine de caroube et gomme guar, ail, présence de gluten de blé',
    'red',
    'custom.contains',
    'carottes',
  ],
  // Seafood under everyday names; whole legumes.
  [
    '4008467055300', // prawns (fr)
    'Krebstiere',
    'crevettes, litopenaeus vannamei, eau, sel de cuisine',
    'red',
    'custom.contains',
    'crevettes',
  ],
  [
    '4008467055652', // squid (fr)
    'Weichtiere',
    "calamars, encornet, illex argentines, eau comme glaçure d'enrobage, sel de cuisine, correcteur d'acidité, e 500",
    'red',
    'custom.contains',
    'calamars',
  ],
  [
    '4104420010642', // red lentils (de, in the French field)
    'Hülsenfrüchte',
    'rote linsen, sonnenblumenöl aus biologischer landiwrtschaft',
    'red',
    'custom.contains',
    'rote linsen',
  ],
  // Names that only look alike never match; a complete list without the item is green.
  [
    '7610200067654', // gnocchi (fr): noix de muscade (nutmeg) is no nut
    'Nüsse',
    'eau, farine de blé 20%, flocons de pommes de terre 19% (pommes de terre, curcuma), oeuf 11% (d’élevage en plein air), huile de colza, basilic 3%, farine de riz, sel de cuisine iodé, ail, noix de muscade.',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '3073780410984', // horseradish cream cheese (fr): horseradish is no mustard
    'Senf',
    'fromage frais, raifort, contient des sulfites, eau, crème, sel de cuisine',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '22083043', // olives (fr): rapeseed is no mustard
    'moutarde',
    'olives, sel marin, huile de colza, acidifiant, acide lactique',
    'green',
    'custom.none_found',
    undefined,
  ],
  [
    '3029330005568', // bread (fr): a complete list without celery
    'celery',
    'farine de blé, sucre, levure, huile de colza, sel, gluten de blé, agent de traitement de la farine, acide ascorbique',
    'green',
    'custom.none_found',
    undefined,
  ],
  // A broader class that may hold the item is yellow.
  [
    '7622210080387', // ketchup (de): Gewürze may hold celery
    'Sellerie',
    'Tomatenmark (40%), Zucker, Essig aus Agraralkohol, Paprika (5%), Speisesalz, _Senf_ (Wasser, Essig aus Agraralkohol, _Senfsamen_, Zucker, Speisesalz), getrocknete Zwiebeln (1,5%), modifizierte Stärke, Gewürze, Knoblauch.',
    'yellow',
    'custom.may_contain',
    'Gewürze',
  ],
];

describe('custom words are classes read from the taxonomies', () => {
  it.each([...SULPHITES, ...FORMS_AND_NAMES])(
    '%s: %s → %s',
    (_code, term, text, color, code, trigger) => {
      const e = testEngine();
      const profile = profileOf([], [term]);
      const v = e.judge({ ingredients_text: text }, profile, 'en');
      expect(v.per_intolerance.custom).toBe(color);
      const check = v.checks.find((c) => c.code === code);
      expect(check).toBeDefined();
      if (trigger) expect(check?.trigger).toBe(trigger);
      // Search colours the product as the product page does.
      const tokens = e.flagTokens(e.computeFlags({ ingredients_text: text }));
      expect(colorFromTokens(tokens, e.dietTokenQuery(profile))).toBe(color);
    },
  );

  it('7610095201003 peanuts with traces of cashew: "Nüsse" is yellow for the traces, not red', () => {
    const e = testEngine();
    const text =
      'Cacahuètes, huile de tournesol, sel. Info allergènes: peut contenir des traces de noix de cajou.';
    const v = e.judge({ ingredients_text: text }, profileOf([], ['Nüsse']), 'de');
    expect(v.per_intolerance.custom).toBe('yellow');
    const codes = v.checks.filter((c) => c.intolerance === 'custom').map((c) => c.code);
    expect(codes).toContain('custom.traces');
    expect(codes).not.toContain('custom.contains');
    // Search colours it alike.
    const tokens = e.flagTokens(e.computeFlags({ ingredients_text: text }));
    expect(colorFromTokens(tokens, e.dietTokenQuery(profileOf([], ['Nüsse'])))).toBe('yellow');
  });

  it('7610057027078 cola: E150d says it is made with sulphites, in each language', () => {
    const text =
      "Eau, sucre, colorant caramel au sulfite d'ammonium, acidifiant acide phosphorique.";
    const texts = (['en', 'de', 'fr'] as const).map(
      (lang) =>
        testEngine()
          .judge({ ingredients_text: text }, profileOf([], ['Sulfite']), lang)
          .checks.find((c) => c.code === 'custom.made_with')?.text,
    );
    expect(texts).toEqual([
      "colorant caramel au sulfite d'ammonium is made with one of yours (Sulfite) and may still hold some of it.",
      "colorant caramel au sulfite d'ammonium wird mit einer Ihrer Zutaten hergestellt (Sulfite) und kann noch Reste davon enthalten.",
      "colorant caramel au sulfite d'ammonium est fabriqué avec l’un de vos ingrédients (Sulfite) et peut encore en contenir.",
    ]);
  });

  it('a pack\'s "Schalenfrüchte" is red for "Nüsse", as written and in search', () => {
    const e = testEngine();
    const text = 'Zucker, Schalenfrüchte, Kakaobutter';
    const profile = profileOf([], ['Nüsse']);
    expect(e.judge({ ingredients_text: text }, profile, 'de').per_intolerance.custom).toBe('red');
    const tokens = e.flagTokens(e.computeFlags({ ingredients_text: text }));
    expect(colorFromTokens(tokens, e.dietTokenQuery(profile))).toBe('red');
  });

  it('says a complete list lacks the item: "not in the ingredient list"', () => {
    const v = testEngine().judge(
      { ingredients_text: 'olives, sel marin, huile de colza, acidifiant, acide lactique' },
      profileOf([], ['Sellerie']),
      'de',
    );
    expect(v.checks.find((c) => c.intolerance === 'custom')?.text).toBe(
      'Nicht in der Zutatenliste: Sellerie.',
    );
  });

  it.each([
    // E220–E228 and their names are the class; sulphates are not.
    ['Sulfite', ['en:e220', 'en:e223', 'en:e228'], ['en:e514', 'en:zinc-sulphate']],
    ['Krebstiere', ['en:shrimp', 'en:norway-lobster', 'en:krill'], ['en:mussel', 'en:squid']],
    ['Senf', ['en:mustard'], ['en:horseradish', 'en:rapeseed']],
    // "Nüsse" and "fruits à coque" are en:nut, the parent of tree nuts and of peanuts: the words
    // mean tree nuts (EU 1169/2011 Annex II), and a peanut is a legume.
    ['Nüsse', ['en:hazelnut', 'en:walnut', 'en:nut'], ['en:nutmeg', 'en:coconut', 'en:peanut']],
    ['fruits à coque', ['en:cashew-nuts', 'en:nut'], ['en:peanut', 'en:peanut-butter']],
  ])('resolves %s to its class, without look-alikes', (term, must, mustNot) => {
    const ids = testEngine().resolveCustomTerms([term]);
    for (const id of must) expect(ids).toContain(id);
    for (const id of mustNot) expect(ids).not.toContain(id);
  });
});
