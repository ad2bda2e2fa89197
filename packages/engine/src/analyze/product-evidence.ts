// What a product's recipe, name, categories and nutrition table say besides its list, asked by
// the decisions (decide.ts) and the lactose findings only when a finding needs it.
import type { ParsedIngredient } from '../parse/parsed-types';
import type { Intolerance, ProductInput } from '../types';
import type { ProductFacts } from './evidence';
import type { EngineContext } from './context';
import { SCOPES } from './context';
import { finding, foundIn, type Finding, type RuleHit, type Scope } from './finding';
import type { DairyEvidence, NameEvidence } from './decide';
import type { DrinkOf } from './scope-findings';
import { isDrink } from './drink';
import { isGenericCheese, milkOfName, recipeOf, roleOfNode, type DairyLookups } from './dairy-kind';
import { cerealFoodOfName, namesGrain } from './gluten-name';
import type { Identity } from '../identity/read-identity';
import { identityFinding } from '../identity/identity-findings';
import { readTable, type TableBounds } from './nutrition';
import { pickIngredientText } from './pick-text';
import type { FreeFromClaim } from '../claims/claim-types';

/** A cheese or butter recipe is short: milk or cream, salt, rennet, cultures and a few helpers. */
const MAX_RECIPE_ITEMS = 8;
const CHEESE = 'en:cheese';
/** "Zutaten:", "Ingrédients :" before a list's first item. */
const HEADER = /^\s*(?:zutaten|ingr[ée]dients?|ingredienti)\s*:?\s*/iu;
/** A first item that names the product by what it is: a drink, a preparation, a speciality. */
const PRODUCT_WORD =
  /^(?:boisson|drink|getränk|bevanda|préparation|zubereitung|preparazione|spécialité|spezialität)/iu;
const E_NUMBER = /^en:e\d/;
const partial = (identity: Identity): Identity => ({ ...identity, complete: false, clears: [] });
const BUTTER = 'en:butter';
const BEVERAGES = 'en:beverages';
/** Grams of fat or protein per 100 g above which a product is no spirit, wine or water. */
const DRINK_MAX_G = 1;

/**
 * What the product's recipe, name and categories say, worked out only when a finding asks
 * (methods of one object, not closures made per product: judging runs for every product).
 */
export class ProductEvidence implements DairyEvidence, DrinkOf, NameEvidence {
  private readonly ctx: EngineContext;
  private readonly product: ProductInput;
  private readonly nodes: readonly ParsedIngredient[];
  private readonly dairy: DairyLookups;
  private readonly categories: readonly string[];
  private readonly fromNameCategory: boolean;
  private readonly glutenHits: readonly RuleHit[];
  /** Read once when first asked (null: asked, nothing found). */
  private known: Identity | null | undefined;
  private bounds: TableBounds | null | undefined;
  constructor(
    ctx: EngineContext,
    product: ProductInput,
    nodes: readonly ParsedIngredient[],
    facts: Pick<ProductFacts, 'categories' | 'categoriesFromName'>,
    glutenHits: readonly RuleHit[],
  ) {
    this.ctx = ctx;
    this.product = product;
    this.nodes = nodes;
    this.dairy = ctx.dairy;
    this.categories = facts.categories;
    this.fromNameCategory = facts.categoriesFromName;
    this.glutenHits = glutenHits;
  }
  isDrink() {
    const ctx = this.ctx;
    return isDrink(this.categories, this.nodes, ctx.categories.ancestors, ctx.ancestorsOfIds);
  }
  cerealInName() {
    return namesGrain(this.glutenHits)
      ? undefined
      : cerealFoodOfName(this.product, this.ctx.matcher, this.ctx.gluten);
  }
  recipe() {
    return this.nodes.length <= MAX_RECIPE_ITEMS ? recipeOf(this.nodes, this.dairy) : undefined;
  }
  /** What the product is, by its name. */
  identity(): Identity | undefined {
    if (this.known === undefined) {
      const read = this.ctx.identity.identity(this.product);
      // A list, even one we cannot read well, that names other foods says the name is not all
      // ("Fraise" over "quart-gras, sucre, purée de fraise…" is a strawberry yogurt).
      this.known =
        read?.complete && this.namesOtherFoods(read.ids) ? partial(read) : (read ?? null);
    }
    return this.known ?? undefined;
  }
  private namesOtherFoods(ids: readonly string[]): boolean {
    const index = this.ctx.index;
    const related = (a: string) =>
      ids.some((b) => a === b || index.ancestors(a).includes(b) || index.ancestors(b).includes(a));
    return this.nodes.some(
      (n) =>
        n.ids.some((id) => !E_NUMBER.test(id) && !this.dairy.isClass(id)) &&
        !n.ids.some(related) &&
        roleOfNode(n, this.dairy) === undefined,
    );
  }
  /**
   * The lactose rule of what the name says the product is ("Emmentaler AOP Doux" → hard cheese,
   * "Lait entier de la Gruyère" → whole milk). A cheese or butter needs every food of the name to
   * be dairy ("Butter Croissant" is not butter).
   */
  named() {
    const identity = this.identity();
    if (!identity) return undefined;
    const rule = this.dairy.lactoseOfIds(identity.ids);
    if (!rule || rule.level === 'free') return undefined;
    if (rule.kind && !identity.ids.every(this.dairy.isDairy)) return undefined;
    return { rule, name: identity.name };
  }
  /**
   * What the name says of one scope: a complete identity anything, a partial one only a warning
   * (a name that says more than one food can tell what is in it, not what is not).
   */
  fromName(scope: Scope): Finding | undefined {
    const identity = this.identity();
    if (!identity) return this.fromCategory(scope);
    const rule = this.ctx.infoOf(identity.ids).rules[SCOPES.indexOf(scope)];
    const isCheese = identity.ids.some((id) => this.ctx.index.ancestors(id).includes(CHEESE));
    const f = identityFinding(identity, scope, rule, isCheese);
    if (!f) return this.fromCategory(scope);
    if (identity.complete) return f;
    // A kind the whole name names that holds nothing for this intolerance beats the foods read
    // in its words ("Bjorg Lait d'Amande": an almond milk, not milk and almonds).
    const kind = this.fromCategory(scope);
    if (kind) return kind;
    // Partial: only what warns. Lactose 'low' is green; a fruit's share is not known.
    if (f.level === 'free' || (scope === 'lactose' && f.level === 'low')) return undefined;
    if (rule?.byShare || rule?.minorBelowPercent !== undefined) {
      f.level = 'unknown';
      f.code = `${scope.startsWith('fodmap') ? 'fodmap' : scope}.share_unknown`;
    }
    return f;
  }
  /**
   * A drink named in the name whose stated table holds fat or protein is something made with it
   * ("Kirsch" with 16 g fat is a chocolate with kirsch, "Manner Wien" a wafer).
   */
  private notThisDrink(category: string): boolean {
    const n = this.product.nutriments_100g;
    if (!this.ctx.categories.ancestors(category).includes(BEVERAGES)) return false;
    return (n?.fat ?? 0) > DRINK_MAX_G || (n?.proteins ?? 0) > DRINK_MAX_G;
  }
  /** A kind of product that holds nothing for this intolerance (a wine: no milk, no cereal). */
  private fromCategory(scope: Scope): Finding | undefined {
    const intolerance: Intolerance = scope.startsWith('fodmap') ? 'fodmap' : (scope as Intolerance);
    for (const c of this.categories) {
      if (!this.ctx.categoryFoods(c)?.clears.includes(intolerance)) continue;
      if (this.fromNameCategory && this.notThisDrink(c)) continue;
      const name = (lang: 'en' | 'de' | 'fr') =>
        this.ctx.categories.nameOf(c, lang) ?? this.ctx.categories.nameOf(c, 'en') ?? c;
      const f = finding(scope, 'free', `${intolerance}.category_free`);
      f.food = { en: name('en'), de: name('de'), fr: name('fr') };
      if (!this.fromNameCategory) return foundIn('category', f);
      f.trigger = this.product.product_name?.trim();
      return foundIn('name', f);
    }
    return undefined;
  }
  table(): TableBounds | undefined {
    if (this.bounds === undefined) this.bounds = readTable(this.product) ?? null;
    return this.bounds ?? undefined;
  }
  milkInName() {
    return milkOfName(this.product, this.dairy);
  }
  restatedClaim(): FreeFromClaim | undefined {
    const first = this.nodes[0];
    if (!first?.freeFrom?.includes('lactose')) return undefined;
    const ids = this.identity()?.ids ?? [];
    const index = this.ctx.index;
    const restates =
      PRODUCT_WORD.test(first.text) ||
      first.ids.some((a) =>
        ids.some(
          (b) => a === b || index.ancestors(a).includes(b) || index.ancestors(b).includes(a),
        ),
      );
    if (!restates) return undefined;
    // As printed: the list's first item, up to the next separator ("yogourt sans lactose").
    const text = (pickIngredientText(this.product)?.text ?? first.text).replace(HEADER, '');
    const printed = text.split(/[,;(]/u)[0]?.trim() || first.text;
    return { topic: 'lactose', source: 'ingredients', strength: 'free', text: printed };
  }
  namesCheeseOrButter(): boolean {
    const ids = this.identity()?.ids ?? [];
    return ids.some((id) => this.ctx.index.ancestors(id).some((a) => a === CHEESE || a === BUTTER));
  }
  rawMaterials(): ReadonlySet<string> {
    const raw = new Set<string>();
    const walk = (nodes: readonly ParsedIngredient[]) => {
      for (const n of nodes) {
        if (roleOfNode(n, this.dairy) === 'raw' || isGenericCheese(n, this.dairy)) raw.add(n.text);
        walk(n.children);
      }
    };
    walk(this.nodes);
    return raw;
  }
  allMinor(triggers: readonly string[]): boolean {
    const first = this.nodes[0];
    const minor = (nodes: readonly ParsedIngredient[], text: string): boolean | undefined => {
      for (const n of nodes) {
        if (n.text === text) return n !== first && !n.boundStated;
        const inner = minor(n.children, text);
        if (inner !== undefined) return inner && n !== first;
      }
      return undefined;
    };
    return triggers.every((t) => minor(this.nodes, t) === true);
  }
}
