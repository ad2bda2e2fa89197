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
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { profileOf, requestLang } from '#server/modules/products/index.js';
import {
  engineFingerprintOf,
  judgeLabelText,
  profileKey,
} from '#server/modules/label-scan/index.js';
import { createMyProduct, deleteMyProduct, findMyProduct, listMyProducts } from './repository.js';
import { presentMyProduct } from './verdicts.js';

const myProductNotFound = () => notFound('No such product of yours');

/** The caller's own products (judged from their labels); nobody else's is ever found. */
export const myProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

  app.get(
    endpoints.listMyProducts.path,
    { schema: { response: { 200: MyProductListSchema, 401: ApiErrorSchema } } },
    async (request) => {
      const [rows, profile] = await Promise.all([
        listMyProducts(db, request.user!.id),
        profileOf(request),
      ]);
      const lang = requestLang(request);
      return Promise.all(rows.map((row) => presentMyProduct(app, db, row, profile, lang)));
    },
  );

  app.get(
    endpoints.getMyProduct.path,
    {
      schema: {
        params: MyProductIdParamsSchema,
        response: { 200: MyProductSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findMyProduct(db, request.user!.id, request.params.id);
      if (!row) throw myProductNotFound();
      return presentMyProduct(app, db, row, await profileOf(request), requestLang(request));
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
      const verdict = judgeLabelText(app, request.body, profile, requestLang(request));
      const row = await createMyProduct(db, {
        userId: request.user!.id,
        name,
        barcode: barcode ?? null,
        ingredientsText: ingredients_text,
        lang: lang ?? null,
        dietColor: verdict.diet_color,
        checks: verdict.checks,
        judgedBy: engineFingerprintOf(app),
        judgedFor: profileKey(profile),
      });
      if (!row) {
        throw conflict(`At most ${MAX_MY_PRODUCTS} products of your own`, {
          name: 'too_many_products',
        });
      }
      const product = await presentMyProduct(app, db, row, profile, requestLang(request));
      return reply.code(201).send(product);
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
