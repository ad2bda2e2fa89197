/**
 * The shopper's two-level tree. Each subcategory lists the Open Food Facts category ids that land in
 * it; a product goes to the subcategory of its nearest mapped category (its own tags first, then
 * their parents, breadth-first). Ids are fixed so that links and filters stay stable across imports.
 */
export interface TreeNode {
  id: number;
  slug: string;
  en: string;
  de: string;
  fr: string;
}
export interface SubcategoryNode extends TreeNode {
  offTags: string[];
}
export interface CategoryNode extends TreeNode {
  subcategories: SubcategoryNode[];
}

const sub = (
  id: number,
  slug: string,
  en: string,
  de: string,
  fr: string,
  offTags: string[],
): SubcategoryNode => ({
  id,
  slug,
  en,
  de,
  fr,
  offTags,
});

export const CATEGORY_TREE: CategoryNode[] = [
  {
    id: 1,
    slug: 'dairy',
    en: 'Dairy and alternatives',
    de: 'Milchprodukte und Alternativen',
    fr: 'Produits laitiers et alternatives',
    subcategories: [
      sub(101, 'milk-cream', 'Milk and cream', 'Milch und Rahm', 'Lait et crème', [
        'en:milks',
        'en:creams',
        'en:dairy-drinks',
        'en:dairies',
      ]),
      sub(102, 'yogurt-quark', 'Yogurt and quark', 'Joghurt und Quark', 'Yaourts et séré', [
        'en:yogurts',
        'en:quarks',
        'en:fermented-milk-products',
      ]),
      sub(103, 'cheese', 'Cheese', 'Käse', 'Fromages', ['en:cheeses']),
      sub(
        104,
        'butter-margarine',
        'Butter and margarine',
        'Butter und Margarine',
        'Beurre et margarine',
        ['en:butters', 'en:margarines', 'en:spreadable-fats'],
      ),
      sub(105, 'desserts', 'Desserts and puddings', 'Desserts und Puddings', 'Desserts et crèmes', [
        'en:dairy-desserts',
        'en:puddings',
        'en:desserts',
      ]),
      sub(106, 'plant-drinks', 'Plant-based drinks', 'Pflanzendrinks', 'Boissons végétales', [
        'en:plant-milks',
        'en:milk-substitutes',
        'en:dairy-substitutes',
      ]),
    ],
  },
  {
    id: 2,
    slug: 'bakery',
    en: 'Bread and bakery',
    de: 'Brot und Backwaren',
    fr: 'Pain et boulangerie',
    subcategories: [
      sub(201, 'bread', 'Bread', 'Brot', 'Pain', ['en:breads']),
      sub(
        202,
        'pastries-cakes',
        'Pastries and cakes',
        'Gebäck und Kuchen',
        'Viennoiseries et gâteaux',
        ['en:viennoiseries', 'en:pastries', 'en:cakes', 'en:sweet-pies', 'en:crepes-and-galettes'],
      ),
      sub(
        203,
        'crackers-crispbread',
        'Crackers and crispbread',
        'Cracker und Knäckebrot',
        'Crackers et pain croustillant',
        ['en:crackers', 'en:crispbreads', 'en:rusks'],
      ),
    ],
  },
  {
    id: 3,
    slug: 'grains',
    en: 'Pasta, rice and grains',
    de: 'Teigwaren, Reis und Getreide',
    fr: 'Pâtes, riz et céréales',
    subcategories: [
      sub(301, 'pasta', 'Pasta and noodles', 'Teigwaren und Nudeln', 'Pâtes et nouilles', [
        'en:pastas',
      ]),
      sub(302, 'rice', 'Rice', 'Reis', 'Riz', ['en:rices']),
      sub(303, 'flour-grains', 'Flour and grains', 'Mehl und Getreide', 'Farines et céréales', [
        'en:flours',
        'en:cereal-grains',
        'en:cereals-and-their-products',
        'en:cereals-and-potatoes',
      ]),
      sub(304, 'legumes', 'Legumes', 'Hülsenfrüchte', 'Légumineuses', [
        'en:legumes',
        'en:legumes-and-their-products',
      ]),
      sub(305, 'potatoes', 'Potato products', 'Kartoffelprodukte', 'Produits de pommes de terre', [
        'en:potatoes',
        'en:fries',
        'en:potato-preparations',
      ]),
    ],
  },
  {
    id: 4,
    slug: 'breakfast',
    en: 'Breakfast and spreads',
    de: 'Frühstück und Aufstriche',
    fr: 'Petit-déjeuner et tartinades',
    subcategories: [
      sub(401, 'cereals-muesli', 'Cereals and muesli', 'Flocken und Müesli', 'Céréales et muesli', [
        'en:breakfast-cereals',
        'en:flakes',
      ]),
      sub(402, 'jam-honey', 'Jam and honey', 'Konfitüre und Honig', 'Confiture et miel', [
        'en:jams',
        'en:honeys',
        'en:sweet-spreads',
        'en:fruit-and-vegetable-preserves',
      ]),
      sub(
        403,
        'sweet-spreads',
        'Chocolate and nut spreads',
        'Schoko- und Nussaufstriche',
        'Pâtes à tartiner',
        ['en:hazelnut-spreads', 'en:chocolate-spreads', 'en:nut-butters', 'en:spreads'],
      ),
    ],
  },
  {
    id: 5,
    slug: 'sweets-snacks',
    en: 'Sweets and snacks',
    de: 'Süsses und Snacks',
    fr: 'Sucreries et snacks',
    subcategories: [
      sub(501, 'chocolate', 'Chocolate', 'Schokolade', 'Chocolat', [
        'en:chocolates',
        'en:advent-calendars',
        'en:cocoa-and-its-products',
      ]),
      sub(502, 'biscuits', 'Biscuits', 'Guetzli und Kekse', 'Biscuits', [
        'en:biscuits',
        'en:biscuits-and-cakes',
      ]),
      sub(503, 'sweets-bars', 'Sweets and bars', 'Bonbons und Riegel', 'Bonbons et barres', [
        'en:confectioneries',
        'en:candies',
        'en:bars',
        'en:cereal-bars',
        'en:sweet-snacks',
        'en:protein-bars',
      ]),
      sub(
        504,
        'salty-snacks',
        'Crisps and salty snacks',
        'Chips und Salzgebäck',
        'Chips et snacks salés',
        ['en:salty-snacks', 'en:crisps', 'en:appetizers', 'en:snacks'],
      ),
      sub(
        505,
        'nuts-dried-fruit',
        'Nuts and dried fruit',
        'Nüsse und Trockenfrüchte',
        'Noix et fruits secs',
        ['en:nuts', 'en:nuts-and-their-products', 'en:dried-fruits', 'en:seeds', 'en:dates'],
      ),
    ],
  },
  {
    id: 6,
    slug: 'drinks',
    en: 'Drinks',
    de: 'Getränke',
    fr: 'Boissons',
    subcategories: [
      sub(601, 'water', 'Water', 'Wasser', 'Eaux', ['en:waters']),
      sub(
        602,
        'soft-drinks',
        'Soft drinks and syrups',
        'Süssgetränke und Sirup',
        'Boissons sucrées et sirops',
        [
          'en:sodas',
          'en:carbonated-drinks',
          'en:iced-teas',
          'en:energy-drinks',
          'en:syrups',
          'en:beverages',
        ],
      ),
      sub(603, 'juices', 'Juices', 'Säfte', 'Jus', [
        'en:fruit-juices',
        'en:juices-and-nectars',
        'en:fruit-based-beverages',
      ]),
      sub(
        604,
        'coffee-tea',
        'Coffee, tea and cocoa',
        'Kaffee, Tee und Kakao',
        'Café, thé et cacao',
        [
          'en:coffees',
          'en:teas',
          'en:herbal-teas',
          'en:hot-beverages',
          'en:cocoa-and-chocolate-powders',
        ],
      ),
      sub(
        605,
        'alcohol',
        'Beer, wine and spirits',
        'Bier, Wein und Spirituosen',
        'Bière, vin et spiritueux',
        ['en:alcoholic-beverages'],
      ),
    ],
  },
  {
    id: 7,
    slug: 'meat-fish-eggs',
    en: 'Meat, fish and eggs',
    de: 'Fleisch, Fisch und Eier',
    fr: 'Viande, poisson et œufs',
    subcategories: [
      sub(701, 'meat', 'Meat and poultry', 'Fleisch und Geflügel', 'Viande et volaille', [
        'en:meats',
        'en:poultries',
        'en:meats-and-their-products',
        'en:fish-and-meat-and-eggs',
      ]),
      sub(
        702,
        'cold-cuts',
        'Cold cuts and sausages',
        'Aufschnitt und Würste',
        'Charcuterie et saucisses',
        ['en:prepared-meats', 'en:hams', 'en:sausages', 'en:dried-meats'],
      ),
      sub(
        703,
        'fish-seafood',
        'Fish and seafood',
        'Fisch und Meeresfrüchte',
        'Poisson et fruits de mer',
        ['en:fishes', 'en:seafood'],
      ),
      sub(704, 'eggs', 'Eggs', 'Eier', 'Œufs', ['en:eggs']),
    ],
  },
  {
    id: 8,
    slug: 'fruit-vegetables',
    en: 'Fruit and vegetables',
    de: 'Obst und Gemüse',
    fr: 'Fruits et légumes',
    subcategories: [
      sub(801, 'fruit', 'Fruit', 'Obst', 'Fruits', [
        'en:fruits',
        'en:fresh-fruits',
        'en:fruits-based-foods',
      ]),
      sub(802, 'vegetables', 'Vegetables', 'Gemüse', 'Légumes', [
        'en:vegetables-based-foods',
        'en:fresh-vegetables',
        'en:sprouts',
        'en:endives',
        'en:fruits-and-vegetables-based-foods',
      ]),
      sub(
        803,
        'preserves',
        'Canned and pickled',
        'Konserven und Eingelegtes',
        'Conserves et bocaux',
        ['en:canned-vegetables', 'en:canned-fruits', 'en:pickles', 'en:canned-plant-based-foods'],
      ),
    ],
  },
  {
    id: 9,
    slug: 'ready-meals',
    en: 'Ready meals',
    de: 'Fertiggerichte',
    fr: 'Plats préparés',
    subcategories: [
      sub(901, 'meals', 'Meals', 'Mahlzeiten', 'Plats cuisinés', ['en:meals']),
      sub(902, 'soups', 'Soups and stocks', 'Suppen und Bouillon', 'Soupes et bouillons', [
        'en:soups',
        'en:broths',
      ]),
      sub(903, 'pizza-quiche', 'Pizza and quiche', 'Pizza und Wähen', 'Pizzas et quiches', [
        'en:pizzas-pies-and-quiches',
        'en:pies',
      ]),
      sub(
        904,
        'salads-sandwiches',
        'Salads and sandwiches',
        'Salate und Sandwiches',
        'Salades et sandwichs',
        ['en:prepared-salads', 'en:sandwiches'],
      ),
    ],
  },
  {
    id: 10,
    slug: 'sauces-spices',
    en: 'Sauces, oils and spices',
    de: 'Saucen, Öle und Gewürze',
    fr: 'Sauces, huiles et épices',
    subcategories: [
      sub(
        1001,
        'sauces',
        'Sauces and condiments',
        'Saucen und Würzmittel',
        'Sauces et condiments',
        ['en:sauces', 'en:mustards', 'en:mayonnaises', 'en:ketchup', 'en:dips', 'en:condiments'],
      ),
      sub(1002, 'oils-vinegar', 'Oils and vinegar', 'Öl und Essig', 'Huiles et vinaigres', [
        'en:vegetable-oils',
        'en:vinegars',
        'en:vegetable-fats',
        'en:animal-fats',
        'en:fats',
      ]),
      sub(
        1003,
        'spices-salt',
        'Spices, herbs and salt',
        'Gewürze, Kräuter und Salz',
        'Épices, herbes et sel',
        ['en:spices', 'en:salts', 'en:aromatic-plants'],
      ),
      sub(1004, 'baking-sugar', 'Baking and sugar', 'Backen und Zucker', 'Pâtisserie et sucre', [
        'en:sugars',
        'en:sweeteners',
        'en:dessert-mixes',
        'en:cooking-helpers',
        'en:stevia-and-their-products',
        'en:yeast',
        'en:baking-powder-or-raising-agent',
        'en:gelatin',
        'en:food-colorings',
      ]),
    ],
  },
  {
    id: 11,
    slug: 'frozen',
    en: 'Frozen',
    de: 'Tiefkühlprodukte',
    fr: 'Surgelés',
    subcategories: [
      sub(1101, 'ice-cream', 'Ice cream and sorbets', 'Glace und Sorbets', 'Glaces et sorbets', [
        'en:ice-creams-and-sorbets',
        'en:frozen-desserts',
      ]),
      sub(1102, 'frozen-food', 'Frozen food', 'Tiefkühlgerichte', 'Plats surgelés', [
        'en:frozen-ready-made-meals',
        'en:frozen-vegetables',
        'en:frozen-foods',
      ]),
    ],
  },
  {
    id: 12,
    slug: 'plant-based',
    en: 'Plant-based',
    de: 'Pflanzlich',
    fr: 'Végétal',
    subcategories: [
      sub(
        1201,
        'meat-alternatives',
        'Meat alternatives and tofu',
        'Fleischersatz und Tofu',
        'Alternatives à la viande et tofu',
        ['en:meat-alternatives', 'en:meat-analogues', 'en:tofu'],
      ),
    ],
  },
  {
    id: 13,
    slug: 'baby',
    en: 'Baby food',
    de: 'Babynahrung',
    fr: 'Alimentation bébé',
    subcategories: [
      sub(1301, 'baby-food', 'Baby food', 'Babynahrung', 'Alimentation bébé', ['en:baby-foods']),
    ],
  },
];

/** Off tag → [categoryId, subcategoryId]. */
export function buildTagIndex(): Map<string, [number, number]> {
  const index = new Map<string, [number, number]>();
  for (const category of CATEGORY_TREE) {
    for (const s of category.subcategories)
      for (const tag of s.offTags) index.set(tag, [category.id, s.id]);
  }
  return index;
}

/** The id of the category a subcategory belongs to. */
export function findParentCategoryId(subcategoryId: number): number | undefined {
  return CATEGORY_TREE.find((c) => c.subcategories.some((s) => s.id === subcategoryId))?.id;
}

export function findSubcategory(id: number): SubcategoryNode | undefined {
  for (const c of CATEGORY_TREE) for (const s of c.subcategories) if (s.id === id) return s;
  return undefined;
}
