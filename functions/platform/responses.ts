import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ApiError } from '#shared/contracts/errors';

type Result = Exclude<APIGatewayProxyResultV2, string>;

const headers = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** A JSON response; API responses are never cached by browsers or CDNs. */
export function json(statusCode: number, value: unknown): Result {
  return { statusCode, headers, body: JSON.stringify(value) };
}

/** The one error shape every route answers with (`shared/contracts/errors.ts`). */
export function errorResponse(
  statusCode: number,
  error: ApiError['error'],
): Result {
  return json(statusCode, { error });
}
