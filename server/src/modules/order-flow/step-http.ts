import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { actedAtOf } from '../../lib/acted-at';
import { publishAll, type Actor } from './machine';
import type { ImEvent } from '../chat/im-event';

/** Who takes a step, from the request, with the phone's time of the act when it was queued offline. */
export const actorOf = (request: FastifyRequest): Actor => ({
  user: requireUser(request),
  lang: request.lang,
  actedAt: actedAtOf(request),
});

/** Publishes a step's chat events after commit; a failed publish is logged, never fails the request. */
export function publisher(app: FastifyInstance) {
  return (events: ImEvent[]) =>
    publishAll(
      (event) => app.im.publish(event),
      events,
      (error) => app.log.warn({ err: error }, 'IM publish failed'),
    );
}
