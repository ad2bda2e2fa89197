import type { FastifyInstance } from 'fastify';

/**
 * Before serving: imports the default catalogue from CATALOG_DIR when the database has none.
 * (Filled in by the catalogue module.)
 */
export async function prepareCatalogue(app: FastifyInstance): Promise<void> {
  if (!app.env.IMPORT_ON_START) return;
  app.log.info({ catalogDir: app.env.CATALOG_DIR }, 'catalogue import not yet available');
}
