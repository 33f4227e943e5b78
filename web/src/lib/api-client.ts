import type { ApiError } from '#shared/contracts/errors';

/** An API answer that was not 2xx, carrying the one error shape. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError['error'] | undefined,
    /** A busy API's `Retry-After`, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(error?.message ?? `Request failed with ${status}`);
    this.name = 'ApiRequestError';
  }
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
  /** A bearer token, for the staff routes. */
  readonly accessToken?: string;
  /** The staff member's ID token, so the audit names them by e-mail. */
  readonly identityToken?: string;
  /** A file type (e.g. `text/csv`): the answer's text comes back, not JSON. */
  readonly accept?: string;
}

/** Calls the same-origin API and parses its JSON answer. */
export async function apiRequest<T>(
  method: ApiMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const accept = options.accept ?? 'application/json';
  const headers: Record<string, string> = { accept };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey)
    headers['idempotency-key'] = options.idempotencyKey;
  if (options.accessToken)
    headers.authorization = `Bearer ${options.accessToken}`;
  if (options.identityToken)
    headers['x-staff-identity'] = options.identityToken;
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    const retryAfter = Number(response.headers.get('retry-after') ?? '');
    throw new ApiRequestError(
      response.status,
      (payload as ApiError | undefined)?.error,
      Number.isInteger(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    );
  }
  if (accept !== 'application/json') return (await response.text()) as T;
  return (await response.json().catch(() => undefined)) as T;
}
