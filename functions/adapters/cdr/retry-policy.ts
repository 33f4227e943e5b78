/** How often and how patiently a CDR request is retried. */
export interface RetryPolicy {
  /** Attempts in all, the first included. @default 4 */
  readonly maxAttempts: number;
  /** Backoff before the second attempt; doubles each time. @default 500 */
  readonly baseDelayMs: number;
  /** No wait is longer; a longer `Retry-After` ends the retries. @default 30000 */
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

/** 429 and 5xx are worth another try; 501 (never implemented) is not. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status !== 501);
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed and half
 * random, so brands retried together spread out but never retry at once.
 */
export function backoffMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const step = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** (attempt - 1),
  );
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an
 * HTTP-date. `undefined` when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null,
  nowMs: number,
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * The wait before the next attempt: the backoff, or longer if the server
 * asked for it. `undefined` when the server asks for more than the policy
 * allows, so a job is never parked on one brand.
 */
export function nextDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
  random?: () => number,
): number | undefined {
  if (retryAfterMs !== undefined && retryAfterMs > policy.maxDelayMs) {
    return undefined;
  }
  return Math.max(retryAfterMs ?? 0, backoffMs(attempt, policy, random));
}
