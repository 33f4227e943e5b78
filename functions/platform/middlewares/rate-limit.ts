import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { hitRateWindow } from '#data/rate-windows';
import { clientOf } from '../client-address.ts';
import { TooManyRequestsError } from '../errors.ts';

/** How many submissions one client may make to one route per minute. */
export interface RateLimitOptions {
  readonly perMinute: number;
}

const WINDOW_SECONDS = 60;

/**
 * A fixed-window limit per route and client, kept in the table. The
 * client is its address (CloudFront's viewer address, see
 * client-address.ts), whatever e-mails it sends; the table keeps only a
 * salted hash of it. Over the limit: 429 with `Retry-After`, the seconds
 * until the window frees.
 */
export function rateLimit(
  options: RateLimitOptions,
  nowMs: () => number = Date.now,
): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const now = nowMs() / 1000;
      const seconds = Math.floor(now);
      const windowStart = seconds - (seconds % WINDOW_SECONDS);
      const hits = await hitRateWindow({
        route: event.routeKey,
        client: clientOf(event),
        windowStart,
        windowSeconds: WINDOW_SECONDS,
        now: seconds,
      });
      if (hits > options.perMinute) {
        throw new TooManyRequestsError(
          'Too many submissions. Please wait a minute and try again.',
          Math.max(1, Math.ceil(windowStart + WINDOW_SECONDS - now)),
        );
      }
    },
  };
}
