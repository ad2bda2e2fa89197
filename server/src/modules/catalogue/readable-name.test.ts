import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '#server/test/app.js';
import { createCatalogueContext } from './import-catalogue.js';
import type { CatalogueContext } from './product-row.js';
import { readMergedCatalogue } from './read-catalogue.js';

// Names quoted from the default catalogue (CATALOG_DIR/products), with the barcode they come from.
describe('names a shopper can read', () => {
  let ctx: CatalogueContext;
  beforeAll(() => {
    ctx = createCatalogueContext(testEnv().CATALOG_DIR);
  });

  it('repairs the letters lost in every broken name of the default catalogue', async () => {
    const catalogue = await readMergedCatalogue([join(testEnv().CATALOG_DIR, 'products')], true);
    const broken = catalogue.flatMap((p) =>
      Object.values(p.names).filter((n): n is string => !!n && /\ufffd|\p{L}\?\p{L}/u.test(n)),
    );
    // The rows that have them: U+FFFD where an export lost a letter, "?" where another did.
    expect(broken.length).toBeGreaterThanOrEqual(5);
    const repaired = broken.map((name) => ctx.readName(name).name);
    expect(repaired.filter((n) => n.includes('\ufffd'))).toEqual([]);
    expect(repaired).toEqual(
      expect.arrayContaining([
        'Passata Purée de tomate nature 700g', // 80042563 "Passata Pur�e …"
        'Schweizer Rapsöl', // "Schweizer Raps?l"
      ]),
    );
    // A "?" between letters that no food word explains (Polish "Ziołowe") stays as it was.
    broken.forEach((name, i) => {
      if (repaired[i]!.includes('?')) expect(repaired[i]).toBe(name);
    });
  });

  it('repairs a lost letter by the spelling the food vocabulary uses, keeping capitals', () => {
    expect(ctx.readName('Lait Entier 3, 5% Mati?re Grasse').name).toBe(
      'Lait Entier 3, 5% Matière Grasse',
    );
    expect(ctx.readName('Framboises surgel\ufffdes').name).toBe('Framboises surgelées');
    expect(ctx.readName('B\ufffdUF HACHÉ').name).toBe('BŒUF HACHÉ');
    expect(ctx.readName('Sainsbury\ufffds Shortbread').name).toBe('Sainsbury’s Shortbread');
    // Entities some exports keep, as the diet engine folds them (Open Food Facts names).
    expect(ctx.readName('Figues &quot;Aydin&quot;').name).toBe('Figues "Aydin"');
  });

  it('sets the brand and range prefixes of FoodRepo and retail names apart from the name', () => {
    // 7610848714217 (FoodRepo), the example
    expect(
      ctx.readName('Coop : Freeform : Halbentrahmte Milch 1.5% Milchfett : Lactosefrei'),
    ).toEqual({
      name: 'Halbentrahmte Milch 1.5% Milchfett Lactosefrei',
      brand: 'Coop',
      range: 'Free From',
    });
    expect(ctx.readName('Coop : Qualité&Prix : Zwetschgen halbiert ungezuckert')).toEqual({
      name: 'Zwetschgen halbiert ungezuckert',
      brand: 'Coop',
      range: 'Qualité & Prix',
    });
    expect(ctx.readName('Naturaplan : Dinkelmehl')).toEqual({
      name: 'Dinkelmehl',
      brand: 'Coop',
      range: 'Naturaplan',
    });
    expect(ctx.readName('Coop Qualité & Prix Erdnüsse')).toEqual({
      name: 'Erdnüsse',
      brand: 'Coop',
      range: 'Qualité & Prix',
    });
    expect(ctx.readName('M-Budget Weichkäse')).toMatchObject({
      name: 'Weichkäse',
      brand: 'Migros',
    });
    expect(ctx.readName('Walkers : Stem Ginger Biscuits')).toEqual({
      name: 'Stem Ginger Biscuits',
      brand: 'Walkers',
    });
  });

  it('keeps a first part that names a food, and never empties a name', () => {
    // "Riz au lait" and "Figues" are the food; "DelMonte : Fruchtcocktail" would leave no food.
    expect(ctx.readName('Riz au Lait : Vanille')).toEqual({ name: 'Riz au Lait Vanille' });
    expect(ctx.readName('Figues : séchées')).toEqual({ name: 'Figues séchées' });
    expect(ctx.readName('DelMonte : Fruchtcocktail : Leicht Gezuckert').name).toContain(
      'Fruchtcocktail',
    );
    expect(ctx.readName('Coca-Cola Zero', 'Coca-Cola').name).toBe('Coca-Cola Zero');
    expect(ctx.readName('Coop', 'Coop').name).toBe('Coop');
  });

  it("drops the product's own brand and doubled words from the front of its name", () => {
    expect(ctx.readName('Walkers Pure Butter Shortbread Triangles', 'Walkers').name).toBe(
      'Pure Butter Shortbread Triangles',
    );
    expect(ctx.readName('Nature Active Bio Bio Cashew-Kerne').name).toBe(
      'Nature Active Bio Cashew-Kerne',
    );
  });
});
