import { inject } from 'vitest';
import { randomViewerAddress } from './viewer-address.ts';

export interface JsonResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/** The body of every error answer (`field` names the invalid input). */
export interface ErrorBody {
  error: { code: string; field?: string; message: string };
}

/**
 * Calls the local gateway started by the global setup. Each call comes
 * from a visitor of its own (a random CloudFront-Viewer-Address) unless
 * the test names one: the whole suite runs on one machine, and the forms
 * allow ten submissions a minute per client.
 */
export async function call<T = unknown>(
  method: string,
  path: string,
  init: {
    body?: string;
    json?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = {
    'cloudfront-viewer-address': randomViewerAddress(),
    ...init.headers,
  };
  if (init.json !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${inject('stackUrl')}${path}`, {
    method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  // A CSV export comes back as its text; every other answer is JSON.
  const csv = response.headers.get('content-type')?.startsWith('text/csv');
  const body = (text ? (csv ? text : JSON.parse(text)) : undefined) as T;
  return { status: response.status, body, headers: response.headers };
}

/** Polls until `probe` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Polls `probe` for `ms` and fails as soon as it differs from `expected`:
 * after waiting for a condition, this holds a settle period so that a
 * late duplicate (a second e-mail, a second write) is caught.
 */
export async function staysEqual<T>(
  probe: () => Promise<T>,
  expected: T,
  ms = 2_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (JSON.stringify(value) !== JSON.stringify(expected))
      throw new Error(
        `Changed during the settle period: ${JSON.stringify(value)}, expected ${JSON.stringify(expected)}`,
      );
    if (Date.now() >= deadline) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
