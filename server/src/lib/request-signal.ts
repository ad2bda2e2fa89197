import type { FastifyReply } from 'fastify';

/**
 * Fires when the client goes away before its answer is sent, so work queued for it (a worker
 * task) is dropped instead of done for nobody.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
