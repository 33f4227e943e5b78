import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_BODY_BYTES } from '#shared/contracts/errors';
import { ClientError } from '../errors.ts';

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };

/**
 * Enforces the body limit and parses JSON whatever the content type: the
 * API promises a 400 for any body that is not JSON, where middy's parser
 * would answer 415 or 422.
 */
export function jsonBody(
  maxBytes: number = MAX_BODY_BYTES,
): middy.MiddlewareObj<Event> {
  return {
    before: ({ event }) => {
      const raw = event.body ?? '';
      const text = event.isBase64Encoded
        ? Buffer.from(raw, 'base64').toString('utf8')
        : raw;
      if (Buffer.byteLength(text, 'utf8') > maxBytes) {
        throw new ClientError(
          413,
          'PAYLOAD_TOO_LARGE',
          `Request body exceeds ${maxBytes} bytes`,
        );
      }
      try {
        event.parsedBody = JSON.parse(text);
      } catch {
        throw new ClientError(
          400,
          'INVALID_JSON',
          'Request body must be valid JSON',
        );
      }
    },
  };
}
