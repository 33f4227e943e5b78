import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ClientError } from '../errors.ts';
import { ORIGIN_VERIFY_HEADER } from '../origin-header.ts';
import { originSecrets } from '../origin-secrets.ts';

/** Equal-length digests, so the comparison leaks neither value nor length. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function sameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * First in the chain: only requests that came through CloudFront (which
 * adds the origin-verify header) reach a handler; a direct call to the
 * execute-api URL gets 403 before its body is read. The values are never
 * logged.
 */
export function verifyOrigin(
  secrets: () => Promise<readonly string[]> = originSecrets,
): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const sent = event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
      const expected = await secrets();
      // Compare with every value, not stopping at a match.
      const matches = expected.map((value) => sameSecret(sent, value));
      if (sent === '' || !matches.includes(true)) {
        throw new ClientError(403, 'FORBIDDEN', 'Forbidden');
      }
    },
  };
}
