import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueStatusSchema,
  CategoryListSchema,
  SubcategoryListSchema,
  SubcategoryQuerySchema,
  endpoints,
} from '@safeshelf/contract';
import { listCategories, listSubcategories } from './categories-repository.js';
import { followCatalogueChanges } from './changes.js';
import { findCatalogueStatus } from './repository.js';

/** The shopper category tree the import maps products into (category-tree.ts), and the catalogue's state. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Several API instances on one PostgreSQL (decision 175): another one's import drops our caches.
  const stopFollowing = await followCatalogueChanges(app.database);
  app.addHook('onClose', stopFollowing);

  app.get(
    endpoints.listCategories.path,
    { schema: { response: { 200: CategoryListSchema } } },
    async () => listCategories(app.database.db),
  );

  app.get(
    endpoints.listSubcategories.path,
    {
      schema: {
        querystring: SubcategoryQuerySchema,
        response: { 200: SubcategoryListSchema },
      },
    },
    async (request) => listSubcategories(app.database.db, request.query.category),
  );

  app.get(
    endpoints.getCatalogueStatus.path,
    { schema: { response: { 200: CatalogueStatusSchema } } },
    async (_request, reply) => {
      // Polled by the portal while the catalogue loads; a cache must not keep "loading".
      reply.header('cache-control', 'no-store');
      return findCatalogueStatus(app.database.db);
    },
  );
};
