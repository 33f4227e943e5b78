import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  Context,
} from 'aws-lambda';
import { z } from 'zod';
import type { RouteAccess } from '#manifest/routes';
import type { Actor } from '#shared/contracts/admin';
import { invocationDeadline } from './middlewares/deadline.ts';
import { errorResponses } from './middlewares/error-responses.ts';
import { jsonBody } from './middlewares/json-body.ts';
import { type RateLimitOptions, rateLimit } from './middlewares/rate-limit.ts';
import {
  requireStaff,
  type StaffEvent,
  type StaffSession,
} from './middlewares/require-staff.ts';
import { verifyOrigin } from './middlewares/verify-origin.ts';
import { wellFormedQuery } from './middlewares/well-formed-query.ts';
import { logger } from './observability.ts';
import type { HttpChainPorts } from './ports.ts';
import { json, RawResponse } from './responses.ts';
import { validate } from './validate.ts';

type Event = StaffEvent & { parsedBody?: unknown };

type Schema = z.ZodType | undefined;

/** What a schema option parses to: undefined when the route has none. */
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface HttpRouteOptions<
  B extends Schema,
  A extends RouteAccess = 'public',
  P extends Schema = undefined,
  Q extends Schema = undefined,
> {
  /** Schema of the JSON body; without one, the body is ignored. */
  readonly body?: B;
  /** Schema of the path parameters; without one, they are not parsed. */
  readonly path?: P;
  /** Schema of the query string; without one, it is not parsed. */
  readonly query?: Q;
  /** `staff`: only a verified staff token gets through. @default 'public' */
  readonly access?: A;
  /** @default 200 */
  readonly successStatus?: number;
  /** Bodies larger than this get 413. @default 16 KB (forms) */
  readonly maxBodyBytes?: number;
  /** Per-client submissions in any minute; more get 429. @default no limit */
  readonly rateLimit?: RateLimitOptions;
}

export interface HttpRequest<
  B,
  A extends RouteAccess = 'public',
  P = undefined,
  Q = undefined,
> {
  readonly body: B;
  /** The path parameters, parsed by the route's `path` schema. */
  readonly path: P;
  /** The query string, parsed by the route's `query` schema. */
  readonly query: Q;
  /** The verified staff member on `staff` routes. */
  readonly actor: A extends 'staff' ? Actor : undefined;
  /** The verified staff token's session on `staff` routes (for sign-out). */
  readonly session: A extends 'staff' ? StaffSession : undefined;
  /** Sent by forms so a double click or a retry never makes two leads. */
  readonly idempotencyKey: string | undefined;
  readonly event: APIGatewayProxyEventV2;
}

/** Public forms: ten submissions in any minute per client. */
export const FORM_RATE_LIMIT: RateLimitOptions = { perMinute: 10 };

const headersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 URL-safe characters')
    .optional(),
});

/**
 * Builds the one middy chain every HTTP route uses: logger context, the
 * CloudFront origin check, a well-formed query string, body limit and
 * JSON parsing, zod validation of body, path and query naming the failing
 * field, and the one error shape. The wrapped function returns a plain value.
 * Around it all, one deadline inside the function budget for every
 * database call (middlewares/deadline.ts). The rate windows and signed-out
 * sessions it checks are the ports' (`ports`): functions/wiring/http-handler.ts
 * hands it the table's, and handlers take `httpHandler` from there.
 */
export function makeHttpHandler(ports: HttpChainPorts) {
  return function httpHandler<
    B extends Schema = undefined,
    A extends RouteAccess = 'public',
    P extends Schema = undefined,
    Q extends Schema = undefined,
  >(
    options: HttpRouteOptions<B, A, P, Q>,
    fn: (
      request: HttpRequest<Parsed<B>, A, Parsed<P>, Parsed<Q>>,
    ) => Promise<unknown>,
  ) {
    return httpChain(ports, options, fn);
  };
}

function httpChain<
  B extends Schema,
  A extends RouteAccess,
  P extends Schema,
  Q extends Schema,
>(
  ports: HttpChainPorts,
  options: HttpRouteOptions<B, A, P, Q>,
  fn: (
    request: HttpRequest<Parsed<B>, A, Parsed<P>, Parsed<Q>>,
  ) => Promise<unknown>,
) {
  const chain = middy<Event, APIGatewayProxyResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorResponses())
    // Only requests through CloudFront, before anything else is looked at.
    .use(verifyOrigin())
    // Before auth: a query that cannot be decoded is a 400 on every route.
    .use(wellFormedQuery());
  // Before the body is read: an anonymous caller learns nothing else.
  if (options.access === 'staff')
    chain.use(requireStaff(ports.isSessionRevoked));
  if (options.body) chain.use(jsonBody(options.maxBodyBytes));
  if (options.rateLimit)
    chain.use(rateLimit(options.rateLimit, ports.hitRateWindow));
  const routed = chain.handler(async (event) => {
    // In this order, so the first problem reported is the same on every route.
    const body = options.body
      ? validate(options.body, event.parsedBody)
      : undefined;
    const headers = validate(headersSchema, event.headers ?? {});
    const path = options.path
      ? validate(options.path, event.pathParameters ?? {})
      : undefined;
    const query = options.query
      ? validate(options.query, event.queryStringParameters ?? {})
      : undefined;
    const idempotencyKey = headers['idempotency-key'];
    const { actor, staffSession: session } = event;
    const result = await fn({
      body,
      path,
      query,
      idempotencyKey,
      event,
      actor,
      session,
    } as HttpRequest<Parsed<B>, A, Parsed<P>, Parsed<Q>>);
    return result instanceof RawResponse
      ? result.result
      : json(options.successStatus ?? 200, result);
  });
  return invocationDeadline(routed);
}
