// Names the Open Food Facts taxonomy (Dec 2022 snapshot) lacks or merges, added by the engine.
// Each entry is data, merged before the taxonomy so its names win.
import type { TaxonomyEntry } from '../knowledge';
import { CHEESE_WORDS } from './lexicon-cheese';
import { NUTRIENTS_AND_ADDITIVES } from './lexicon-nutrients';
import { MISPRINT_NAMES } from './misprints';
import { EVERYDAY_NAMES } from './lexicon-everyday';

export const LEXICON: TaxonomyEntry[] = [
  ...EVERYDAY_NAMES,
  // Swiss extra-hard cheeses missing from the taxonomy (DOMAIN.md lactose: < 0.1 g/100 g).
  {
    id: 'en:sbrinz',
    parents: ['en:cheese'],
    names: { en: ['Sbrinz'], de: ['Sbrinz', 'Sbrinz AOP'], fr: ['Sbrinz'] },
  },
  {
    id: 'en:appenzeller',
    parents: ['en:cheese'],
    names: { en: ['Appenzeller'], de: ['Appenzeller', 'Appenzeller Käse'], fr: ['Appenzeller'] },
  },
  // The taxonomy merges these with glucose-fructose syrup, but > 50 % fructose makes them a
  // different case for fructose malabsorption (DOMAIN.md fructose).
  {
    id: 'en:fructose-glucose-syrup',
    parents: ['en:glucose-fructose-syrup'],
    names: {
      en: ['fructose-glucose syrup', 'fructose glucose syrup'],
      de: [
        'Fruktose-Glukose-Sirup',
        'Fructose-Glucose-Sirup',
        'Fruktose-Glukosesirup',
        'Fructose-Glucosesirup',
      ],
      fr: ['sirop de fructose-glucose', 'sirop de fructose glucose'],
    },
  },
  // Plant drinks are not milk (DOMAIN.md lactose, "Not lactose").
  {
    id: 'en:almond-milk',
    parents: ['en:almond'],
    names: {
      en: ['almond milk', 'almond drink'],
      de: ['Mandelmilch', 'Mandeldrink', 'Mandelgetränk'],
      fr: ["lait d'amande", "boisson à l'amande", 'boisson amande'],
    },
  },
  {
    id: 'en:rice-milk',
    parents: ['en:rice'],
    names: {
      en: ['rice drink'],
      de: ['Reismilch', 'Reisdrink', 'Reisgetränk'],
      fr: ['lait de riz', 'boisson au riz'],
    },
  },
  {
    id: 'en:oat-milk',
    parents: ['en:oat'],
    names: {
      en: ['oat drink'],
      de: ['Haferdrink', 'Hafergetränk'],
      fr: ["boisson à l'avoine", "lait d'avoine"],
    },
  },
  {
    id: 'en:soy-milk',
    parents: ['en:soya'],
    names: {
      de: ['Sojadrink', 'Sojagetränk', 'Sojamilch'],
      fr: ['boisson au soja', 'lait de soja'],
    },
  },
  {
    id: 'en:caseinate',
    parents: ['en:milk-proteins'],
    names: { de: ['Kaseinat', 'Caseinat', 'Natriumcaseinat'], fr: ['caséinate de sodium'] },
  },
  {
    id: 'en:oat',
    parents: ['en:cereal'],
    names: { en: ['oats', 'oat'], fr: ['avoine', "flocons d'avoine"] },
  },
  {
    id: 'en:dried-fruits',
    parents: ['en:fruit'],
    names: { en: ['dried fruit', 'dried fruits'], fr: ['fruits secs'] },
  },
  // Maize "gluten" is zein, not the gluten of wheat, rye or barley (Codex STAN 118-1979).
  {
    id: 'en:corn-gluten',
    parents: ['en:corn'],
    names: {
      en: [
        'corn gluten',
        'maize gluten',
        'corn gluten meal',
        'maize gluten meal',
        'hydrolyzed corn gluten',
        'hydrolysed corn gluten',
        'corn gluten feed',
      ],
      de: ['Maiskleber', 'Maisgluten', 'Maiskleberfutter'],
      fr: ['gluten de maïs', 'farine de gluten de maïs'],
    },
  },
  {
    id: 'en:grunkern',
    parents: ['en:spelt'],
    names: { de: ['Grünkern'], en: ['green spelt'], fr: ['épeautre vert'] },
  },
  ...NUTRIENTS_AND_ADDITIVES,
  // Pasta names the Dec 2022 taxonomy lacks in de/fr/en (DOMAIN.md "words that hide a cereal":
  // pasta shapes are durum wheat unless the list says otherwise).
  {
    id: 'en:pasta',
    parents: [],
    names: {
      en: [
        'noodles',
        'spaghetti',
        'macaroni',
        'penne',
        'fusilli',
        'tagliatelle',
        'orzo',
        'lasagne',
      ],
      de: ['Hörnli', 'Nudeln', 'Spaghetti', 'Makkaroni', 'Penne', 'Fusilli', 'Spätzli', 'Knöpfli'],
      fr: [
        'pâtes',
        'pâtes alimentaires',
        'coquillettes',
        'cornettes',
        'spaghetti',
        'macaronis',
        'penne',
        'nouilles',
        'tagliatelles',
        'lasagnes',
      ],
      it: ['spaghetti', 'penne', 'fusilli', 'tagliatelle', 'maccheroni', 'lasagne'],
    },
  },
  { id: 'en:peanut', parents: [], names: { en: ['groundnut', 'groundnuts'] } },
  { id: 'en:quark', parents: [], names: { fr: ['séré', 'séré gras', 'séré demi-gras'] } },
  {
    id: 'en:cornmeal',
    parents: [],
    names: { en: ['polenta'], de: ['Polenta'], fr: ['polenta'], it: ['polenta'] },
  },
  ...CHEESE_WORDS,
  {
    id: 'en:skimmed-milk-powder',
    parents: [],
    names: {
      en: ['skim milk powder', 'nonfat dry milk', 'nonfat milk powder', 'non-fat milk powder'],
    },
  },
  // A milk drink is milk (7610900020027 'Boisson lactée au café …').
  {
    id: 'en:milk',
    parents: [],
    names: {
      fr: ['boisson lactée', 'boisson au lait'],
      de: ['Milchgetränk'],
      it: ['bevanda al latte'],
    },
  },
  { id: 'en:flax-flour', parents: [], names: { fr: ['farine complète de lin'] } },
  // Spelt (Triticum spelta, a wheat: Codex STAN 118-1979) is "spelta" on Italian packs (DOMAIN.md
  // "Italian labels"); the taxonomy has only "farro, farro spelta" (7616700002201 "farine di cereali
  // (frumento, segale, spelta)").
  { id: 'en:spelt', parents: [], names: { it: ['spelta'] } },
  // A taxonomy block without its en: line (Dec 2022 snapshot) leaves these Italian names orphaned.
  {
    id: 'en:whole-durum-wheat-semolina',
    parents: [],
    names: { it: ['semola integrale di grano duro', 'semola di grano duro integrale'] },
  },
  {
    id: 'en:microbial-culture',
    parents: [],
    names: {
      de: ['Bakterien', 'Bakterienkulturen'],
      fr: ['bactéries'],
      en: ['bacteria'],
      it: ['batteri'],
    },
  },
  // Yogurt cultures are bacteria, not milk (like "ferments lactiques").
  {
    id: 'en:lactic-ferments',
    parents: [],
    names: {
      fr: ['ferments de yaourt', 'ferments du yaourt', 'ferments de yogourt', 'cultures de yaourt'],
      en: ['yogurt cultures', 'yoghurt cultures', 'live yogurt cultures'],
    },
  },
  // Misprints seen on real Swiss packs: a table of their own (misprints.ts), one test per row.
  ...MISPRINT_NAMES,
  // Spanish, Portuguese and Czech pastes on multilingual packs (7622200008001 "pasta de almendras
  // (2%)", "pasta de avelas", "pasta de cacau", "mandlová pasta") are pastes, not pasta.
  {
    id: 'en:almond-paste',
    parents: [],
    names: {
      fr: [
        'pasta de almendras',
        'pasta de almendra',
        'pasta de amêndoas',
        'pasta de amêndoa',
        'mandlová pasta',
      ],
    },
  },
  {
    id: 'en:hazelnut-paste',
    parents: [],
    names: {
      fr: ['pasta de avellanas', 'pasta de avellana', 'pasta de avelãs', 'pasta de avelas'],
    },
  },
  { id: 'en:cocoa-paste', parents: [], names: { fr: ['pasta de cacao', 'pasta de cacau'] } },
  { id: 'en:taurine', parents: [], names: { en: ['taurine'], de: ['Taurin'], fr: ['taurine'] } },
  {
    id: 'en:whey',
    parents: ['en:dairy'],
    names: { fr: ['lactoserum', 'lactosérum', 'petit-lait'] },
  },
];
