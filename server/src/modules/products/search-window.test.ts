import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { ProductList } from '@safeshelf/contract';
import { queryRows, type Db } from '#server/db/client.js';
import { buildTestApp } from '#server/test/app.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { tempFolder, writeSubset } from '../catalogue/test-catalogue.js';
import { buildSearchQuery, parseSearch } from './search-query.js';
import { listSearchMatches, type RankedRow } from './ranked-search-repository.js';

const NO_DIET = { red: [], yellow: [] };
interface PlanNode {
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

// A search within a category (issue 30, decision 177): with no more matches than it ranks, one
// index scan finds them all; with more, the most relevant, most complete ones are still ranked.
describe('search within a category', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let category: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const milk = await writeSubset(
      join(ctx.env.CATALOG_DIR, 'products/foodrepo_ch_2018.csv'),
      tempFolder(),
      'milk.csv',
      (l) => l.startsWith('761') && /milch/i.test(l),
      60,
    );
    await importCatalogue(ctx.database, {
      paths: [milk],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    [{ category }] = (await queryRows<{ category: number }>(
      ctx.database.db,
      sql`select category_id as category from product_search
          where category_id is not null and search_doc @@ 'milch:*'::tsquery
          group by 1 order by count(*) desc limit 1`,
    )) as [{ category: number }];
  }, 60_000);
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/filtered-products/?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<ProductList>().items;
  };

  /** The search's page from listSearchMatches, and the index scans its statement ran. */
  const rankedWith = async (words: string, rankWindow: number, limit: number) => {
    const statements: SQL[] = [];
    const db = new Proxy(ctx.database.db, {
      get: (target, prop, receiver) =>
        prop === 'execute'
          ? (query: SQL) => (statements.push(query), target.execute(query))
          : Reflect.get(target, prop, receiver),
    }) as Db;
    const query = await buildSearchQuery(db, ctx.env.CATALOG_DIR, parseSearch(words)!);
    statements.length = 0;
    const search = { query, avoid: '' };
    const filter = { search, rankWindow, firstWord: words, category, limit, offset: 0 };
    const rows = await listSearchMatches(db, filter, NO_DIET, null);
    const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
      ctx.database.db,
      sql`explain (analyze, costs off, format json) ${statements[0]!}`,
    );
    // Every scan of the search table the statement ran (index or not: a small table is read whole).
    const scans = (node: PlanNode): number =>
      (node['Relation Name'] === 'product_search' && node['Actual Loops'] > 0 ? 1 : 0) +
      (node.Plans ?? []).reduce((n, child) => n + scans(child), 0);
    const [{ Plan }] = plan!['QUERY PLAN'] as [{ Plan: PlanNode }];
    return { rows, query, scans: scans(Plan) };
  };

  it('lists the same products in the same order as the whole list, only that shelf', async () => {
    const all = await list('search=milch&limit=50');
    const shelf = await list(`search=milch&category=${category}&limit=50`);
    // The whole list stops at 50: its products of that shelf are the shelf's first ones.
    const inShelf = all.filter((p) => p.category?.id === category).map((p) => p.id);
    expect(inShelf.length).toBeGreaterThan(3);
    expect(shelf.map((p) => p.id).slice(0, inShelf.length)).toEqual(inShelf);
  });

  it('finds every match with one index scan when there are few', async () => {
    const { rows, scans } = await rankedWith('milch', 500, 100);
    expect(rows.length).toBeGreaterThan(3);
    expect(scans).toBe(1);
  });

  it('ranks the most relevant, most complete matches when there are more than it ranks', async () => {
    const { rows: every, query } = await rankedWith('milch', 500, 100);
    const { rows: window } = await rankedWith('milch', 3, 3);
    // The window is the most complete of the matches by name or brand, as without the category.
    const heads = new Map(
      (
        await queryRows<{ id: number; completeness: number }>(
          ctx.database.db,
          sql`select id, completeness from product_search
              where category_id = ${category} and search_doc @@ ${query.headQuery}::tsquery`,
        )
      ).map((r) => [r.id, r.completeness]),
    );
    const levels = (rows: RankedRow[]) =>
      rows.map((r) => heads.get(r.id) ?? -1).sort((a, b) => b - a);
    expect(heads.size).toBeGreaterThan(3);
    expect(window).toHaveLength(3);
    expect(levels(window)).toEqual(levels(every).slice(0, 3));
  });
});
