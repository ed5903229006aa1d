import type { FastifyInstance } from 'fastify';
import type { ImEvent } from './im-event';
import { publishAll } from './im-publish';

/** Publishes a change's chat events after commit; a failed publish is logged, never fails the request. */
export function publisher(app: FastifyInstance) {
  return (events: ImEvent[]) =>
    publishAll(
      (event) => app.im.publish(event),
      events,
      (error) => app.log.warn({ err: error }, 'IM publish failed'),
    );
}
