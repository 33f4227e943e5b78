import { randomUUID } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientOf } from '../client-address.ts';
import { TooManyRequestsError } from '../errors.ts';
import type { HitRateWindow } from '../ports.ts';
import { rateWindowClientId } from '../rate-window-client.ts';

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };

/** How many submissions one client may make to one route in any minute. */
export interface RateLimitOptions {
  readonly perMinute: number;
  /**
   * What makes a request a submission: requests with the same value in
   * the window count once, and one with none is not limited. By default
   * every request is a submission of its own.
   */
  readonly submission?: (event: Event) => string | undefined;
}

const WINDOW_SECONDS = 60;

/**
 * A sliding-window limit per route and client, kept in the table: at most
 * `perMinute` submissions in any 60 seconds. The client is its address
 * (CloudFront's viewer address, see client-address.ts), whatever e-mails
 * it sends; the table keeps only a salted hash of it. Over the limit: 429
 * with `Retry-After`, the seconds until a place frees. The windows are
 * the table's (`hitRateWindow`, handed in by functions/wiring).
 */
export function rateLimit(
  options: RateLimitOptions,
  hitRateWindow: HitRateWindow,
  nowMs: () => number = Date.now,
): middy.MiddlewareObj<Event> {
  return {
    before: async ({ event }) => {
      const submission = options.submission
        ? options.submission(event)
        : randomUUID();
      if (submission === undefined) return;
      const decision = await hitRateWindow({
        route: event.routeKey,
        clientId: (windowStart) =>
          rateWindowClientId(event.routeKey, clientOf(event), windowStart),
        submission,
        limit: options.perMinute,
        windowSeconds: WINDOW_SECONDS,
        nowMs: nowMs(),
      });
      if (!decision.allowed) {
        throw new TooManyRequestsError(
          'Too many submissions. Please wait a minute and try again.',
          decision.retryAfterSeconds,
        );
      }
    },
  };
}
