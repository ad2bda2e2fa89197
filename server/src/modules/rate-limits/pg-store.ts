import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '#server/db/client.js';
import { deleteExpiredHits, incrementHits } from './repository.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What @fastify/rate-limit passes to `child` at run time (its typings leave `routeInfo` out). */
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method: string; url: string };
};

/** Purge ended windows about once every this many counted requests. */
const PURGE_EVERY = 500;

/**
 * An @fastify/rate-limit store in PostgreSQL, so every instance behind a load balancer counts
 * against one limit (decision 081). Used only when DATABASE_URL is set: the embedded database
 * serves one process, whose in-memory store is already the only one.
 */
export function createPgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;
  return class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global-',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      if (++counted % PURGE_EVERY === 0) void deleteExpiredHits(db).catch(() => {});
      incrementHits(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions) {
      const route = routeOptions.routeInfo;
      return new PgRateLimitStore(
        undefined,
        route ? `${route.method}${route.url}-` : `${routeOptions.prefix}${routeOptions.path}-`,
      );
    }
  };
}
