import type { ParsedIngredient, ParsedIngredients } from '@safeshelf/engine';
import { withAncestors, type Taxonomy } from './category-taxonomy.js';

/** Kinds of ingredient, by their ids in the OFF ingredients taxonomy (any descendant counts). */
const KINDS = {
  dairy: ['en:dairy', 'en:milk', 'en:cream'],
  milk: ['en:milk'],
  yogurt: ['en:yogurt', 'en:quark'],
  cultures: ['en:microbial-culture'],
  rennet: ['en:rennet', 'en:coagulating-enzyme'],
  meat: ['en:meat', 'en:poultry'],
  fish: ['en:fish', 'en:shellfish', 'en:crustacean'],
  // Nitrite curing salt and the nitrite/nitrate preservatives are what make meat a cured meat.
  curing: ['en:nitrite-curing-salt', 'en:curing-salt', 'en:e249', 'en:e250', 'en:e251', 'en:e252'],
  salt: ['en:salt'],
  hops: ['en:hops'],
  cereal: ['en:cereal', 'en:flour'],
  flour: ['en:flour'],
  durumSemolina: ['en:durum-wheat-semolina'],
  coffee: ['en:coffee'],
  tea: ['en:tea'],
  cocoaButter: ['en:cocoa-butter'],
  cocoaMass: ['en:cocoa-paste'],
  sugars: ['en:added-sugar', 'en:sweetener'],
  gelatin: ['en:e428', 'en:gelatin'],
  gumBase: ['en:gum-base'],
  water: ['en:water'],
  carbonDioxide: ['en:e290'],
  grape: ['en:grape'],
  sulfite: ['en:sulfite', 'en:e220', 'en:e221', 'en:e222', 'en:e223', 'en:e224', 'en:e228'],
} as const;
export type IngredientKind = keyof typeof KINDS;

/** A product's ingredients as kinds: `top` are the top-level ones in label order. */
interface Composition {
  top: Set<IngredientKind>[];
  all: Set<IngredientKind>;
}
const at = (c: Composition, i: number, kind: IngredientKind) => c.top[i]?.has(kind) ?? false;
const within = (c: Composition, n: number, kind: IngredientKind) =>
  c.top.slice(0, n).some((k) => k.has(kind));
const onlyKind = (c: Composition, kind: IngredientKind) => c.top.every((k) => k.has(kind));

/**
 * Compositions that define a food. Ingredients are listed by weight, most first (EU 1169/2011
 * Art. 18, Swiss LIV Art. 8), so the first ones say what the product is; a few exist only in one
 * kind of food (rennet in cheese, gum base in chewing gum, nitrite curing salt in cured meat).
 * The first that matches wins.
 */
const SIGNATURES: [subcategoryId: number, via: string, test: (c: Composition) => boolean][] = [
  [103, 'milk and rennet', (c) => at(c, 0, 'dairy') && c.all.has('rennet')],
  [103, 'milk and salt', (c) => at(c, 0, 'milk') && at(c, 1, 'salt') && c.top.length <= 4],
  [102, 'yogurt', (c) => at(c, 0, 'yogurt') || (at(c, 0, 'dairy') && c.all.has('cultures'))],
  [702, 'meat and curing salt', (c) => at(c, 0, 'meat') && c.all.has('curing')],
  [605, 'malt and hops', (c) => c.all.has('hops') && c.all.has('cereal')],
  [
    605,
    'grapes and sulfites',
    (c) =>
      onlyKind(c, 'sulfite') || (at(c, 0, 'grape') && c.top.length === 2 && c.all.has('sulfite')),
  ],
  [604, 'coffee first', (c) => at(c, 0, 'coffee')],
  [301, 'durum wheat semolina first', (c) => at(c, 0, 'durumSemolina')],
  [
    501,
    'cocoa butter',
    (c) =>
      (within(c, 3, 'cocoaButter') || (within(c, 4, 'cocoaButter') && within(c, 4, 'cocoaMass'))) &&
      !within(c, 3, 'cereal'),
  ],
  [503, 'gum base', (c) => c.all.has('gumBase')],
  [
    503,
    'sugars and gelatine',
    (c) => at(c, 0, 'sugars') && at(c, 1, 'sugars') && c.all.has('gelatin'),
  ],
  [
    601,
    'water and carbon dioxide',
    (c) => at(c, 0, 'water') && c.top.length <= 2 && c.all.has('carbonDioxide'),
  ],
  [
    602,
    'water with carbon dioxide or tea',
    (c) => at(c, 0, 'water') && (c.all.has('carbonDioxide') || within(c, 3, 'tea')),
  ],
];

/** What an ingredient list says about the kind of product it belongs to. */
export interface IngredientSignals {
  /** A subcategory the list's composition defines (a cheese is milk + rennet), with the reason. */
  signature: { subcategoryId: number; via: string } | null;
  /** The one ingredient of a single-ingredient product, as written ("Café torréfié moulu"). */
  single: string | null;
  /** Kinds of the first two ingredients; null when the first is not recognised. */
  leading: Set<IngredientKind> | null;
}

const flatten = (list: readonly ParsedIngredient[]): ParsedIngredient[] =>
  list.flatMap((i) => [i, ...flatten(i.children)]);

/** Reads an ingredient list (as the diet engine parsed it) for category signals. */
export function createIngredientReader(ingredientTaxonomy: Taxonomy) {
  const kindsCache = new Map<string, IngredientKind[]>();
  const kindsOfId = (id: string): IngredientKind[] => {
    let kinds = kindsCache.get(id);
    if (!kinds) {
      const ancestors = new Set(withAncestors(ingredientTaxonomy, [id]));
      kinds = (Object.keys(KINDS) as IngredientKind[]).filter((k) =>
        KINDS[k].some((root) => ancestors.has(root)),
      );
      kindsCache.set(id, kinds);
    }
    return kinds;
  };
  const kindsOf = (i: ParsedIngredient) => new Set(i.ids.flatMap(kindsOfId));

  return (parsed: ParsedIngredients | null): IngredientSignals => {
    const top = parsed?.ingredients ?? [];
    const single = top.length === 1 && top[0]!.children.length === 0 ? top[0]!.text : null;
    if (!top[0]?.ids.length) return { signature: null, single, leading: null };
    const composition: Composition = {
      top: top.map(kindsOf),
      all: new Set(flatten(top).flatMap((i) => [...kindsOf(i)])),
    };
    const found = SIGNATURES.find(([, , test]) => test(composition));
    return {
      signature: found ? { subcategoryId: found[0], via: found[1] } : null,
      single,
      leading: new Set([...composition.top[0]!, ...(composition.top[1] ?? [])]),
    };
  };
}
export type IngredientReader = ReturnType<typeof createIngredientReader>;
