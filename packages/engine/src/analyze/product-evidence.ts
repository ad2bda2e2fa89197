// What a product's recipe, name and categories say besides its list, asked by the decisions
// (decide.ts) and the lactose findings only when a finding needs it.
import type { ParsedIngredient } from '../parse/parsed-types';
import type { ProductInput } from '../types';
import type { EngineContext } from './context';
import type { RuleHit } from './finding';
import type { DairyEvidence } from './decide';
import type { DrinkOf } from './scope-findings';
import { isDrink } from './drink';
import { milkOfName, recipeOf, ruleOfName, type DairyLookups } from './dairy-kind';
import { cerealFoodOfName, namesGrain } from './gluten-name';

/** A cheese or butter recipe is short: milk or cream, salt, rennet, cultures and a few helpers. */
const MAX_RECIPE_ITEMS = 8;

/**
 * What the product's recipe, name and categories say, worked out only when a finding asks
 * (methods of one object, not closures made per product: judging runs for every product).
 */
export class ProductEvidence implements DairyEvidence, DrinkOf {
  private readonly ctx: EngineContext;
  private readonly product: ProductInput;
  private readonly nodes: readonly ParsedIngredient[];
  private readonly dairy: DairyLookups;
  private readonly categories: readonly string[];
  private readonly glutenHits: readonly RuleHit[];
  constructor(
    ctx: EngineContext,
    product: ProductInput,
    nodes: readonly ParsedIngredient[],
    categories: readonly string[],
    glutenHits: readonly RuleHit[],
  ) {
    this.ctx = ctx;
    this.product = product;
    this.nodes = nodes;
    this.dairy = ctx.dairy;
    this.categories = categories;
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
  named() {
    return ruleOfName(this.product, this.dairy);
  }
  milkInName() {
    return milkOfName(this.product, this.dairy);
  }
}
