import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { ClientError } from '../errors.ts';
import { logger } from '../observability.ts';
import { errorResponse } from '../responses.ts';

/**
 * DynamoDB refusing work after the SDK's retry budget: a busy table, not a
 * bug, so the caller is told to retry (503) instead of a 500.
 */
const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

const isThrottled = (error: unknown) =>
  error instanceof Error && THROTTLED.has(error.name);

/**
 * Last in the chain: client errors keep their status and field; throttling
 * becomes a 503 with `Retry-After`; anything else becomes a generic 500 so
 * nothing internal leaks.
 */
export function errorResponses(): middy.MiddlewareObj<
  unknown,
  APIGatewayProxyResultV2
> {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof ClientError) {
        request.response = errorResponse(error.statusCode, {
          code: error.code,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
        return;
      }
      if (isThrottled(error)) {
        logger.warn('Throttled by DynamoDB', { errorName: error?.name });
        const busy = errorResponse(503, {
          code: 'UNAVAILABLE',
          message: 'We are busy right now. Please try again in a moment.',
        });
        request.response = {
          ...busy,
          headers: { ...busy.headers, 'retry-after': '1' },
        };
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
