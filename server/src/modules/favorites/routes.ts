import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  FavoriteListSchema,
  FavoriteParamsSchema,
  FavoriteSchema,
  FavoriteSetRequestSchema,
  FavoriteStateSchema,
  FavoriteToggleRequestSchema,
  MAX_FAVORITES,
  ProductCardSchema,
  endpoints,
} from '@safeshelf/contract';
import { conflict, productNotFound } from '#server/lib/errors.js';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { findDietProfile } from '#server/modules/profile/index.js';
import { listProductCardsByIds } from '#server/modules/products/index.js';
import { listFavorites, setFavorite, toggleFavorite } from './repository.js';

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    endpoints.listFavorites.path,
    { schema: { response: { 200: FavoriteListSchema } } },
    async (request) => {
      const rows = await listFavorites(db, request.user!.id);
      return rows.map((r) => ({ product: r.productId }));
    },
  );

  app.get(
    endpoints.listFavoriteProducts.path,
    { schema: { response: { 200: z.array(ProductCardSchema) } } },
    async (request) => {
      const userId = request.user!.id;
      const [rows, profile] = await Promise.all([
        listFavorites(db, userId),
        findDietProfile(db, userId),
      ]);
      return listProductCardsByIds(
        db,
        rows.map((r) => r.productId),
        app.diet.tokenQuery(profile),
        profile.intolerances,
      );
    },
  );

  app.post(
    endpoints.toggleFavorite.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        body: FavoriteToggleRequestSchema,
        response: { 201: FavoriteSchema, 204: z.null(), 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const productId = request.body.product_id;
      const result = await toggleFavorite(db, request.user!.id, productId);
      if (result === 'no_product') throw productNotFound();
      if (result === 'limit_reached') {
        throw conflict(`At most ${MAX_FAVORITES} favourites`, { product_id: 'too_many_favorites' });
      }
      return result === 'added'
        ? reply.code(201).send({ product: productId })
        : reply.code(204).send(null);
    },
  );

  app.put(
    endpoints.setFavorite.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        params: FavoriteParamsSchema,
        body: FavoriteSetRequestSchema,
        response: { 200: FavoriteStateSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const { favorite } = request.body;
      const result = await setFavorite(db, request.user!.id, productId, favorite);
      if (result === 'no_product') throw productNotFound();
      if (result === 'limit_reached') {
        throw conflict(`At most ${MAX_FAVORITES} favourites`, { product_id: 'too_many_favorites' });
      }
      return { product: productId, favorite, changed: result === 'changed' };
    },
  );
};
