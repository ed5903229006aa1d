import type { ImEvent } from './im-event';

export type Publish = (event: ImEvent) => Promise<void>;

/** Publishes events after commit; a failed publish is not the step's failure (the records are stored). */
export async function publishAll(
  publish: Publish | undefined,
  events: ImEvent[],
  onError?: (error: unknown) => void,
): Promise<void> {
  if (!publish) return;
  for (const event of events) {
    try {
      await publish(event);
    } catch (error) {
      onError?.(error);
    }
  }
}
