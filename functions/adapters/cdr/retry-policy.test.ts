import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  nextDelayMs,
  parseRetryAfter,
} from './retry-policy.ts';

const policy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1000 };

describe('retry policy', () => {
  it('retries 429 and 5xx but not 4xx or 501', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 404, 406, 422, 501].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the backoff each attempt within jitter bounds and the cap', () => {
    expect(backoffMs(1, policy, () => 0)).toBe(50);
    expect(backoffMs(1, policy, () => 0.999)).toBeLessThanOrEqual(100);
    expect(backoffMs(3, policy, () => 0)).toBe(200);
    expect(backoffMs(10, policy, () => 1)).toBe(1000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 01 Nov 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Sat, 31 Oct 2026 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('waits at least Retry-After and gives up when it exceeds the cap', () => {
    expect(nextDelayMs(1, 700, policy, () => 0)).toBe(700);
    expect(nextDelayMs(1, undefined, policy, () => 0)).toBe(50);
    expect(nextDelayMs(1, 5000, policy)).toBeUndefined();
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBeGreaterThan(1);
  });
});
