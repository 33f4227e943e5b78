import type { ErrorCode } from '#shared/contracts/errors';

/** An error a caller can act on: mapped to a 4xx with the one error shape. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

export class ValidationError extends ClientError {
  constructor(message: string, field?: string) {
    super(400, 'VALIDATION', message, field);
    this.name = 'ValidationError';
  }
}

export class NotFoundError extends ClientError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends ClientError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
    this.name = 'ConflictError';
  }
}

/** Over a rate limit: 429 with `Retry-After` (seconds until the window frees). */
export class TooManyRequestsError extends ClientError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
    this.name = 'TooManyRequestsError';
  }
}
