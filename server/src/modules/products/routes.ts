import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BarcodeParamsSchema,
  DietCheckResultSchema,
  LangQuerySchema,
  ProductDetailsSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPageSchema,
  ProductSchema,
  RecommendedListSchema,
  endpoints,
} from '@safeshelf/contract';
import { badRequest, productNotFound } from '#server/lib/errors.js';
import { cleanBarcode } from '#server/modules/catalogue/index.js';
import { requestLang, taskOptionsOf } from '#server/modules/diet/index.js';
import { profileOf } from '#server/modules/profile/index.js';
import { toEngineInput } from './product-record.js';
import { presentCard, presentDetails, presentProduct } from './presenters.js';
import { findProductRecord } from './repository.js';
import {
  findAlternativeTarget,
  listAlternativeCandidates,
  toAlternativeTarget,
} from './recommendations-repository.js';
import { dietFacets, pickSaferAlternatives } from './safer-alternatives.js';
import { searchProducts } from './search.js';
import { cachedSearch } from './search-cache.js';

/** Candidates asked for the 10 alternatives shown (a few are the same product or worse in one part). */
const ALTERNATIVE_POOL = 50;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.listProducts.path,
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } },
    async (request) => {
      const profile = await profileOf(request);
      const query = app.diet.tokenQuery(profile);
      const { limit, offset } = request.query;
      const { rows, hidden } = await cachedSearch(
        app.database.db,
        app.env.SEARCH_CACHE_ENTRIES,
        request.query,
        query,
        () => searchProducts(app.database.db, app.env.CATALOG_DIR, request.query, query),
      );
      const items = rows.slice(0, limit).map((row) => presentCard(row, profile.intolerances));
      const next_offset = rows.length > limit ? offset + limit : null;
      return { items, limit, offset, next_offset, hidden };
    },
  );

  app.get(
    endpoints.getProductByBarcode.path,
    { schema: { params: BarcodeParamsSchema, response: { 200: ProductSchema } } },
    async (request) => {
      const code = cleanBarcode(request.params.code);
      if (!code) throw badRequest('Not a barcode');
      const profile = await profileOf(request);
      const record = await findProductRecord(
        app.database.db,
        { code },
        app.diet.tokenQuery(profile),
      );
      if (!record) throw productNotFound('No product with this barcode');
      return presentProduct(record, profile.intolerances);
    },
  );

  app.get(
    endpoints.getProduct.path,
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductSchema } } },
    async (request) => {
      const profile = await profileOf(request);
      const query = app.diet.tokenQuery(profile);
      const record = await findProductRecord(app.database.db, request.params, query);
      if (!record) throw productNotFound();
      return presentProduct(record, profile.intolerances);
    },
  );

  app.get(
    endpoints.getProductPage.path,
    {
      schema: {
        params: ProductIdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ProductPageSchema },
      },
    },
    async (request, reply) => {
      const profile = await profileOf(request);
      const query = app.diet.tokenQuery(profile);
      const record = await findProductRecord(app.database.db, request.params, query);
      if (!record) throw productNotFound();
      // The alternatives' query runs while a worker judges the product.
      const candidates = listAlternativeCandidates(
        app.database.db,
        toAlternativeTarget(record),
        query,
        ALTERNATIVE_POOL,
      );
      const lang = requestLang(request, request.query.lang);
      const [verdict, found] = await Promise.all([
        app.diet.judge(toEngineInput(record), profile, lang, taskOptionsOf(request, reply)),
        candidates,
      ]);
      const facets = dietFacets(app.diet, profile);
      return {
        product: presentProduct(record, profile.intolerances),
        details: presentDetails(record),
        diet_check: { diet_color: verdict.diet_color, checks: verdict.checks },
        alternatives: pickSaferAlternatives(record, found, facets, 10).map((row) =>
          presentCard(row, profile.intolerances),
        ),
      };
    },
  );

  app.get(
    endpoints.getProductDetails.path,
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductDetailsSchema } } },
    async (request) => {
      const record = await findProductRecord(app.database.db, request.params, {
        red: [],
        yellow: [],
      });
      if (!record) throw productNotFound();
      return presentDetails(record);
    },
  );

  app.get(
    endpoints.getDietCheck.path,
    {
      schema: {
        params: ProductIdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: DietCheckResultSchema },
      },
    },
    async (request, reply) => {
      const record = await findProductRecord(app.database.db, request.params, {
        red: [],
        yellow: [],
      });
      if (!record) throw productNotFound();
      const verdict = await app.diet.judge(
        toEngineInput(record),
        await profileOf(request),
        requestLang(request, request.query.lang),
        taskOptionsOf(request, reply),
      );
      return { diet_color: verdict.diet_color, checks: verdict.checks };
    },
  );

  app.get(
    endpoints.listRecommended.path,
    { schema: { params: ProductIdParamsSchema, response: { 200: RecommendedListSchema } } },
    async (request) => {
      const profile = await profileOf(request);
      const query = app.diet.tokenQuery(profile);
      const target = await findAlternativeTarget(app.database.db, request.params.id);
      if (!target) throw productNotFound();
      const candidates = await listAlternativeCandidates(
        app.database.db,
        target,
        query,
        ALTERNATIVE_POOL,
      );
      return pickSaferAlternatives(target, candidates, dietFacets(app.diet, profile), 10).map(
        (row) => presentCard(row, profile.intolerances),
      );
    },
  );
};
