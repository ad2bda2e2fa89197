import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.js';
import { buildTestApp } from '#server/test/app.js';
import { importCatalogue, rejudgeCatalogue } from '../catalogue/import-catalogue.js';
import { swissOffFile, tempFolder } from '../catalogue/test-catalogue.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { WHEAT_AND_MILK } from '../label-scan/test-labels.js';

/** Tests that import (or re-judge) 200 real products: room for a busy machine. */
const IMPORT_TIMEOUT = 120_000;

interface Line {
  code: string;
  [field: string]: unknown;
}

/** The news feed, end to end: real catalogue files imported, changed, imported again (issue 33). */
describe('news feed: what the import and the engine change tell each user', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let lines: Line[];
  let favourite: Line;
  let fan: TestUser;
  let stranger: TestUser;
  let browser: TestUser;
  const db = () => t.database.db;
  const call = (who: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, payload, remoteAddress: nextIp() });
  /** A copy of the real file (same name: the next export of the same source replaces it). */
  const write = (rows: Line[]) => {
    const file = join(tempFolder(), 'off_products_swiss.jsonl');
    writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    return file;
  };
  const importFile = (file: string) =>
    importCatalogue(t.database, { paths: [file], catalogDir: t.env.CATALOG_DIR, swissOnly: true });
  const colourFor = async (who: TestUser, code: string) =>
    (await call(who, 'GET', `/api/products/by-barcode/${code}`)).json() as {
      id: number;
      diet_color: string;
      subcategory: { id: number } | null;
    };
  const feedOf = async (who: TestUser) => (await call(who, 'GET', '/api/feed/')).json();

  beforeAll(async () => {
    t = await buildTestApp();
    lines = readFileSync(swissOffFile(t.env.CATALOG_DIR), 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, 200)
      .map((l) => JSON.parse(l) as Line);
    await importFile(write(lines.slice(0, 120)));
    [fan, stranger, browser] = await Promise.all([
      createUser(t.app, { intolerances: ['lactose'] }),
      createUser(t.app, { intolerances: ['lactose'] }),
      createUser(t.app, { intolerances: ['lactose'] }),
    ]);
    // A real product whose only list is `ingredients_text`, green for lactose now.
    for (const line of lines.slice(0, 120)) {
      const fields = Object.keys(line).filter((k) => k.startsWith('ingredients_text'));
      if (fields.join() !== 'ingredients_text') continue;
      if ((await colourFor(fan, line.code)).diet_color === 'green') {
        favourite = line;
        break;
      }
    }
    const { id } = await colourFor(fan, favourite.code);
    expect((await call(fan, 'POST', '/api/favorites/toggle/', { product_id: id })).statusCode).toBe(
      201,
    );
  }, IMPORT_TIMEOUT);
  afterAll(() => t.close());

  it(
    'an import that puts milk powder in a favourite turns its verdict red in the fan’s feed, with the words added',
    async () => {
      expect(await feedOf(fan)).toMatchObject({ items: [], unread: 0 });
      const changed = lines.slice(0, 200).map((line) =>
        line.code === favourite.code
          ? {
              ...line,
              ingredients_text: `lait écrémé en poudre, ${String(line.ingredients_text)}`,
            }
          : line,
      );
      const report = await importFile(write(changed));
      expect(report.written).toBeGreaterThan(0);
      expect((await colourFor(fan, favourite.code)).diet_color).toBe('red');

      const feed = await feedOf(fan);
      expect(feed.unread).toBe(feed.items.length);
      expect(feed.items.filter((i: { kind: string }) => i.kind === 'favorite_changed')).toEqual([
        expect.objectContaining({
          kind: 'favorite_changed',
          product_id: (await colourFor(fan, favourite.code)).id,
          color_before: 'green',
          color_after: 'red',
          words_added: ['lait écrémé en poudre'],
          words_removed: [],
          read: false,
        }),
      ]);
      // Looking again adds nothing; nobody else hears of someone else's favourite.
      expect((await feedOf(fan)).items).toHaveLength(feed.items.length);
      expect(
        (await feedOf(stranger)).items.filter((i: { kind: string }) => i.kind !== 'new_for_you'),
      ).toEqual([]);
    },
    IMPORT_TIMEOUT,
  );

  it('a favourite added after the change hears nothing of it', async () => {
    const { id } = await colourFor(stranger, favourite.code);
    await call(stranger, 'POST', '/api/favorites/toggle/', { product_id: id });
    const items = (await feedOf(stranger)).items as { kind: string }[];
    expect(items.filter((i) => i.kind === 'favorite_changed')).toEqual([]);
  });

  it('counts unread items in the sidebar, marks them read and dismisses them', async () => {
    const before = await feedOf(fan);
    expect((await call(fan, 'GET', '/api/feed/unread/')).json()).toEqual({
      unread: before.items.length,
    });
    const item = before.items.find((i: { kind: string }) => i.kind === 'favorite_changed');
    expect((await call(fan, 'POST', '/api/feed/read/', { ids: [item.id] })).json()).toEqual({
      unread: before.items.length - 1,
    });
    const read = (await feedOf(fan)).items.find((i: { id: number }) => i.id === item.id);
    expect(read.read).toBe(true);
    // Someone else's item is neither read nor dismissed by another user.
    expect((await call(stranger, 'DELETE', `/api/feed/${item.id}/`)).statusCode).toBe(404);
    expect((await call(fan, 'DELETE', `/api/feed/${item.id}/`)).statusCode).toBe(204);
    expect((await feedOf(fan)).items).toHaveLength(before.items.length - 1);
    expect((await call(fan, 'POST', '/api/feed/read/', {})).json()).toEqual({ unread: 0 });
    expect((await call(fan, 'DELETE', `/api/feed/${item.id}/`)).statusCode).toBe(404);
  });

  it('"New for you": products the import added, green for the user, in a subcategory they browse', async () => {
    // The second import added lines 120–199; the user browsed the subcategory of a green one.
    const added = await queryRows<{ code: string }>(
      db(),
      sql`select p.code from feed_product_changes c join products p on p.id = c.product_id
          where c.kind = 'added' and p.subcategory_id is not null order by c.id`,
    );
    expect(added.length).toBeGreaterThan(0);
    let subcategory: number | undefined;
    for (const { code } of added) {
      const product = await colourFor(browser, code);
      if (product.diet_color === 'green' && product.subcategory) {
        subcategory = product.subcategory.id;
        break;
      }
    }
    expect(subcategory).toBeDefined();
    const record = await call(browser, 'POST', '/api/feed/interests/', {
      subcategory_id: subcategory,
    });
    expect(record.statusCode).toBe(204);
    const items = (await feedOf(browser)).items as { kind: string; product_id: number }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.kind).toBe('new_for_you');
      const [row] = await queryRows<{ code: string; subcategory_id: number }>(
        db(),
        sql`select code, subcategory_id from products where id = ${item.product_id}`,
      );
      expect(row?.subcategory_id).toBe(subcategory);
      expect((await colourFor(browser, row!.code)).diet_color).toBe('green');
    }
  });

  it(
    '"Your report": an engine change that moves the verdict of a reported product',
    async () => {
      const reporter = await createUser(t.app, { intolerances: ['lactose'] });
      const milk = (await colourFor(reporter, favourite.code)).id;
      // What an older engine left behind: no lactose tokens, another content hash, another fingerprint.
      await db().execute(sql`update products set content_hash = 'older-engine',
      diet_tokens = array(select x from unnest(diet_tokens) x where x not like 'lactose:%')
      where id = ${milk}`);
      await db().execute(
        sql`update catalogue_meta set value = 'older-engine' where key = 'engine_fingerprint'`,
      );
      expect((await colourFor(reporter, favourite.code)).diet_color).not.toBe('red');
      const filed = await call(reporter, 'POST', '/api/verdict-reports/', {
        product_id: milk,
        intolerance: 'lactose',
        reason: 'does_not_fit',
      });
      expect(filed.statusCode).toBe(201);
      const report = await rejudgeCatalogue(t.database, t.env.CATALOG_DIR);
      expect(report.rejudged).toBe(true);
      const items = (await feedOf(reporter)).items;
      expect(items).toEqual([
        expect.objectContaining({
          kind: 'report_moved',
          product_id: milk,
          color_after: 'red',
          words_added: [],
        }),
      ]);
      expect(items[0].color_before).not.toBe('red');
    },
    IMPORT_TIMEOUT,
  );

  it('one of "My products" whose verdict another engine changes is in the feed', async () => {
    const owner = await createUser(t.app, { intolerances: ['lactose'] });
    const created = (
      await call(owner, 'POST', '/api/my-products/', {
        name: 'Twist',
        ingredients_text: WHEAT_AND_MILK.text,
      })
    ).json();
    expect(created.diet_color).toBe('red');
    // As if an older engine had judged it green (two steps: neither alone is a verdict change).
    await db().execute(sql`update my_products set diet_color = 'green' where id = ${created.id}`);
    await db().execute(
      sql`update my_products set judged_by = 'older-engine' where id = ${created.id}`,
    );
    const items = (await feedOf(owner)).items;
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'favorite_changed',
        product_id: null,
        my_product_id: created.id,
        name_de: 'Twist',
        color_before: 'green',
        color_after: 'red',
      }),
    ]);
  });

  it('is the caller’s own: no session, no feed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/feed/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/feed/unread/' })).statusCode).toBe(401);
  });
});
