import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { actedAtOf } from '../../lib/acted-at';
import type { Actor } from './machine';

/** Who takes a step, from the request, with the phone's time of the act when it was queued offline. */
export const actorOf = (request: FastifyRequest): Actor => ({
  user: requireUser(request),
  lang: request.lang,
  actedAt: actedAtOf(request),
});
