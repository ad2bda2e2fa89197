import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  FeedInterestRequestSchema,
  FeedItemIdParamsSchema,
  FeedQuerySchema,
  FeedReadRequestSchema,
  FeedSchema,
  FeedUnreadSchema,
  endpoints,
} from '@safeshelf/contract';
import { notFound } from '#server/lib/errors.js';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { taskOptionsOf } from '#server/modules/diet/index.js';
import { catchUpFeed } from './catch-up.js';
import { presentItem } from './presenters.js';
import { countUnread, deleteItem, listItems, markRead, recordInterest } from './repository.js';

/** The signed-in user's news feed: theirs only, never cached (it tells their diet and favourites). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  app.get(
    endpoints.getFeed.path,
    { schema: { querystring: FeedQuerySchema, response: { 200: FeedSchema } } },
    async (request, reply) => {
      const userId = request.user!.id;
      const { limit, before } = request.query;
      // The first page brings the feed up to date; later pages read what the first one saw.
      if (!before) await catchUpFeed(app, userId, taskOptionsOf(request, reply));
      const [rows, unread] = await Promise.all([
        listItems(db, userId, limit + 1, before),
        countUnread(db, userId),
      ]);
      const items = rows.slice(0, limit).map(presentItem);
      return { items, unread, next_before: rows.length > limit ? items.at(-1)!.id : null };
    },
  );

  app.get(
    endpoints.getFeedUnread.path,
    { schema: { response: { 200: FeedUnreadSchema } } },
    async (request, reply) => {
      await catchUpFeed(app, request.user!.id, taskOptionsOf(request, reply));
      return { unread: await countUnread(db, request.user!.id) };
    },
  );

  app.post(
    endpoints.markFeedRead.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.write },
      schema: { body: FeedReadRequestSchema, response: { 200: FeedUnreadSchema } },
    },
    async (request) => {
      await markRead(db, request.user!.id, request.body.ids);
      return { unread: await countUnread(db, request.user!.id) };
    },
  );

  app.post(
    endpoints.recordFeedInterest.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.write },
      schema: { body: FeedInterestRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await recordInterest(db, request.user!.id, request.body.subcategory_id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    endpoints.dismissFeedItem.path,
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        params: FeedItemIdParamsSchema,
        response: { 204: z.null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await deleteItem(db, request.user!.id, request.params.id)))
        throw notFound('No such item in your feed');
      return reply.code(204).send(null);
    },
  );
};
