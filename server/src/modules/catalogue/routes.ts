import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryListSchema,
  SubcategoryListSchema,
  SubcategoryQuerySchema,
  endpoints,
} from '@safeshelf/contract';
import { listCategories, listSubcategories } from './categories-repository.js';

/** The shopper category tree the import maps products into (category-tree.ts). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
