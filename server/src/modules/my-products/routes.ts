import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  MAX_MY_PRODUCTS,
  MyProductCreateSchema,
  MyProductIdParamsSchema,
  MyProductListSchema,
  MyProductSchema,
  endpoints,
} from '@safeshelf/contract';
import { conflict, notFound } from '#server/lib/errors.js';
import { BODY_LIMITS, RATE_LIMITS, limitPerUser } from '#server/modules/auth/index.js';
import { requestLang, taskOptionsOf, verdictKey } from '#server/modules/diet/index.js';
import { profileOf } from '#server/modules/profile/index.js';
import {
  createMyProduct,
  deleteMyProduct,
  findMyProduct,
  listMyProductHeads,
} from './repository.js';
import {
  presentMyProduct,
  presentMyProductSummaries,
  presentMyProducts,
  rejudgeBudget,
} from './verdicts.js';

const myProductNotFound = () => notFound('No such product of yours');

/** The caller's own products (judged from their labels); nobody else's is ever found. */
export const myProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
  const readLimit = limitPerUser(app, 'myProductsRead');
  const budgetOf = rejudgeBudget(app);

  app.get(
    endpoints.listMyProducts.path,
    {
      config: { rateLimit: RATE_LIMITS.heavyRead },
      preHandler: readLimit,
      schema: { response: { 200: MyProductListSchema, 401: ApiErrorSchema, 429: ApiErrorSchema } },
    },
    async (request, reply) => {
      const [rows, profile] = await Promise.all([
        listMyProductHeads(db, request.user!.id),
        profileOf(request),
      ]);
      return presentMyProductSummaries(app, rows, profile, requestLang(request), {
        ...taskOptionsOf(request, reply),
        charge: budgetOf(request),
      });
    },
  );

  app.get(
    endpoints.getMyProduct.path,
    {
      config: { rateLimit: RATE_LIMITS.heavyRead },
      preHandler: limitPerUser(app, 'myProductRead'),
      schema: {
        params: MyProductIdParamsSchema,
        response: { 200: MyProductSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await findMyProduct(db, request.user!.id, request.params.id);
      if (!row) throw myProductNotFound();
      const [product] = await presentMyProducts(
        app,
        [row],
        await profileOf(request),
        requestLang(request),
        { ...taskOptionsOf(request, reply), charge: budgetOf(request) },
      );
      return product!;
    },
  );

  app.post(
    endpoints.createMyProduct.path,
    {
      bodyLimit: BODY_LIMITS.form,
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        body: MyProductCreateSchema,
        response: { 201: MyProductSchema, ...errors, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const profile = await profileOf(request);
      const { name, barcode, ingredients_text, lang } = request.body;
      const readerLang = requestLang(request);
      const verdict = await app.diet.judgeLabel(
        request.body,
        profile,
        readerLang,
        taskOptionsOf(request, reply),
      );
      const row = await createMyProduct(db, {
        userId: request.user!.id,
        name,
        barcode: barcode ?? null,
        ingredientsText: ingredients_text,
        lang: lang ?? null,
        dietColor: verdict.diet_color,
        checks: verdict.checks,
        judgedBy: app.diet.engineFingerprint(),
        judgedFor: verdictKey(profile, readerLang),
      });
      if (!row) {
        throw conflict(`At most ${MAX_MY_PRODUCTS} products of your own`, {
          name: 'too_many_products',
        });
      }
      return reply.code(201).send(presentMyProduct(row));
    },
  );

  app.delete(
    endpoints.deleteMyProduct.path,
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        params: MyProductIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteMyProduct(db, request.user!.id, request.params.id)))
        throw myProductNotFound();
      return reply.code(204).send(null);
    },
  );
};
