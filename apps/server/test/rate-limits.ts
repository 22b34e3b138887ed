import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * What a client told to slow down sees: 429, when to come back (within the limit's window,
 * a minute unless said), and the API's error body.
 */
export function expectRateLimited(res: LightMyRequestResponse, windowSeconds = 60): void {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many .*try again\.$/) } });
}

/**
 * Sends `attempt(i)` until one is refused (or `max` have gone through) and returns how many were
 * let through. Each one let through must get the route's own answer (`status`), so an attempt
 * that failed for another reason (not signed in, say) cannot pass for one that was counted.
 */
export async function allowedBeforeRefusal(
  attempt: (i: number) => Promise<LightMyRequestResponse>,
  { max, status, windowSeconds }: { max: number; status: number | number[]; windowSeconds?: number },
): Promise<number> {
  for (let i = 0; i <= max; i++) {
    const res = await attempt(i);
    if (res.statusCode === 429) {
      expectRateLimited(res, windowSeconds);
      return i;
    }
    expect([status].flat(), `attempt ${i}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  }
  return max + 1;
}
