import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildTestApp, testEnv } from '#server/test/app.js';
import { prepareCatalogue } from '#server/startup.js';
import { importCatalogue } from './import-catalogue.js';
import {
  CATALOGUE_IMPORT_KEY,
  claimCatalogueImport,
  countProducts,
  findCatalogueMeta,
} from './repository.js';
import { swissOffFile, tempFolder, writeSubset } from './test-catalogue.js';

// Issue 30 point 5: `npm start` on a fresh clone serves at once; the catalogue loads behind a
// "loading" state, never a broken page, and an import cut short is taken up at the next start.

/** A CATALOG_DIR of the real taxonomies with about 2,100 real products. */
async function smallCatalogue() {
  const real = testEnv().CATALOG_DIR;
  const dir = tempFolder();
  for (const sub of ['taxonomies', 'fodmap', 'reference'])
    symlinkSync(join(real, sub), join(dir, sub));
  mkdirSync(join(dir, 'products'));
  symlinkSync(swissOffFile(real), join(dir, 'products/off_products_swiss.jsonl'));
  await writeSubset(
    join(real, 'products/foodrepo_ch_2018.csv'),
    join(dir, 'products'),
    'foodrepo.csv',
    () => true,
    3000,
  );
  return dir;
}

describe('the catalogue import at start', () => {
  let catalog: string;
  beforeAll(async () => {
    catalog = await smallCatalogue();
  });

  describe('on an empty database', () => {
    let t: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      t = await buildTestApp({ IMPORT_ON_START: 'true', CATALOG_DIR: catalog });
    });
    afterAll(() => t.close());
    const status = async () => {
      const res = await t.app.inject({ url: '/api/catalogue/status/' });
      expect(res.statusCode).toBe(200);
      return res.json<{ state: string; products: number }>();
    };

    it('serves while the catalogue loads, says it is loading, and is ready with every product', async () => {
      await prepareCatalogue(t.app, { background: true });
      expect((await status()).state).toBe('loading');

      // Another request is answered before the import is over (on the embedded database the import
      // commits batch by batch; on PostgreSQL it is one transaction on a connection of its own).
      const categories = await t.app.inject({ url: '/api/categories/' });
      expect(categories.statusCode).toBe(200);
      expect((await status()).state).toBe('loading');
      const products = await t.app.inject({ url: '/api/filtered-products/?limit=10' });
      expect(products.statusCode).toBe(200);

      const deadline = Date.now() + 240_000;
      let now = await status();
      while (now.state === 'loading' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        now = await status();
      }
      expect(now.state).toBe('ready');
      expect(now.products).toBeGreaterThan(2000);
      expect(now.products).toBe(await countProducts(t.database.db));
      expect(await findCatalogueMeta(t.database.db, CATALOGUE_IMPORT_KEY)).toBeNull();
    }, 300_000);
  });

  it('takes up an import that was cut short, and only one instance claims it', async () => {
    const t = await buildTestApp({ IMPORT_ON_START: 'true', CATALOG_DIR: catalog });
    try {
      // What a killed start leaves: part of the catalogue, and the marker of the running import.
      await importCatalogue(t.database, {
        paths: [join(catalog, 'products/off_products_swiss.jsonl')],
        catalogDir: catalog,
        swissOnly: true,
      });
      const part = await countProducts(t.database.db);
      expect(await claimCatalogueImport(t.database.db, null)).toBe(true);
      expect(await claimCatalogueImport(t.database.db, null)).toBe(false);
      const left = await findCatalogueMeta(t.database.db, CATALOGUE_IMPORT_KEY);

      await prepareCatalogue(t.app);
      expect(await countProducts(t.database.db)).toBeGreaterThan(part + 1000);
      expect(await findCatalogueMeta(t.database.db, CATALOGUE_IMPORT_KEY)).toBeNull();
      // The marker the next start saw is gone: a second instance holding it claims nothing.
      expect(await claimCatalogueImport(t.database.db, left)).toBe(false);
    } finally {
      await t.close();
    }
  }, 300_000);
});
