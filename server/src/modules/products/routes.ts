import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Verdict } from '@safeshelf/engine';
import {
  BarcodeParamsSchema,
  DietCheckQuerySchema,
  DietCheckResultSchema,
  JudgedForQuerySchema,
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
import { requestLang, taskOptionsOf, type Diet } from '#server/modules/diet/index.js';
import {
  judgeForEach,
  resolveJudgedFor,
  withHouseholdColours,
  type JudgedFor,
} from '#server/modules/household/index.js';
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

/** A verdict in the diet check's shape (colour and reasons). */
const checkOf = async (verdict: Promise<Verdict>) => {
  const { diet_color, checks } = await verdict;
  return { diet_color, checks };
};

/** The parts of the diet an alternative must be no worse in: the one person's, or everyone's. */
const facetsFor = (diet: Diet, judged: JudgedFor) =>
  judged.people
    ? judged.people.flatMap((person) => dietFacets(diet, person.profile))
    : dietFacets(diet, judged.profile);

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.listProducts.path,
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } },
    async (request) => {
      // For me, one household person, or everyone (their tokens together: one search).
      const judged = await resolveJudgedFor(request, request.query.for);
      const { limit, offset } = request.query;
      const { rows, hidden } = await cachedSearch(
        app.database.db,
        app.env.SEARCH_CACHE_ENTRIES,
        request.query,
        judged.query,
        () => searchProducts(app.database.db, app.env.CATALOG_DIR, request.query, judged.query),
      );
      const cards = rows.slice(0, limit).map((row) => presentCard(row, judged.intolerances));
      const items = await withHouseholdColours(app.database.db, cards, judged);
      const next_offset = rows.length > limit ? offset + limit : null;
      return { items, limit, offset, next_offset, hidden };
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
        [presentProduct(record, judged.intolerances)],
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
        [presentProduct(record, judged.intolerances)],
        judged,
      );
      return product!;
    },
  );

  app.get(
    endpoints.getProductPage.path,
    {
      schema: {
        params: ProductIdParamsSchema,
        querystring: DietCheckQuerySchema,
        response: { 200: ProductPageSchema },
      },
    },
    async (request, reply) => {
      // For me, one household person, or everyone (issue 33).
      const judged = await resolveJudgedFor(request, request.query.for);
      const record = await findProductRecord(app.database.db, request.params, judged.query);
      if (!record) throw productNotFound();
      // The alternatives' query runs while workers judge the product.
      const candidates = listAlternativeCandidates(
        app.database.db,
        toAlternativeTarget(record),
        judged.query,
        ALTERNATIVE_POOL,
      );
      const lang = requestLang(request, request.query.lang);
      const task = taskOptionsOf(request, reply);
      const input = toEngineInput(record);
      const [dietCheck, found] = await Promise.all([
        judgeForEach(judged, (profile) => checkOf(app.diet.judge(input, profile, lang, task))),
        candidates,
      ]);
      const alternatives = pickSaferAlternatives(record, found, facetsFor(app.diet, judged), 10);
      const [product] = await withHouseholdColours(
        app.database.db,
        [presentProduct(record, judged.intolerances)],
        judged,
      );
      return {
        product: product!,
        details: presentDetails(record),
        diet_check: dietCheck,
        alternatives: await withHouseholdColours(
          app.database.db,
          alternatives.map((row) => presentCard(row, judged.intolerances)),
          judged,
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
        querystring: DietCheckQuerySchema,
        response: { 200: DietCheckResultSchema },
      },
    },
    async (request, reply) => {
      const judged = await resolveJudgedFor(request, request.query.for);
      const record = await findProductRecord(app.database.db, request.params, {
        red: [],
        yellow: [],
      });
      if (!record) throw productNotFound();
      const lang = requestLang(request, request.query.lang);
      const task = taskOptionsOf(request, reply);
      const input = toEngineInput(record);
      return judgeForEach(judged, (profile) => checkOf(app.diet.judge(input, profile, lang, task)));
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
