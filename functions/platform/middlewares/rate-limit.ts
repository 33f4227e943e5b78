import { createHash } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { hitRateWindow } from '#data/rate-windows';
import { ClientError } from '../errors.ts';

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };

/** How many submissions one client may make to one route per minute. */
export interface RateLimitOptions {
  readonly perMinute: number;
}

const WINDOW_SECONDS = 60;

/** The e-mail a form was sent for, lower-cased, when it carries one. */
function formEmail(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { email } = body as { email?: unknown };
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Hashed, so the table holds neither the IP nor the e-mail. */
const clientId = (event: Event) =>
  createHash('sha256')
    .update(
      `${event.requestContext.http.sourceIp}#${formEmail(event.parsedBody)}`,
    )
    .digest('base64url')
    .slice(0, 32);

/**
 * A fixed-window limit per route and client, kept in the table. The client
 * is the source IP plus the form's e-mail: behind CloudFront many visitors
 * share an edge address, so the IP alone would throttle strangers together;
 * with the e-mail, one address cannot flood one inbox or lead. Floods of
 * varied e-mails meet the API stage throttle instead.
 */
export function rateLimit(
  options: RateLimitOptions,
  now: () => number = Date.now,
): middy.MiddlewareObj<Event> {
  return {
    before: async ({ event }) => {
      const seconds = Math.floor(now() / 1000);
      const hits = await hitRateWindow({
        route: event.routeKey,
        client: clientId(event),
        windowStart: seconds - (seconds % WINDOW_SECONDS),
        windowSeconds: WINDOW_SECONDS,
      });
      if (hits > options.perMinute) {
        throw new ClientError(
          429,
          'RATE_LIMITED',
          'Too many submissions. Please wait a minute and try again.',
        );
      }
    },
  };
}
