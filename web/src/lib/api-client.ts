import type { ApiError } from '#shared/contracts/errors';

/** An API answer that was not 2xx, carrying the one error shape. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError['error'] | undefined,
  ) {
    super(error?.message ?? `Request failed with ${status}`);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

/** Calls the same-origin API and parses its JSON answer. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey)
    headers['idempotency-key'] = options.idempotencyKey;
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      (payload as ApiError | undefined)?.error,
    );
  }
  return payload as T;
}
