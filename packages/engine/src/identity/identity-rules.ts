// What a product named for one food is, when its list is missing or unreadable (DOMAIN.md "When
// there is no list: what the product is"; issue 27 point 1). The food is read from the Open Food
// Facts ingredients taxonomy (its names in de/fr/it/en); the same rule tables judge it as they
// judge that word in a list. A name may clear (green) only the intolerances listed here for its
// food: those the food itself carries no risk for. Each entry is inherited by the taxonomy's
// descendants; the most specific one wins. A food not listed, or a name that says more than one
// food, can warn (red, yellow) but never clear.
import type { Intolerance } from '../types';

export interface IdentityRule {
  /** The intolerances the name alone settles: the food holds nothing else. */
  clears: readonly Intolerance[];
  /**
   * A food sold under proper names (a wine's château and vintage, a cheese's grade, a tea's
   * blend): the name may hold words we cannot read around it, and still settles these.
   */
  proper?: readonly Intolerance[];
  /** For this id only, not its descendants. */
  exact?: boolean;
}

const ALL: IdentityRule = { clears: ['lactose', 'gluten', 'fructose', 'fodmap'] };
const NO_MILK_NO_CEREAL_LIST: readonly Intolerance[] = ['lactose', 'gluten'];
const NONE: IdentityRule = { clears: [] };
/** Recipes of flour, water, salt and yeast (or durum wheat and eggs): no milk, no fruit. */
const FLOUR_RECIPE: IdentityRule = { clears: ['lactose', 'fructose'] };
/** No milk and no cereal; the sugars and FODMAPs of the drink vary (sweet wines, herbal teas). */
const NO_MILK_NO_CEREAL: IdentityRule = {
  clears: NO_MILK_NO_CEREAL_LIST,
  proper: NO_MILK_NO_CEREAL_LIST,
};

export const IDENTITY_FOODS: Readonly<Record<string, IdentityRule>> = {
  // Single-ingredient foods: the name is the whole composition (DOMAIN.md: honey, apple juice,
  // onions, milk, cream, butter, yogurt, flour, rice; the FSVO generic foods are the same kinds).
  'en:fruit': ALL,
  'en:vegetable': ALL,
  'en:nut': ALL,
  'en:seed': ALL,
  'en:legume': ALL,
  'en:mushroom': ALL,
  'en:herb': ALL,
  'en:cereal': ALL,
  'en:flour': ALL,
  'en:rice': ALL,
  'en:starch': ALL,
  'en:egg': ALL,
  'en:added-sugar': ALL,
  // Honey is named by its flowers and places ("Miel de pin grec", "Akazienhonig aus Ungarn").
  'en:honey': { ...ALL, proper: NO_MILK_NO_CEREAL_LIST },
  'en:salt': ALL,
  // Waters are sold by their spring's name; tonic and flavoured waters add sugar and flavouring.
  'en:water': { ...ALL, proper: NO_MILK_NO_CEREAL_LIST },
  // "Ice" in a name is an ice cream or an iced tea ("Risoletto Classic ice", "Nes latte ice").
  'en:ice': NONE,
  'en:oil-and-fat': ALL,
  'en:meat': ALL,
  'en:poultry': ALL,
  'en:fish': ALL,
  'en:shellfish': ALL,
  'en:coffee': { ...ALL, proper: NO_MILK_NO_CEREAL_LIST },
  'en:milk': ALL,
  'en:cream': ALL,
  'en:butter': ALL,
  'en:yogurt': ALL,
  // Cheese of every kind: milk, salt, rennet and cultures (DOMAIN.md "Cheese, butter and the
  // like"); its kind decides the lactose (rules/cheese.ts), a cheese of unknown kind is yellow.
  'en:cheese': { ...ALL, proper: ['lactose', 'gluten', 'fructose'] },
  // Made with more than the name says: breakfast flakes are flavoured with barley malt (Codex
  // STAN 118-1979 counts malt as gluten); margarine may hold whey or buttermilk; processed meat
  // and fish take rusk, milk protein, dextrose or lactose; processed cheese takes milk powder.
  'en:corn-flakes': NONE,
  'en:popcorn': NONE,
  'en:margarine': { clears: ['gluten', 'fructose'] },
  'en:ham': NONE,
  'en:bacon': NONE,
  'en:melted-cheese': NONE,
  'en:cheese-powder': NONE,
  'en:stuffed-pasta': NONE,
  // Recipe kinds (DOMAIN.md: baguette and other wheat breads, pasta of durum wheat): made of a
  // gluten cereal (the rule tables make them red for gluten and FODMAP), with no milk or fruit.
  // Milk and butter breads have their own names (Zopf, brioche, pain au lait, toast bread).
  'en:bread': FLOUR_RECIPE,
  'fr:pain-de-mie': NONE,
  'en:rusk': NONE,
  'en:pasta': FLOUR_RECIPE,
  'en:noodle': FLOUR_RECIPE,
  // Tea leaves and wine: neither milk nor a gluten cereal; herbal blends and sweet wines vary.
  'en:tea': NO_MILK_NO_CEREAL,
  'en:wine': NO_MILK_NO_CEREAL,
  'en:champagne': NO_MILK_NO_CEREAL,
  // A wine named by its grape ("Chenin Blanc", "Cabernet Sauvignon 2014").
  'en:varietal': NO_MILK_NO_CEREAL,
  // Distillates are exempt from gluten labelling (EU 1169/2011 Annex II 1(d)).
  'en:vodka': NO_MILK_NO_CEREAL,
  'en:gin': NO_MILK_NO_CEREAL,
  'en:whisky': NO_MILK_NO_CEREAL,
  'en:whiskey': NO_MILK_NO_CEREAL,
  'en:brandy': NO_MILK_NO_CEREAL,
  'en:beer': { clears: ['lactose'] },
  'en:cider': NO_MILK_NO_CEREAL,
};

/**
 * The same for kinds of product in the Open Food Facts categories taxonomy, for a product whose
 * category tags, or its name, say what it is ("Baron de Lestac Bordeaux 2013" is a wine).
 */
export const CATEGORY_FOODS: Readonly<Record<string, IdentityRule>> = {
  'en:wines': NO_MILK_NO_CEREAL,
  'en:ciders': NO_MILK_NO_CEREAL,
  // Distillates are exempt from gluten labelling (EU 1169/2011 Annex II 1(d)); liqueurs are not
  // distillates alone (cream and egg liqueurs).
  'en:distilled-beverages': NO_MILK_NO_CEREAL,
  'en:beers': { clears: ['lactose'] },
  'en:waters': NO_MILK_NO_CEREAL,
  'en:sodas': NO_MILK_NO_CEREAL,
  'en:teas': NO_MILK_NO_CEREAL,
  'en:chai-teas': NONE,
  'en:fruit-juices': NO_MILK_NO_CEREAL,
  'en:honeys': NO_MILK_NO_CEREAL,
};

/**
 * Kinds of product in the Open Food Facts categories taxonomy made with more than the food their
 * name names: processed meats take nitrite salt with dextrose or lactose, rusk, milk protein,
 * spices and garlic ("Saucisson", "Salami", "Chipolatas", "Schinken" read as meat, but are
 * sausages and hams). A name of such a kind can still warn, but never clears; their descendants
 * count too.
 */
export const PROCESSED_KINDS: readonly string[] = ['en:prepared-meats', 'en:meat-preparations'];

/**
 * How long and how strongly a cheese was ripened, as Swiss packs grade it ("Le Gruyère AOP doux,
 * mi-salé, salé, réserve, surchoix"; "Appenzeller Classic, Surchoix, Extra"; "Emmentaler mild,
 * würzig, rezent"; "Tilsiter mild, rahm"): the cheese's kind stays the same. Normalised.
 */
export const CHEESE_GRADES: ReadonlySet<string> = new Set([
  ...['mild', 'doux', 'douce', 'dolce', 'rezent', 'wurzig', 'kraftig', 'corse', 'corsee'],
  ...['surchoix', 'choix', 'reserve', 'riserva', 'extra', 'classic', 'classique', 'classico'],
  ...['mi', 'sale', 'jung', 'jeune', 'giovane', 'alt', 'vieux', 'vieille', 'stagionato'],
  ...['stagionata', 'mezzano', 'affine', 'gereift', 'aged', 'mature', 'old', 'premium'],
  // Fat grades of cheese (Swiss ordinance on food of animal origin, SR 817.022.108, Art. 53):
  // "Vollfett-Hartkäse" is a hard cheese, not a fat.
  ...['vollfett', 'dreiviertelfett', 'halbfett', 'viertelfett', 'mager', 'rahmstufe'],
  ...['gras', 'trois-quarts-gras', 'mi-gras', 'quart-gras', 'maigre', 'grasso', 'semigrasso'],
]);

/**
 * Words that say the food was made with more than its name ("paniertes Kabeljaufilet", "pâtes
 * farcies", "mariniert"): such a name can still warn, but never clears. Normalised (no accents).
 */
export const ADDS_INGREDIENTS: ReadonlySet<string> = new Set([
  ...['paniert', 'panierte', 'paniertes', 'panierter', 'panierten', 'panee', 'panes'],
  ...['panees', 'impanato', 'impanata', 'impanati', 'impanate', 'breaded', 'crumbed'],
  ...['gefullt', 'gefullte', 'gefullter', 'gefulltes', 'gefullten', 'farci', 'farcie', 'farcis'],
  ...['farcies', 'ripieno', 'ripiena', 'ripieni', 'ripiene', 'filled', 'stuffed'],
  ...['mariniert', 'marinierte', 'marinierter', 'mariniertes', 'mariniertem', 'marine'],
  ...['marinee', 'marines', 'marinees', 'marinato', 'marinata', 'marinati', 'marinated'],
  ...['glasiert', 'glasierte', 'glace', 'glacee', 'glazed', 'glassato', 'glassata'],
  ...['gratiniert', 'gratine', 'gratinee', 'gratinato', 'ueberbacken', 'uberbacken'],
  ...['gewurzt', 'gewurzte', 'assaisonne', 'assaisonnee', 'condito', 'seasoned', 'spiced'],
  ...['aromatisiert', 'aromatise', 'aromatisee', 'aromatizzato', 'flavoured', 'flavored'],
  ...['sauce', 'salsa', 'sosse', 'dressing', 'fondue', 'mix', 'melange', 'mischung'],
  // Made from the food, with more: stocks and concentrates, soups, snacks, spreads.
  ...['concentre', 'konzentrat', 'bouillon', 'bruhe', 'fond', 'soupe', 'suppe', 'potage', 'soup'],
  ...['sticks', 'nuggets', 'burger', 'snack', 'snacks', 'chips', 'crisps', 'aufstrich'],
  ...['tartiner', 'spread', 'confit', 'gelee', 'terrine', 'pastete', 'pate', 'mousse'],
]);
