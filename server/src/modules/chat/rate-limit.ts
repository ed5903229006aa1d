/**
 * A token bucket per sender: a burst of `capacity` messages, refilled at `capacity` per `windowMs`.
 * A person typing never empties it; a script sending in a loop does.
 */
export class SendRateLimit {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    private readonly capacity = 20,
    private readonly windowMs = 2000,
  ) {}

  /** Takes one token for `senderId`; false when the sender is over the limit. */
  take(senderId: number, now = Date.now()): boolean {
    const bucket = this.buckets.get(senderId) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) * this.capacity) / this.windowMs);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(senderId, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(senderId, bucket);
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return true;
  }

  /** Drops buckets that have refilled completely (they behave exactly like absent ones). */
  private forgetFull(now: number) {
    for (const [id, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) * this.capacity) / this.windowMs >= this.capacity) this.buckets.delete(id);
    }
  }
}
