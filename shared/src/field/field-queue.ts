import type { FieldDb } from './field-db';
import type { CallOutcome, QueuedItem, StoredCall } from './queue-types';

export type NewItem = Pick<
  QueuedItem,
  'serviceId' | 'label' | 'detail' | 'step' | 'templateId' | 'receiptId' | 'calls'
> & {
  actedAt?: Date;
};

/** Sends one call with its headers; classifies the answer. */
export type SendCall = (call: StoredCall, headers: Record<string, string>) => Promise<CallOutcome>;

/**
 * Told of each act the server acknowledged, before the act leaves the queue: whoever shows the queue
 * can record it as done first, so that no reading of the queue in between shows it neither waiting
 * nor done.
 */
export type OnDelivered = (item: QueuedItem) => Promise<void> | void;

export interface ReplayResult {
  sent: number;
  refused: number;
  /** Stopped because the network or the server was not reachable: the rest waits. */
  interrupted: boolean;
}

/** A random UUID, also where `crypto.randomUUID` is missing (plain HTTP other than localhost). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** ISO 8601 with the phone's offset (`2026-11-27T18:05:00.000+08:00`), as `X-Acted-At` wants. */
export function isoWithOffset(date: Date): string {
  const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The idempotency key of call `index` of an item. */
export const callKey = (item: QueuedItem, index: number) =>
  item.calls.length === 1 ? item.key : `${item.key}.${index + 1}`;

/** Fills a call's body with fields of earlier answers. */
export function resolveCall<C extends StoredCall>(call: C, answers: unknown[]): C {
  if (!call.from) return call;
  const body = { ...call.body };
  for (const [field, [index, answerField]] of Object.entries(call.from)) {
    body[field] = (answers[index] as Record<string, unknown> | undefined)?.[answerField];
  }
  return { ...call, body, from: undefined };
}

/** The durable queue of one user's acts, in the order they were made. */
export class FieldQueue {
  private running: Promise<ReplayResult> | null = null;
  private next: Promise<ReplayResult> | null = null;

  constructor(private readonly db: FieldDb) {}

  async enqueue(input: NewItem): Promise<QueuedItem> {
    const item: QueuedItem = {
      key: newKey(),
      serviceId: input.serviceId,
      label: input.label,
      detail: input.detail,
      step: input.step,
      templateId: input.templateId,
      receiptId: input.receiptId,
      actedAt: isoWithOffset(input.actedAt ?? new Date()),
      calls: input.calls,
      answers: [],
      state: 'pending',
      attempts: 0,
    };
    item.seq = await this.db.add('queue', item);
    return item;
  }

  list(): Promise<QueuedItem[]> {
    return this.db.getAll('queue');
  }

  count(): Promise<number> {
    return this.db.count('queue');
  }

  /** A refused act goes back to the queue (at its place) for the next replay. */
  async retry(seq: number): Promise<void> {
    const item = await this.db.get('queue', seq);
    if (item) await this.db.put('queue', { ...item, state: 'pending', message: undefined });
  }

  /** Only the engineer discards an act (after a confirmation): the client never throws one away. */
  async discard(seq: number): Promise<void> {
    await this.db.delete('queue', seq);
  }

  /**
   * Sends the pending acts in order, each call until acknowledged; one replay at a time. A call
   * during a replay gets the next one, which also sends what was queued after the running one began.
   */
  replay(send: SendCall, onDelivered?: OnDelivered): Promise<ReplayResult> {
    if (!this.running) {
      this.running = this.replayOnce(send, onDelivered).finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.replay(send, onDelivered);
      });
    return this.next;
  }

  private async replayOnce(send: SendCall, onDelivered?: OnDelivered): Promise<ReplayResult> {
    const result: ReplayResult = { sent: 0, refused: 0, interrupted: false };
    const held = new Set<number>();
    for (const stored of await this.list()) {
      if (stored.state === 'refused' || held.has(stored.serviceId)) {
        held.add(stored.serviceId);
        continue;
      }
      let item = stored;
      for (let index = item.answers.length; index < item.calls.length; index += 1) {
        const headers = { 'Idempotency-Key': callKey(item, index), 'X-Acted-At': item.actedAt };
        item = { ...item, attempts: item.attempts + 1 };
        const outcome = await send(resolveCall(item.calls[index], item.answers), headers).catch(
          (): CallOutcome => ({ ok: false, refused: false }),
        );
        if (outcome.ok) {
          item = { ...item, answers: [...item.answers, outcome.answer] };
          await this.db.put('queue', item);
          continue;
        }
        if (outcome.refused) {
          await this.db.put('queue', { ...item, state: 'refused', message: outcome.message });
          result.refused += 1;
          held.add(item.serviceId);
        } else {
          await this.db.put('queue', item);
          result.interrupted = true;
        }
        break;
      }
      if (result.interrupted) return result;
      if (item.answers.length === item.calls.length) {
        await onDelivered?.(item);
        await this.db.delete('queue', item.seq as number);
        result.sent += 1;
      }
    }
    return result;
  }
}
