import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { ClientError, TooManyRequestsError } from '../errors.ts';
import { logger } from '../observability.ts';
import { InvalidCursor, WriteConflict } from '../port-errors.ts';
import { errorResponse } from '../responses.ts';

/**
 * DynamoDB refusing work after the SDK's retry budget: a busy table, not a
 * bug, so the caller is told to retry (503) instead of a 500. The retry is
 * safe: writes carry idempotency keys.
 */
const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

/** The database did not answer in time or at all: also worth a retry. */
const UNREACHABLE = new Set([
  'TimeoutError',
  // The invocation's own deadline (functions/platform/deadline.ts).
  'DeadlineExceeded',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/**
 * An AWS service failed on its side (a 5xx: DynamoDB's InternalServerError,
 * EventBridge's InternalException). AWS marks them safe to retry; locally
 * they are what a full or unwritable disk under DynamoDB Local or the bus
 * journal answers (docs/reliability.md).
 */
const isServerFault = (error: Error) =>
  (error as { $fault?: unknown }).$fault === 'server';

const isThrottled = (error: unknown) =>
  error instanceof Error &&
  (THROTTLED.has(error.name) ||
    UNREACHABLE.has(error.name) ||
    UNREACHABLE.has(String((error as { code?: unknown }).code)) ||
    isServerFault(error));

/** A short pause: the SDK already retried, so the table is busy right now. */
const THROTTLED_RETRY_AFTER_SECONDS = 1;

type Result = ReturnType<typeof errorResponse>;

const withRetryAfter = (response: Result, seconds: number): Result => ({
  ...response,
  headers: { ...response.headers, 'retry-after': String(seconds) },
});

/** Storage's reports that reach the handler, in the one error shape. */
function fromStorage(error: unknown): ClientError | undefined {
  if (error instanceof InvalidCursor)
    return new ClientError(400, 'VALIDATION', error.message, error.field);
  if (error instanceof WriteConflict)
    return error.reason === 'idempotency-key-reused'
      ? new ClientError(422, 'IDEMPOTENCY_MISMATCH', error.message)
      : new ClientError(409, 'CONFLICT', error.message);
  return undefined;
}

/** 503 with `Retry-After`: busy, failing or out of time, a retry is safe. */
export function unavailableResponse(): Result {
  const busy = errorResponse(503, {
    code: 'UNAVAILABLE',
    message: 'We are busy right now. Please try again in a moment.',
  });
  return withRetryAfter(busy, THROTTLED_RETRY_AFTER_SECONDS);
}

/**
 * Last in the chain: client errors keep their status and field; throttling
 * and an AWS service's own failure become a 503 with `Retry-After`;
 * anything else becomes a generic 500 so nothing internal leaks.
 */
export function errorResponses(): middy.MiddlewareObj<
  unknown,
  APIGatewayProxyResultV2
> {
  return {
    onError: (request) => {
      const error = fromStorage(request.error) ?? request.error;
      if (error instanceof ClientError) {
        const response = errorResponse(error.statusCode, {
          code: error.code,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
        request.response =
          error instanceof TooManyRequestsError
            ? withRetryAfter(response, error.retryAfterSeconds)
            : response;
        return;
      }
      if (isThrottled(error)) {
        logger.warn('AWS service busy, failing or unreachable', {
          errorName: error?.name,
        });
        request.response = unavailableResponse();
        return;
      }
      logger.error('Unhandled error', error as Error);
      request.response = errorResponse(500, {
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again.',
      });
    },
  };
}
