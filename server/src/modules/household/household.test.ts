import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DietColor, Intolerance, ProductInput } from '@safeshelf/engine';
import { queryRows } from '#server/db/client.js';
import { buildTestApp } from '#server/test/app.js';
import { getEngine } from '#server/modules/diet/index.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { tempFolder } from '../catalogue/test-catalogue.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { WHEAT_AND_MILK } from '../label-scan/test-labels.js';

type Line = ProductInput & { code: string };
type Colours = [DietColor, DietColor, DietColor];

/**
 * Issue 33: one shop for the whole household. The account holder (lactose) shops for Ben (gluten)
 * and Lea (fructose); real products are chosen by what the engine says of them today.
 */
describe('household: judged for me, for one person or for everyone', () => {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let holder: TestUser;
  let stranger: TestUser;
  let ben: { id: number; initials: string };
  let lea: { id: number; initials: string };
  /** Product code by its colours for lactose, gluten and fructose. */
  const chosen: Record<string, Line> = {};
  const ids: Record<string, number> = {};
  const call = (who: TestUser | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: who?.auth ?? {},
      payload,
      remoteAddress: nextIp(),
    });

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
    const engine = getEngine(t.env.CATALOG_DIR);
    const colour = (p: ProductInput, i: Intolerance) =>
      engine.judge(p, { intolerances: [i], custom: [], toleratedFodmapGroups: [] }, 'en')
        .diet_color;
    const wanted: Record<string, Colours> = {
      fitsAll: ['green', 'green', 'green'],
      wheat: ['green', 'red', 'green'],
      threeColours: ['red', 'green', 'yellow'],
    };
    const lines = readFileSync(
      join(t.env.CATALOG_DIR, 'products/off_products_merged.jsonl'),
      'utf8',
    ).split('\n');
    for (const raw of lines.slice(0, 5000)) {
      if (!raw || !/ingredients_text/.test(raw)) continue;
      const line = JSON.parse(raw) as Line;
      const got = (['lactose', 'gluten', 'fructose'] as const).map((i) => colour(line, i));
      for (const [name, colours] of Object.entries(wanted))
        if (!chosen[name] && colours.every((c, i) => c === got[i])) chosen[name] = line;
      if (Object.keys(chosen).length === 3) break;
    }
    const file = join(tempFolder(), 'household.jsonl');
    writeFileSync(
      file,
      Object.values(chosen)
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    await importCatalogue(t.database, {
      paths: [file],
      catalogDir: t.env.CATALOG_DIR,
      swissOnly: false,
    });
    for (const [name, line] of Object.entries(chosen)) {
      const [row] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from products where code = ${line.code}`,
      );
      ids[name] = row!.id;
    }
    [holder, stranger] = await Promise.all([
      createUser(t.app, { intolerances: ['lactose'], name: 'Anna', surname: 'Muster' }),
      createUser(t.app, { intolerances: ['lactose'] }),
    ]);
    // Judges a few thousand real products to pick three: room for a busy machine.
  }, 120_000);
  afterAll(() => t.close());

  it('adds people with a name and a diet, no birth date, and lists them for their owner only', async () => {
    const added = await call(holder, 'POST', '/api/household/', {
      name: 'Ben',
      intolerances: ['gluten'],
      custom_intolerances: ['Sellerie'],
    });
    expect(added.statusCode).toBe(201);
    expect(added.headers['cache-control']).toBe('no-store');
    ben = added.json();
    expect(ben).toMatchObject({
      name: 'Ben',
      initials: 'B',
      intolerances: ['gluten'],
      custom_intolerances: ['Sellerie'],
      tolerated_fodmap_groups: [],
    });
    lea = (
      await call(holder, 'POST', '/api/household/', { name: 'Lea', intolerances: ['fructose'] })
    ).json();
    const list = (await call(holder, 'GET', '/api/household/')).json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Ben', 'Lea']);
    expect((await call(stranger, 'GET', '/api/household/')).json()).toEqual([]);
    expect((await call(null, 'GET', '/api/household/')).statusCode).toBe(401);
  });

  it('lets nobody else read, change, remove or judge for one of them', async () => {
    const path = `/api/household/${ben.id}/`;
    expect((await call(stranger, 'PUT', path, { name: 'X' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', path)).statusCode).toBe(404);
    const judged = await call(stranger, 'GET', `/api/filtered-products/?for=${ben.id}`);
    expect(judged.statusCode).toBe(404);
    expect((await call(holder, 'GET', '/api/household/')).json()).toHaveLength(2);
  });

  it('refuses a seventh person and a nameless one, with field codes', async () => {
    const extra = [];
    for (const name of ['C', 'D', 'E', 'F'])
      extra.push((await call(holder, 'POST', '/api/household/', { name })).json());
    const seventh = await call(holder, 'POST', '/api/household/', { name: 'G' });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().fields).toEqual({ name: 'too_many_people' });
    const nameless = await call(holder, 'POST', '/api/household/', { name: ' ' });
    expect(nameless.json().fields).toEqual({ name: 'required' });
    for (const person of extra)
      expect((await call(holder, 'DELETE', `/api/household/${person.id}/`)).statusCode).toBe(204);
  });

  const cardsFor = async (judged: string, diet: string) => {
    const res = await call(
      holder,
      'GET',
      `/api/filtered-products/?limit=50&diet=${diet}&for=${judged}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().items as {
      id: number;
      diet_color: DietColor;
      household?: { name: string; initials: string; diet_color: DietColor }[];
    }[];
  };

  it('search for everyone: three colours on each card, the worst as its colour', async () => {
    const cards = await cardsFor('everyone', 'green,yellow,red');
    expect(cards.map((c) => c.id).sort()).toEqual(Object.values(ids).sort());
    const three = cards.find((c) => c.id === ids.threeColours)!;
    expect(three.household).toEqual([
      { person_id: null, name: 'Anna', initials: 'AM', diet_color: 'red' },
      { person_id: ben.id, name: 'Ben', initials: 'B', diet_color: 'green' },
      { person_id: lea.id, name: 'Lea', initials: 'L', diet_color: 'yellow' },
    ]);
    expect(three.diet_color).toBe('red');
    expect(cards.find((c) => c.id === ids.wheat)!.household!.map((p) => p.diet_color)).toEqual([
      'green',
      'red',
      'green',
    ]);
    // Judged for one, the cards carry that one's colour and no household.
    expect((await cardsFor('me', 'green,yellow,red'))[0]!.household).toBeUndefined();
  });

  it('"fits everyone" keeps only what is green for all three; "for me" and "for Ben" filter by their own diet', async () => {
    const ids_ = async (judged: string) =>
      (await cardsFor(judged, 'green')).map((c) => c.id).sort();
    expect(await ids_('everyone')).toEqual([ids.fitsAll]);
    expect(await ids_('me')).toEqual([ids.fitsAll, ids.wheat].sort());
    expect(await ids_(String(ben.id))).toEqual([ids.fitsAll, ids.threeColours].sort());
  });

  it('product page and barcode: each person’s colour, and each person’s verdict with reasons', async () => {
    const page = (
      await call(holder, 'GET', `/api/products/${ids.threeColours}/?for=everyone`)
    ).json();
    expect(page.household.map((p: { diet_color: string }) => p.diet_color)).toEqual([
      'red',
      'green',
      'yellow',
    ]);
    const code = chosen.threeColours!.code;
    const scanned = (
      await call(holder, 'GET', `/api/products/by-barcode/${code}/?for=everyone`)
    ).json();
    expect(scanned.household).toEqual(page.household);
    expect(scanned.diet_color).toBe('red');
    const check = (
      await call(holder, 'GET', `/api/product/${ids.threeColours}/diet-check/?for=everyone`)
    ).json();
    expect(check.diet_color).toBe('red');
    expect(
      check.people.map((p: { name: string; diet_color: string }) => [p.name, p.diet_color]),
    ).toEqual([
      ['Anna', 'red'],
      ['Ben', 'green'],
      ['Lea', 'yellow'],
    ]);
    expect(
      check.people[0].checks.some((c: { intolerance: string }) => c.intolerance === 'lactose'),
    ).toBe(true);
    // The product page in one request says the same.
    const whole = (
      await call(holder, 'GET', `/api/products/${ids.threeColours}/page/?for=everyone`)
    ).json();
    expect(whole.product.household).toEqual(page.household);
    expect(whole.diet_check.people.map((p: { diet_color: string }) => p.diet_color)).toEqual([
      'red',
      'green',
      'yellow',
    ]);
    const forLea = (
      await call(holder, 'GET', `/api/product/${ids.threeColours}/diet-check/?for=${lea.id}`)
    ).json();
    expect(forLea.diet_color).toBe('yellow');
    expect(forLea.people).toBeUndefined();
  });

  it('label scan for everyone judges the text for each person', async () => {
    const res = await call(holder, 'POST', '/api/diet-check/?for=everyone', {
      ingredients_text: WHEAT_AND_MILK.text,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().people.map((p: { name: string; diet_color: string }) => [p.name, p.diet_color]),
    ).toEqual([
      ['Anna', 'red'],
      ['Ben', 'red'],
      ['Lea', expect.stringMatching(/green|yellow/)],
    ]);
  });

  it('changes a person, and never writes a name, an intolerance or a custom word to the log', async () => {
    const put = await call(holder, 'PUT', `/api/household/${lea.id}/`, {
      name: 'Lea',
      intolerances: ['fructose', 'fodmap'],
      tolerated_fodmap_groups: ['polyols'],
      custom_intolerances: ['Haselnuss'],
    });
    expect(put.json()).toMatchObject({
      intolerances: ['fructose', 'fodmap'],
      tolerated_fodmap_groups: ['polyols'],
    });
    const text = logs.join('\n');
    expect(text).toContain('/api/household/');
    for (const secret of ['Sellerie', 'Haselnuss', 'polyols', '"Ben"', '"Lea"', 'fodmap'])
      expect(text).not.toContain(secret);
  });

  it('is in the data export and leaves with the account', async () => {
    const exported = (await call(holder, 'GET', '/api/user/export/')).json();
    expect(exported.household.map((p: { name: string }) => p.name)).toEqual(['Ben', 'Lea']);
    expect(exported.household[0]).toMatchObject({ custom_intolerances: ['Sellerie'] });
    const del = await call(holder, 'DELETE', '/api/user/', { password: holder.password });
    expect(del.statusCode).toBe(204);
    const left = await queryRows(
      t.database.db,
      sql`select 1 from household_people where user_id = ${holder.id}`,
    );
    expect(left).toHaveLength(0);
  });
});
