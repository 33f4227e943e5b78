import { PlanSourceError, type PlanSourceFailure } from '#use-cases/ports-cdr';
import {
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  nextDelayMs,
  parseRetryAfter,
  type RetryPolicy,
} from './retry-policy.ts';

/** Transport settings shared by every CDR request; injectable for tests. */
export interface CdrFetchOptions {
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Per attempt, body included. @default 15000 */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** @default setTimeout-based */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1). @default Math.random */
  readonly random?: () => number;
  /** Clock for HTTP-date `Retry-After`. @default Date.now */
  readonly now?: () => number;
}

type Attempt =
  | { readonly ok: true; readonly body: unknown }
  | {
      readonly ok: false;
      readonly reason: PlanSourceFailure;
      readonly message: string;
      readonly retryable: boolean;
      readonly status?: number;
      readonly retryAfterMs?: number;
    };

const sleepMs = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

function failedTransport(error: unknown): Attempt {
  const name = error instanceof Error ? error.name : '';
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  return {
    ok: false,
    reason: timedOut ? 'timeout' : 'network',
    message: timedOut ? 'request timed out' : `network error: ${String(error)}`,
    retryable: true,
  };
}

async function attemptOnce(
  url: string,
  version: number,
  options: CdrFetchOptions,
): Promise<Attempt> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json', 'x-v': String(version) },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    text = await response.text();
  } catch (error) {
    return failedTransport(error);
  }
  const { status } = response;
  if (!response.ok) {
    const retryAfter = response.headers.get('retry-after');
    return {
      ok: false,
      reason: 'http-status',
      message: `HTTP ${status} from ${url}`,
      retryable: isRetryableStatus(status),
      status,
      retryAfterMs: parseRetryAfter(retryAfter, (options.now ?? Date.now)()),
    };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    const message = `response from ${url} is not JSON`;
    return {
      ok: false,
      reason: 'malformed',
      message,
      retryable: false,
      status,
    };
  }
}

/**
 * GETs one CDR resource with the `x-v` header, a timeout per attempt and
 * bounded retries (backoff with jitter, honouring `Retry-After`) on 429,
 * 5xx, timeouts and network errors. Throws {@link PlanSourceError}.
 */
export async function fetchCdrJson(
  brand: string,
  url: string,
  version: number,
  options: CdrFetchOptions = {},
): Promise<unknown> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(url, version, options);
    if (outcome.ok) return outcome.body;
    const { reason, message, status } = outcome;
    const error = new PlanSourceError(brand, reason, message, {
      status,
      attempts: attempt,
      url,
    });
    if (!outcome.retryable || attempt >= policy.maxAttempts) throw error;
    const delay = nextDelayMs(
      attempt,
      outcome.retryAfterMs,
      policy,
      options.random,
    );
    if (delay === undefined) throw error;
    await (options.sleep ?? sleepMs)(delay);
  }
}
