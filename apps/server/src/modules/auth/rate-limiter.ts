/**
 * A sliding-window counter kept in memory: enough for one process, and it forgets keys whose
 * window has passed so memory stays bounded by recent traffic.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length === 0) this.hits.delete(key);
    else this.hits.set(key, times);
    return times;
  }

  /** True when `key` has used up its allowance in the current window. */
  isLimited(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    this.hits.set(key, [...this.recent(key, now), now]);
    if (this.hits.size > 50_000) this.sweep(now);
  }

  /** Records a hit and says whether it went over the limit. */
  hit(key: string, now = Date.now()): boolean {
    const limited = this.isLimited(key, now);
    if (!limited) this.record(key, now);
    return limited;
  }

  private sweep(now: number): void {
    for (const key of this.hits.keys()) this.recent(key, now);
  }
}
