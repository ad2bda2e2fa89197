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
  /**
   * Keys over their limit, with the end of their window: until then a request is refused from
   * memory, with no query (a flood of refused requests cost a database write each, issue 29).
   * Each instance learns it from its own first refused count; the stored count stays over.
   */
  const refused = new Map<string, number>();
  const remember = (key: string, until: number) => {
    if (refused.size >= 10_000) {
      const now = Date.now();
      for (const [k, end] of refused) if (end <= now) refused.delete(k);
      if (refused.size >= 10_000) refused.clear();
    }
    refused.set(key, until);
  };
  return class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global-',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const stored = this.prefix + key;
      const until = refused.get(stored);
      if (until !== undefined) {
        const ttl = until - Date.now();
        if (ttl > 0) return callback(null, { current: max + 1, ttl });
        refused.delete(stored);
      }
      if (++counted % PURGE_EVERY === 0) void deleteExpiredHits(db).catch(() => {});
      incrementHits(db, stored, timeWindow).then(
        (result) => {
          if (result.current > max) remember(stored, Date.now() + result.ttl);
          callback(null, result);
        },
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
