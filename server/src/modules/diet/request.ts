import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@safeshelf/engine';
import { clientGoneSignal } from '#server/lib/request-signal.js';
import { requesterOf } from '#server/lib/requester.js';
import type { RunOptions } from '#server/workers/index.js';

/** `?lang=` first, then Accept-Language (en/de/fr), else English. */
export function requestLang(request: FastifyRequest, lang?: Lang): Lang {
  if (lang) return lang;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'de' || code === 'fr') return code;
  }
  return 'en';
}

/**
 * A request's worker task: dropped when its client goes away, and queued in its requester's turn
 * (the pool serves waiting requests round-robin by owner).
 */
export const taskOptionsOf = (request: FastifyRequest, reply: FastifyReply): RunOptions => ({
  signal: clientGoneSignal(reply),
  owner: requesterOf(request),
});
