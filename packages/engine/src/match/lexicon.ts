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
  // Micronutrients added to fortified foods: not in the Dec 2022 taxonomy under these names.
  {
    id: 'en:vitamins',
    parents: [],
    names: {
      en: ['vitamins', 'vitamin', 'vit', 'thiamin', 'thiamine', 'thiamin mononitrate', 'thiamine mononitrate', 'thiamin hydrochloride', 'thiamine hydrochloride', 'cyanocobalamin', 'folic acid', 'inositol', 'choline chloride', 'pyridoxine hydrochloride', 'vitamin a palmitate', 'retinyl palmitate', 'cholecalciferol', 'vitamin b1', 'vitamin b9', 'vitamin b12', 'vitamin c', 'vitamin d', 'vitamin e'],
      de: ['Vitamine', 'Vitamin', 'Thiamin', 'Folsäure', 'Cyanocobalamin', 'Vitamin B1', 'Vitamin B12', 'Vitamin C', 'Vitamin D', 'Vitamin E', 'Inositol'],
      fr: ['vitamines', 'vitamine', 'thiamine', 'acide folique', 'cyanocobalamine', 'vitamine b1', 'vitamine b12', 'vitamine c', 'vitamine d', 'vitamine e', 'inositol'],
    },
  },
  {
    id: 'en:minerals',
    parents: [],
    names: {
      en: ['minerals', 'mineral nutrients', 'iron', 'reduced iron', 'electrolytic iron', 'ferrous sulfate', 'ferrous fumarate', 'zinc oxide', 'zinc sulfate', 'zinc sulphate', 'copper sulfate', 'copper gluconate', 'manganese sulfate', 'sodium selenate', 'sodium selenite', 'potassium iodide', 'calcium', 'magnesium', 'zinc', 'iodine', 'calcium phosphate', 'tricalcium phosphate', 'calcium carbonate', 'magnesium oxide'],
      de: ['Mineralstoffe', 'Mineralstoff', 'Eisen', 'Zinksulfat', 'Zinkoxid', 'Eisensulfat', 'Kaliumiodid', 'Natriumselenat', 'Calcium', 'Kalzium', 'Magnesium', 'Zink', 'Jod', 'Calciumcarbonat', 'Kupfersulfat', 'Mangansulfat', 'Eisenpyrophosphat'],
      fr: ['minéraux', 'substances minérales', 'sels minéraux', 'fer', 'fer élémentaire', 'fer réduit', 'sulfate de zinc', 'oxyde de zinc', 'sulfate de fer', 'sulfate ferreux', 'fumarate ferreux', 'sulfate de cuivre', 'sulfate de manganèse', 'sélénate de sodium', 'sélénite de sodium', 'iodure de potassium', 'calcium', 'magnésium', 'zinc', 'iode', 'carbonate de calcium', 'pyrophosphate de fer', 'chlorure de sodium'],
    },
  },
  { id: 'en:e471', parents: [], names: { en: ['monoglycerides', 'mono and diglycerides', 'mono & diglycerides', 'mono- and diglycerides', 'mono and diglycerides of fatty acids'], de: ['Mono- und Diglyceride', 'Mono- und Diglyceride von Speisefettsäuren'], fr: ['mono- et diglycérides', 'mono et diglycérides', "mono- et diglycérides d'acides gras"] } },
  { id: 'en:taurine', parents: [], names: { en: ['taurine'], de: ['Taurin'], fr: ['taurine'] } },
  { id: 'en:whey', parents: ['en:dairy'], names: { fr: ['lactoserum', 'lactosérum', 'petit-lait'] } },
];
