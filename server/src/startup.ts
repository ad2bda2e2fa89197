import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import {
  ENGINE_FINGERPRINT_KEY,
  countProducts,
  findCatalogueMeta,
  formatImportReport,
  importCatalogue,
  rejudgeCatalogue,
  type ImportOptions,
} from '#server/modules/catalogue/index.js';

/**
 * Before serving: imports the default catalogue from CATALOG_DIR/products when the database has
 * none; otherwise judges every product again when the diet engine changed since it was judged, so
 * that list colours (stored tokens) agree with the product page (judged live).
 */
export async function prepareCatalogue(app: FastifyInstance): Promise<void> {
  const count = await countProducts(app.database.db);
  if (count > 0) {
    app.log.info({ products: count }, 'catalogue present');
    await rejudgeIfEngineChanged(app);
    return;
  }
  if (!app.env.IMPORT_ON_START) return;
  const folder = join(app.env.CATALOG_DIR, 'products');
  if (!existsSync(folder)) {
    app.log.warn(
      { folder },
      'no catalogue to import (CATALOG_DIR/products missing); the product list stays empty',
    );
    return;
  }
  app.log.info(
    { folder },
    'empty catalogue: importing the default Swiss catalogue (about a minute)',
  );
  const report = await importCatalogue(app.database, {
    paths: [folder],
    catalogDir: app.env.CATALOG_DIR,
    swissOnly: true,
    onProgress: logProgress(app, 'importing catalogue'),
  });
  app.recordImportProgress({ phase: 'done' });
  for (const line of formatImportReport(report, 0)) app.log.info(line);
}

async function rejudgeIfEngineChanged(app: FastifyInstance): Promise<void> {
  const stored = await findCatalogueMeta(app.database.db, ENGINE_FINGERPRINT_KEY);
  if (stored === app.diet.engineFingerprint()) return;
  if (!app.env.RECOMPUTE_ON_START) {
    app.log.warn(
      'diet engine changed since the catalogue was judged, RECOMPUTE_ON_START=false: list colours may be stale',
    );
    return;
  }
  app.log.info('diet engine changed since the catalogue was judged: judging every product again');
  const report = await rejudgeCatalogue(
    app.database,
    app.env.CATALOG_DIR,
    logProgress(app, 'judging catalogue'),
  );
  app.recordImportProgress({ phase: 'done' });
  app.log.info(
    {
      products: report.products,
      dietChanged: report.dietChanged,
      written: report.written,
      durationMs: report.durationMs,
    },
    `catalogue judged again: ${report.dietChanged} of ${report.products} products got other diet tokens, ${(report.durationMs / 1000).toFixed(1)} s`,
  );
}

function logProgress(app: FastifyInstance, message: string): ImportOptions['onProgress'] {
  let lastLog = 0;
  return (p) => {
    app.recordImportProgress(p);
    if (Date.now() - lastLog < 5000) return;
    lastLog = Date.now();
    app.log.info({ phase: p.phase, file: p.file.split('/').pop(), rows: p.rows }, message);
  };
}
