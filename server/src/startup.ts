import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import {
  ENGINE_FINGERPRINT_KEY,
  claimCatalogueImport,
  countProducts,
  endCatalogueImport,
  findCatalogueMeta,
  formatImportReport,
  importCatalogue,
  poolWorkers,
  rejudgeCatalogue,
  CATALOGUE_IMPORT_KEY,
  type ImportOptions,
} from '#server/modules/catalogue/index.js';

/**
 * Before serving: judges every product again when the diet engine changed since it was judged, so
 * that list colours (stored tokens) agree with the product page (judged live). When the database
 * has no catalogue yet (or an import was cut short), imports the default catalogue from
 * CATALOG_DIR/products: with `background`, the server listens meanwhile and the portal shows the
 * catalogue as loading (GET /api/catalogue/status); the import runs on the worker threads.
 */
export async function prepareCatalogue(
  app: FastifyInstance,
  { background = false }: { background?: boolean } = {},
): Promise<void> {
  const db = app.database.db;
  const interrupted = await findCatalogueMeta(db, CATALOGUE_IMPORT_KEY);
  const count = await countProducts(db);
  if (count > 0 && !interrupted) {
    app.log.info({ products: count }, 'catalogue present');
    await rejudgeIfEngineChanged(app);
    return;
  }
  if (!app.env.IMPORT_ON_START) {
    if (interrupted)
      app.log.warn('an earlier catalogue import was cut short; IMPORT_ON_START=false leaves it');
    return;
  }
  const folder = join(app.env.CATALOG_DIR, 'products');
  if (!existsSync(folder)) {
    app.log.warn(
      { folder },
      'no catalogue to import (CATALOG_DIR/products missing); the product list stays empty',
    );
    return;
  }
  // With several API instances on one PostgreSQL, the one that claims the import runs it.
  if (!(await claimCatalogueImport(db, interrupted))) {
    app.log.info('another instance is importing the catalogue');
    return;
  }
  app.log.info(
    { folder, resumed: interrupted !== null },
    interrupted
      ? 'an earlier catalogue import was cut short: importing the default catalogue again'
      : 'empty catalogue: importing the default Swiss catalogue',
  );
  const importing = importDefaultCatalogue(app, folder, interrupted !== null);
  if (!background) return importing;
  importing.catch((err: unknown) => {
    // Stopping the server stops its import too; the next start takes it up.
    if (!app.server.listening) app.log.info('catalogue import stopped with the server');
    else app.log.error({ err }, 'catalogue import failed; the next start imports it again');
  });
}

async function importDefaultCatalogue(app: FastifyInstance, folder: string, resume: boolean) {
  const report = await importCatalogue(app.database, {
    paths: [folder],
    catalogDir: app.env.CATALOG_DIR,
    swissOnly: true,
    // After a cut-short import on the embedded database, part of it was committed: merge it all.
    recompute: resume,
    // The embedded database has one connection: commit as it goes, so requests are served between
    // batches. PostgreSQL serves other connections meanwhile, so the import stays one transaction.
    commitEachBatch: app.database.kind === 'embedded',
    workers: app.workers ? poolWorkers(app.workers) : undefined,
    onProgress: logProgress(app, 'importing catalogue'),
  });
  await endCatalogueImport(app.database.db);
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
    app.workers ? poolWorkers(app.workers) : undefined,
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
