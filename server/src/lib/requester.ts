import type { FastifyRequest } from 'fastify';

/**
 * Whom a request's limits and worker turns are counted for: the signed-in user (whatever address
 * they come from), else the client address. Read after the auth guard has run.
 */
export const requesterOf = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
