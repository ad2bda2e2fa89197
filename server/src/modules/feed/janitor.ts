import fp from 'fastify-plugin';
import { pruneFeed } from './repository.js';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Forgets feed items and change-log rows older than 90 days: once at start, then every 6 hours.
 * The feed's queries skip older rows anyway, so a late run never shows anything stale.
 */
export const feedJanitor = fp(
  async (app) => {
    const run = () =>
      pruneFeed(app.database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'feed: pruning old items failed'),
      );
    let running: Promise<unknown> | null = null;
    const kick = () => void (running ??= run().finally(() => (running = null)));
    const timer = setInterval(kick, EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => kick());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'feed-janitor' },
);
