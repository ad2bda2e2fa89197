import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { importCatalogue } from './modules/catalogue/import-catalogue.js';
import { countProducts } from './modules/catalogue/repository.js';
import { formatImportReport } from './modules/catalogue/report.js';

/** Before serving: imports the default catalogue from CATALOG_DIR/products when the database has none. */
export async function prepareCatalogue(app: FastifyInstance): Promise<void> {
  if (!app.env.IMPORT_ON_START) return;
  const count = await countProducts(app.database.db);
  if (count > 0) {
    app.log.info({ products: count }, 'catalogue present');
    return;
  }
  const folder = join(app.env.CATALOG_DIR, 'products');
  if (!existsSync(folder)) {
    app.log.warn({ folder }, 'no catalogue to import (CATALOG_DIR/products missing); the product list stays empty');
    return;
  }
  app.log.info({ folder }, 'empty catalogue: importing the default Swiss catalogue (about a minute)');
  let lastLog = 0;
  const report = await importCatalogue(app.database, {
    paths: [folder],
    catalogDir: app.env.CATALOG_DIR,
    swissOnly: true,
    onProgress: (p) => {
      if (Date.now() - lastLog < 5000) return;
      lastLog = Date.now();
      app.log.info({ phase: p.phase, file: p.file.split('/').pop(), rows: p.rows }, 'importing catalogue');
    },
  });
  for (const line of formatImportReport(report, 0)) app.log.info(line);
}
