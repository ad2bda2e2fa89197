// The app on an embedded database in `dataDir`, with the default catalogue imported when the
// database has no products yet; shared by the search benchmarks.
import { buildApp } from '../server/src/app.js';
import { loadEnv } from '../server/src/env.js';
import { openDatabase } from '../server/src/db/client.js';
import { importCatalogue } from '../server/src/modules/catalogue/import-catalogue.js';
import { countProducts } from '../server/src/modules/catalogue/repository.js';

export async function openEmbeddedApp(dataDir: string) {
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    IMPORT_ON_START: 'false',
  });
  const database = await openDatabase({ dataDir });
  if ((await countProducts(database.db)) === 0) {
    const report = await importCatalogue(database, {
      paths: [`${env.CATALOG_DIR}/products`],
      catalogDir: env.CATALOG_DIR,
      swissOnly: true,
    });
    console.log(
      `default catalogue imported: ${report.products} products in ${(report.durationMs / 1000).toFixed(1)} s (embedded)`,
    );
  }
  const app = await buildApp({ env, database });
  await app.ready();
  return { env, database, app };
}
