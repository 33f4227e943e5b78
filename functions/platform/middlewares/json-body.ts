import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_BODY_BYTES } from '#shared/contracts/errors';
import { ClientError } from '../errors.ts';

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };

/**
 * `application/json`, optionally with a UTF-8 charset (JSON is UTF-8).
 * Anything else could come from a cross-site form post, which a browser
 * sends without a preflight.
 */
const JSON_MEDIA_TYPE =
  /^application\/json\s*(;\s*charset\s*=\s*("utf-8"|utf-8)\s*)?$/i;

export const isJsonContentType = (value: string | undefined) =>
  value !== undefined && JSON_MEDIA_TYPE.test(value.trim());

const contentTypeOf = (event: APIGatewayProxyEventV2) => {
  const headers = event.headers ?? {};
  const name = Object.keys(headers).find(
    (key) => key.toLowerCase() === 'content-type',
  );
  return name === undefined ? undefined : headers[name];
};

/**
 * Refuses a body that is not declared JSON (415 naming the header), then
 * enforces the body limit and parses it: the API promises a 400 for a
 * JSON body that does not parse, where middy's parser would answer 422.
 */
export function jsonBody(
  maxBytes: number = MAX_BODY_BYTES,
): middy.MiddlewareObj<Event> {
  return {
    before: ({ event }) => {
      if (!isJsonContentType(contentTypeOf(event))) {
        throw new ClientError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'The content-type header must be application/json',
          'content-type',
        );
      }
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
