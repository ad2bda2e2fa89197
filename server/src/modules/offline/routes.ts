import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DietKnowledgeParamsSchema,
  OfflinePackQuerySchema,
  OfflinePackSchema,
  OfflineShelfQuerySchema,
  OfflineShelfSchema,
  endpoints,
  type OfflinePack,
  type OfflineShelf,
} from '@safeshelf/contract';
import { notFound } from '#server/lib/errors.js';
import { requesterOf } from '#server/lib/requester.js';
import { requestLang, taskOptionsOf } from '#server/modules/diet/index.js';
import { listFavorites } from '#server/modules/favorites/index.js';
import {
  listMyProducts,
  presentMyProducts,
  rejudgeBudget,
} from '#server/modules/my-products/index.js';
import { profileOf } from '#server/modules/profile/index.js';
import { judgeOffline } from './judge.js';
import { knowledgeFile } from './knowledge.js';
import { acceptedEncoding, sendCompressedJson, sendEncoded } from './compressed.js';

/** A whole shelf is judged per request (~3,500 products for dairy): a few a minute is plenty,
 *  counted per user (a shop's shared address is many users), as the other signed-in limits. */
const SHELF_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: requesterOf,
} as const;
const KNOWLEDGE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** The pack judges up to 50 viewed products and sends every kept product's text (issue 29): the
 *  portal syncs after each change, a few a minute; per user, as the shelf. */
const PACK_LIMIT = { ...SHELF_LIMIT, max: 30 } as const;

/** What the phone keeps for use without signal (issue 32, decision 191). */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const budgetOf = rejudgeBudget(app);
  app.get(
    endpoints.getOfflinePack.path,
    {
      config: { rateLimit: PACK_LIMIT },
      schema: { querystring: OfflinePackQuerySchema, response: { 200: OfflinePackSchema } },
    },
    async (request, reply) => {
      const lang = requestLang(request, request.query.lang);
      const { db } = app.database;
      const userId = request.user!.id;
      const [profile, favorites, mine] = await Promise.all([
        profileOf(request),
        listFavorites(db, userId),
        listMyProducts(db, userId),
      ]);
      const favoriteIds = favorites.map((f) => f.productId);
      const ids = [...new Set([...favoriteIds, ...(request.query.ids ?? [])])];
      const task = taskOptionsOf(request, reply);
      const [products, myProducts] = await Promise.all([
        judgeOffline(app, { ids }, profile, lang, true, task),
        presentMyProducts(app, mine, profile, lang, { ...task, charge: budgetOf(request) }),
      ]);
      void reply.header('cache-control', 'no-store');
      const pack: OfflinePack = {
        engine_fingerprint: app.diet.engineFingerprint(),
        profile: {
          intolerances: profile.intolerances,
          custom: profile.custom,
          tolerated_fodmap_groups: profile.toleratedFodmapGroups,
        },
        lang,
        favorites: favoriteIds,
        products,
        my_products: myProducts,
      };
      return sendCompressedJson(request, reply, pack);
    },
  );

  app.get(
    endpoints.getOfflineShelf.path,
    {
      config: { rateLimit: SHELF_LIMIT },
      schema: { querystring: OfflineShelfQuerySchema, response: { 200: OfflineShelfSchema } },
    },
    async (request, reply) => {
      const { category, subcategory } = request.query;
      const lang = requestLang(request, request.query.lang);
      const scope = category ? { category } : { subcategory: subcategory! };
      const profile = await profileOf(request);
      const task = taskOptionsOf(request, reply);
      const products = await judgeOffline(app, scope, profile, lang, false, task);
      void reply.header('cache-control', 'no-store');
      const shelf: OfflineShelf = {
        engine_fingerprint: app.diet.engineFingerprint(),
        lang,
        products,
      };
      return sendCompressedJson(request, reply, shelf);
    },
  );

  // Public data (Open Food Facts taxonomies, FODMAP lists), addressed by the engine fingerprint:
  // a file at one address never changes, so browsers and the service worker keep it for good.
  app.get(
    endpoints.getDietKnowledge.path,
    {
      config: { rateLimit: KNOWLEDGE_LIMIT },
      schema: { params: DietKnowledgeParamsSchema },
    },
    async (request, reply) => {
      const fingerprint = app.diet.engineFingerprint();
      if (request.params.fingerprint !== fingerprint)
        throw notFound(
          'No knowledge for this engine fingerprint; ask the offline pack for the current one',
        );
      const file = await knowledgeFile(app.diet);
      const encoding = acceptedEncoding(request);
      void reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-uncompressed-length', String(file.json.length));
      return sendEncoded(reply, encoding, encoding ? file[encoding] : file.json);
    },
  );
};
