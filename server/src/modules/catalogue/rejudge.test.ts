import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DietProfile } from '@safeshelf/engine';
import { queryRows } from '#server/db/client.js';
import { buildTestApp } from '#server/test/app.js';
import { prepareCatalogue } from '#server/startup.js';
import { toEngineInput } from '../products/product-record.js';
import { findProductRecord } from '../products/repository.js';
import { getEngine } from '../diet/engine.js';
import { computeEngineFingerprint } from '../diet/engine-fingerprint.js';
import { ENGINE_FINGERPRINT_KEY, importCatalogue, rejudgeCatalogue } from './import-catalogue.js';
import { findCatalogueMeta, upsertCatalogueMeta } from './repository.js';
import { swissOffFile, tempFolder, writeSubset } from './test-catalogue.js';

const lactose: DietProfile = { intolerances: ['lactose'], custom: [], toleratedFodmapGroups: [] };

describe('judging the catalogue again when the diet engine changed', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let milk: string;
  let firstImport: Awaited<ReturnType<typeof importCatalogue>>;
  const engine = () => getEngine(t.env.CATALOG_DIR);
  const db = () => t.database.db;
  /** The colour a product list shows (stored tokens, in SQL) and the one its detail page shows (judged live). */
  const colours = async (code: string) => {
    const record = await findProductRecord(db(), { code }, engine().dietTokenQuery(lactose));
    return {
      list: record?.diet_color,
      detail: record && engine().judge(toEngineInput(record), lactose, 'en').diet_color,
    };
  };
  const searchTokens = async (code: string) =>
    (
      await queryRows<{ t: string }>(
        db(),
        sql`select w as t from products p join product_search s on s.id = p.id,
      unnest(tsvector_to_array(s.search_doc)) w where p.code = ${code} and w like '#%' order by w`,
      )
    ).map((r) => r.t);
  /** What an older engine left behind: no lactose tokens (in products and the search table), another content hash. */
  const judgeAsOlderEngine = async (code: string) => {
    await db().execute(
      sql`update products set diet_tokens = '{}', content_hash = 'older-engine' where code = ${code}`,
    );
    await db().execute(sql`update product_search s set search_doc = ts_delete(s.search_doc,
      array(select w from unnest(tsvector_to_array(s.search_doc)) w where w like '#%')) from products p where p.id = s.id and p.code = ${code}`);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const file = await writeSubset(
      swissOffFile(t.env.CATALOG_DIR),
      tempFolder(),
      'off_swiss_part.jsonl',
      () => true,
      200,
    );
    firstImport = await importCatalogue(t.database, {
      paths: [file],
      catalogDir: t.env.CATALOG_DIR,
      swissOnly: true,
    });
    const candidates = await queryRows<{ code: string }>(
      db(),
      sql`select code from products where name_search like '%milch%' order by code`,
    );
    for (const { code } of candidates) if ((await colours(code)).detail === 'red') milk = code;
  });
  afterAll(() => t.close());

  it('records the engine that judged the first import (which has nothing older to judge again)', async () => {
    expect(milk).toBeDefined();
    expect(firstImport).toMatchObject({ rejudged: false, dietChanged: 0 });
    expect(await findCatalogueMeta(db(), ENGINE_FINGERPRINT_KEY)).toBe(
      computeEngineFingerprint(t.env.CATALOG_DIR),
    );
  });

  it('at start after an engine change, a milk product listed green by the older engine is red in lists again', async () => {
    const before = { colours: await colours(milk), search: await searchTokens(milk) };
    expect(before.colours).toEqual({ list: 'red', detail: 'red' });
    await judgeAsOlderEngine(milk);
    await upsertCatalogueMeta(db(), ENGINE_FINGERPRINT_KEY, 'older-engine');
    expect(await colours(milk)).toEqual({ list: 'green', detail: 'red' });

    await prepareCatalogue(t.app);
    expect(await colours(milk)).toEqual({ list: 'red', detail: 'red' });
    expect(await searchTokens(milk)).toEqual(before.search);
    expect(before.search.some((w) => w.startsWith('#lactose'))).toBe(true);
    expect(await findCatalogueMeta(db(), ENGINE_FINGERPRINT_KEY)).toBe(
      computeEngineFingerprint(t.env.CATALOG_DIR),
    );
  });

  it('a second start with the same engine judges nothing again', async () => {
    await judgeAsOlderEngine(milk);
    await prepareCatalogue(t.app);
    expect((await colours(milk)).list).toBe('green');
  });

  it('RECOMPUTE_ON_START=false leaves the stored judgement; the re-judge counts the products whose tokens changed', async () => {
    await upsertCatalogueMeta(db(), ENGINE_FINGERPRINT_KEY, 'older-engine');
    const app = {
      env: { ...t.env, RECOMPUTE_ON_START: false },
      database: t.database,
      diet: t.app.diet,
      log: t.app.log,
    } as unknown as FastifyInstance;
    await prepareCatalogue(app);
    expect((await colours(milk)).list).toBe('green');

    const report = await rejudgeCatalogue(t.database, t.env.CATALOG_DIR);
    expect(report).toMatchObject({
      rejudged: true,
      dietChanged: 1,
      written: 1,
      products: report.totalProducts,
    });
    expect(await colours(milk)).toEqual({ list: 'red', detail: 'red' });
  });
});
