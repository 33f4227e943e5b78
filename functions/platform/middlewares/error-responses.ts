import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { ClientError } from '../errors.ts';
import { logger } from '../observability.ts';
import { errorResponse } from '../responses.ts';

/**
 * Last in the chain: client errors keep their status and field; anything
 * else becomes a generic 500 so nothing internal leaks.
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
      logger.error('Unhandled error', error as Error);
      request.response = errorResponse(500, {
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again.',
      });
    },
  };
}
