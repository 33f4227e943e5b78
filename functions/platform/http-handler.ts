import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  Context,
} from 'aws-lambda';
import { z } from 'zod';
import { errorResponses } from './middlewares/error-responses.ts';
import { jsonBody } from './middlewares/json-body.ts';
import { logger } from './observability.ts';
import { json } from './responses.ts';
import { validate } from './validate.ts';

type Event = APIGatewayProxyEventV2 & { parsedBody?: unknown };

export interface HttpRouteOptions<B extends z.ZodType | undefined> {
  /** Schema of the JSON body; without one, the body is ignored. */
  readonly body?: B;
  /** @default 200 */
  readonly successStatus?: number;
  /** Bodies larger than this get 413. @default 16 KB (forms) */
  readonly maxBodyBytes?: number;
}

export interface HttpRequest<B> {
  readonly body: B;
  /** Sent by forms so a double click or a retry never makes two leads. */
  readonly idempotencyKey: string | undefined;
  readonly event: APIGatewayProxyEventV2;
}

const headersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 URL-safe characters')
    .optional(),
});

/**
 * Builds the one middy chain every HTTP route uses: logger context, body
 * limit and JSON parsing, zod validation naming the failing field, and the
 * one error shape. The wrapped function returns a plain value.
 */
export function httpHandler<B extends z.ZodType | undefined = undefined>(
  options: HttpRouteOptions<B>,
  fn: (
    request: HttpRequest<B extends z.ZodType ? z.output<B> : undefined>,
  ) => Promise<unknown>,
) {
  const chain = middy<Event, APIGatewayProxyResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorResponses());
  if (options.body) chain.use(jsonBody(options.maxBodyBytes));
  return chain.handler(async (event) => {
    const body = options.body
      ? validate(options.body, event.parsedBody)
      : undefined;
    const headers = validate(headersSchema, event.headers ?? {});
    const idempotencyKey = headers['idempotency-key'];
    const result = await fn({ body, idempotencyKey, event } as HttpRequest<
      B extends z.ZodType ? z.output<B> : undefined
    >);
    return json(options.successStatus ?? 200, result);
  });
}
