import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BarcodeParamsSchema,
  DietCheckQuerySchema,
  DietCheckResultSchema,
  JudgedForQuerySchema,
  ProductDetailsSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  RecommendedListSchema,
  endpoints,
} from '@safeshelf/contract';
import { badRequest, productNotFound } from '#server/lib/errors.js';
import { cleanBarcode, parseIngredientsOf } from '#server/modules/catalogue/index.js';
import {
  judgeForEach,
  resolveJudgedFor,
  withHouseholdColours,
} from '#server/modules/household/index.js';
import { dietQueryFor, engineFor, profileOf, requestLang } from './diet.js';
import { toEngineInput } from './product-record.js';
import { presentCard, presentDetails, presentProduct } from './presenters.js';
import { findProductRecord } from './repository.js';
import { findRecommendationPool } from './recommendations-repository.js';
import { dietFacets, pickSaferAlternatives } from './safer-alternatives.js';
import { searchProducts } from './search.js';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.listProducts.path,
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } },
    async (request) => {
      // For me, one household person, or everyone (their tokens together: one search).
      const judged = await resolveJudgedFor(request, request.query.for);
      const { limit, offset } = request.query;
      const rows = await searchProducts(app.database.db, request.query, judged.query);
      const cards = rows.slice(0, limit).map(presentCard);
      const items = await withHouseholdColours(app.database.db, cards, judged);
      return { items, limit, offset, next_offset: rows.length > limit ? offset + limit : null };
    },
  );

  app.get(
    endpoints.getProductByBarcode.path,
    {
      schema: {
        params: BarcodeParamsSchema,
        querystring: JudgedForQuerySchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => {
      const code = cleanBarcode(request.params.code);
      if (!code) throw badRequest('Not a barcode');
      const judged = await resolveJudgedFor(request, request.query.for);
      const record = await findProductRecord(app.database.db, { code }, judged.query);
      if (!record) throw productNotFound('No product with this barcode');
      const [product] = await withHouseholdColours(
        app.database.db,
        [presentProduct(record)],
        judged,
      );
      return product!;
    },
  );

  app.get(
    endpoints.getProduct.path,
    {
      schema: {
        params: ProductIdParamsSchema,
        querystring: JudgedForQuerySchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => {
      const judged = await resolveJudgedFor(request, request.query.for);
      const record = await findProductRecord(app.database.db, request.params, judged.query);
      if (!record) throw productNotFound();
      const [product] = await withHouseholdColours(
        app.database.db,
        [presentProduct(record)],
        judged,
      );
      return product!;
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
      const parsed = parseIngredientsOf(engineFor(app), toEngineInput(record));
      return presentDetails(record, parsed?.ingredients.map((i) => i.text) ?? []);
    },
  );

  app.get(
    endpoints.getDietCheck.path,
    {
      schema: {
        params: ProductIdParamsSchema,
        querystring: DietCheckQuerySchema,
        response: { 200: DietCheckResultSchema },
      },
    },
    async (request) => {
      const judged = await resolveJudgedFor(request, request.query.for);
      const record = await findProductRecord(app.database.db, request.params, {
        red: [],
        yellow: [],
      });
      if (!record) throw productNotFound();
      const lang = requestLang(request, request.query.lang);
      return judgeForEach(engineFor(app), toEngineInput(record), judged, lang);
    },
  );

  app.get(
    endpoints.listRecommended.path,
    { schema: { params: ProductIdParamsSchema, response: { 200: RecommendedListSchema } } },
    async (request) => {
      const [profile, engine] = [await profileOf(request), engineFor(app)];
      const query = dietQueryFor(engine, profile);
      const pool = await findRecommendationPool(app.database.db, request.params.id, query, 50);
      if (!pool) throw productNotFound();
      const facets = dietFacets(engine, profile);
      return pickSaferAlternatives(pool.target, pool.candidates, facets, 10).map(presentCard);
    },
  );
};
