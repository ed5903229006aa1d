import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { deliverDueReminders } from '../modules/order-flow/reminders';

export const DEFAULT_REMINDER_INTERVAL_MS = 30_000;

/** Delivers due tracking-record reminders as notices every REMINDER_INTERVAL_MS (default 30 s; 0 turns it off). */
export default fp(async function reminders(app: FastifyInstance) {
  const fromEnv = Number(process.env.REMINDER_INTERVAL_MS);
  const interval =
    Number.isFinite(fromEnv) && process.env.REMINDER_INTERVAL_MS !== undefined
      ? fromEnv
      : DEFAULT_REMINDER_INTERVAL_MS;
  if (interval <= 0) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = deliverDueReminders(app.db, (event) => app.im.publish(event))
      .catch((error: unknown) => app.log.error({ err: error }, 'reminder delivery failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, interval);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
