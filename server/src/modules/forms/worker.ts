import fp from 'fastify-plugin';
import { forwardDueSubmissions } from './outbox.js';

const INTERVAL_MS = 15_000;

export interface FormsOutbox {
  /** Forward now (after a new submission); runs are never concurrent within one process. */
  kick(): void;
  /** Resolves when the current run (if any) has finished; tests and shutdown wait on it. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    formsOutbox: FormsOutbox;
  }
}

/**
 * The outbox worker: when FORMS_WEBHOOK_URL is set, forwards stored submissions on start, after
 * each new one, and every 15 s for the retries. Without the variable, submissions are only stored.
 */
export const formsOutboxWorker = fp(
  async (app) => {
    const url = app.env.FORMS_WEBHOOK_URL;
    let running: Promise<void> | null = null;
    let again = false;
    const run = async () => {
      do {
        again = false;
        await forwardDueSubmissions(app.database.db, url!).catch((error: unknown) => {
          app.log.warn({ err: error }, 'forms outbox run failed');
        });
      } while (again);
    };
    const kick = () => {
      if (!url) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    };
    app.decorate('formsOutbox', { kick, idle: async () => void (await running) });
    if (!url) return;
    const timer = setInterval(kick, INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => kick());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'forms-outbox' },
);
