import { CHAT_EVENT_BUDGETS, type ChatClientEventName, type ChatRateBudget } from '@portal/contract';

/** A token bucket: a burst of `capacity` events, refilled at `perSecond` a second. */
export type Budget = ChatRateBudget;

export type ChatEventName = ChatClientEventName;

/** Each client event's budget per user, as the contract's event table (CHAT_EVENTS) gives it. */
export const EVENT_BUDGETS: Record<ChatEventName, Budget> = CHAT_EVENT_BUDGETS;

/** `ok`, or refused with the milliseconds until the next event would be accepted. */
export type Take = { ok: true } | { ok: false; retryAfterMs: number };

export interface EventRateLimit {
  take(userId: number, event: ChatEventName): Promise<Take>;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Refills the bucket to `now` and takes a token when there is one (the same arithmetic as the Redis script). */
export function takeToken(
  bucket: Bucket | undefined,
  budget: Budget,
  now: number,
): { bucket: Bucket; take: Take } {
  const tokens = bucket
    ? Math.min(budget.capacity, bucket.tokens + ((now - bucket.at) * budget.perSecond) / 1000)
    : budget.capacity;
  if (tokens < 1)
    return {
      bucket: { tokens, at: now },
      take: { ok: false, retryAfterMs: Math.ceil(((1 - tokens) * 1000) / budget.perSecond) },
    };
  return { bucket: { tokens: tokens - 1, at: now }, take: { ok: true } };
}

/** The buckets of one process (no Redis): enough for a single process. */
export class MemoryRateLimit implements EventRateLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly budgets: Record<ChatEventName, Budget> = EVENT_BUDGETS,
    private readonly clock: () => number = Date.now,
  ) {}

  take(userId: number, event: ChatEventName): Promise<Take> {
    return Promise.resolve(this.takeNow(userId, event));
  }

  takeNow(userId: number, event: ChatEventName): Take {
    const now = this.clock();
    const key = `${event}:${userId}`;
    const budget = this.budgets[event];
    const { bucket, take } = takeToken(this.buckets.get(key), budget, now);
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return take;
  }

  /** Drops buckets that have refilled completely (they behave exactly like absent ones). */
  private forgetFull(now: number) {
    for (const [key, bucket] of this.buckets) {
      const budget = this.budgets[key.slice(0, key.lastIndexOf(':')) as ChatEventName];
      if (bucket.tokens + ((now - bucket.at) * budget.perSecond) / 1000 >= budget.capacity)
        this.buckets.delete(key);
    }
  }
}

/**
 * The bucket in Redis, read and written by one script (atomic, so processes never both take the
 * last token), on Redis's clock (processes' clocks may differ). Answers 0, or the milliseconds to wait.
 */
export const TOKEN_BUCKET_SCRIPT = `
local capacity = tonumber(ARGV[1])
local per_second = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = capacity
if state[1] then
  tokens = math.min(capacity, tonumber(state[1]) + (now - tonumber(state[2])) * per_second / 1000)
end
local wait = 0
if tokens < 1 then
  wait = math.ceil((1 - tokens) * 1000 / per_second)
else
  tokens = tokens - 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity * 1000 / per_second) + 1000)
return wait
`;

/** What the Redis limit needs of a client: running a script by its text (node-redis `eval`). */
export type RunScript = (script: string, keys: string[], args: string[]) => Promise<unknown>;

/**
 * The buckets shared by every process through Redis. When Redis does not answer, this process's own
 * buckets decide, so a Redis outage neither opens the gate nor refuses everyone.
 */
export class RedisRateLimit implements EventRateLimit {
  private readonly fallback: MemoryRateLimit;

  constructor(
    private readonly run: RunScript,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
    private readonly budgets: Record<ChatEventName, Budget> = EVENT_BUDGETS,
  ) {
    this.fallback = new MemoryRateLimit(budgets);
  }

  async take(userId: number, event: ChatEventName): Promise<Take> {
    const budget = this.budgets[event];
    try {
      const wait = Number(
        await this.run(
          TOKEN_BUCKET_SCRIPT,
          [`${this.prefix}:rate:${event}:${userId}`],
          [String(budget.capacity), String(budget.perSecond)],
        ),
      );
      return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
    } catch (error) {
      this.onError(error);
      return this.fallback.takeNow(userId, event);
    }
  }
}
