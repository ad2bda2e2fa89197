// Names the Open Food Facts taxonomy (Dec 2022 snapshot) lacks or merges, added by the engine.
// Each entry is data, merged before the taxonomy so its names win.
import type { TaxonomyEntry } from '../knowledge';

export const LEXICON: TaxonomyEntry[] = [
  // Swiss extra-hard cheeses missing from the taxonomy (DOMAIN.md lactose: < 0.1 g/100 g).
  { id: 'en:sbrinz', parents: ['en:cheese'], names: { en: ['Sbrinz'], de: ['Sbrinz', 'Sbrinz AOP'], fr: ['Sbrinz'] } },
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
      de: ['Fruktose-Glukose-Sirup', 'Fructose-Glucose-Sirup', 'Fruktose-Glukosesirup', 'Fructose-Glucosesirup'],
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
      fr: ["lait d'amande", "boisson à l'amande", "boisson amande"],
    },
  },
  {
    id: 'en:rice-milk',
    parents: ['en:rice'],
    names: { en: ['rice drink'], de: ['Reismilch', 'Reisdrink', 'Reisgetränk'], fr: ['lait de riz', 'boisson au riz'] },
  },
  { id: 'en:oat-milk', parents: ['en:oat'], names: { en: ['oat drink'], de: ['Haferdrink', 'Hafergetränk'], fr: ["boisson à l'avoine", "lait d'avoine"] } },
  { id: 'en:soy-milk', parents: ['en:soya'], names: { de: ['Sojadrink', 'Sojagetränk', 'Sojamilch'], fr: ['boisson au soja', 'lait de soja'] } },
  { id: 'en:caseinate', parents: ['en:milk-proteins'], names: { de: ['Kaseinat', 'Caseinat', 'Natriumcaseinat'], fr: ['caséinate de sodium'] } },
  { id: 'en:oat', parents: ['en:cereal'], names: { en: ['oats', 'oat'], fr: ['avoine', "flocons d'avoine"] } },
  { id: 'en:dried-fruits', parents: ['en:fruit'], names: { en: ['dried fruit', 'dried fruits'], fr: ['fruits secs'] } },
  // Maize "gluten" is zein, not the gluten of wheat, rye or barley (Codex STAN 118-1979).
  {
    id: 'en:corn-gluten',
    parents: ['en:corn'],
    names: {
      en: ['corn gluten', 'maize gluten', 'corn gluten meal', 'maize gluten meal', 'hydrolyzed corn gluten', 'hydrolysed corn gluten', 'corn gluten feed'],
      de: ['Maiskleber', 'Maisgluten', 'Maiskleberfutter'],
      fr: ['gluten de maïs', 'farine de gluten de maïs'],
    },
  },
  { id: 'en:grunkern', parents: ['en:spelt'], names: { de: ['Grünkern'], en: ['green spelt'], fr: ['épeautre vert'] } },
  { id: 'en:whey', parents: ['en:dairy'], names: { fr: ['lactoserum', 'lactosérum', 'petit-lait'] } },
];
