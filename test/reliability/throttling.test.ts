import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackForm } from '#test-support/builders';
import { originHeaders, pointAtStackTable } from '#test-support/handler-env';

/**
 * DynamoDB Local never throttles, so the real call-back handler runs in
 * this worker with the table client answering ThrottlingException, as the
 * SDK does once its retries are spent.
 */

type Handler = (event: APIGatewayProxyEventV2, context: Context) => unknown;
type Result = { statusCode: number; headers?: Record<string, string> };

const dynamo = mockClient(DynamoDBDocumentClient);
let handler: Handler;

beforeAll(async () => {
  pointAtStackTable();
  handler = (await import('#handlers/http/public/create-callback-request'))
    .handler as Handler;
  dynamo.onAnyCommand().rejects(
    new DynamoDBServiceException({
      name: 'ThrottlingException',
      $fault: 'client',
      $metadata: {},
      message: 'Rate of requests exceeds the allowed throughput.',
    }),
  );
});
afterAll(() => dynamo.restore());

const context = {
  functionName: 'throttle-check',
  awsRequestId: 'throttle-check',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

const event = {
  version: '2.0',
  routeKey: 'POST /api/callbacks',
  rawPath: '/api/callbacks',
  headers: { ...originHeaders, 'content-type': 'application/json' },
  requestContext: { http: { method: 'POST', sourceIp: '203.0.113.20' } },
  body: JSON.stringify(callbackForm()),
  isBase64Encoded: false,
} as unknown as APIGatewayProxyEventV2;

describe('a form while DynamoDB throttles', () => {
  it('answers 503 with a short Retry-After', async () => {
    // Act
    const response = (await handler(event, context)) as Result;
    // Assert
    expect(response.statusCode).toBe(503);
    const retryAfter = Number(response.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
  });
});
