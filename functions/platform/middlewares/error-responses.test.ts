import {
  DynamoDBServiceException,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import { EventBridgeServiceException } from '@aws-sdk/client-eventbridge';
import middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { InvalidCursor, WriteConflict } from '#platform/port-errors';
import { ClientError, TooManyRequestsError } from '../errors.ts';
import { errorResponses } from './error-responses.ts';

const context = {
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

/** A handler that fails with `error`, behind the real error middleware. */
const failingWith = (error: Error) =>
  middy<unknown, APIGatewayProxyResultV2>({ timeoutEarlyInMillis: 0 })
    .use(errorResponses())
    .handler(async () => {
      throw error;
    });

const metadata = { $metadata: {} };

const throttlingException = () =>
  new DynamoDBServiceException({
    name: 'ThrottlingException',
    $fault: 'client',
    message: 'Rate of requests exceeds the allowed throughput.',
    ...metadata,
  });

const provisionedThroughputExceeded = () =>
  new ProvisionedThroughputExceededException({
    message: 'The level of configured provisioned throughput was exceeded',
    ...metadata,
  });

/** What DynamoDB Local answers when its disk is full (a 5xx). */
const internalFailure = () =>
  new DynamoDBServiceException({
    name: 'InternalFailure',
    $fault: 'server',
    message: 'The request processing has failed because of an unknown error',
    ...metadata,
  });

/** What the bus answers when its journal cannot be written (a 5xx). */
const busInternalException = () =>
  new EventBridgeServiceException({
    name: 'InternalException',
    $fault: 'server',
    message: 'InternalException',
    ...metadata,
  });

/** What the SDK throws when the database does not answer. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), {
    code: 'ECONNREFUSED',
  });

const timedOut = () =>
  Object.assign(new Error('Request did not complete within 2500 ms'), {
    name: 'TimeoutError',
  });

type Result = Exclude<APIGatewayProxyResultV2, string>;

describe('errorResponses', () => {
  it.each([
    [
      'DynamoDB ProvisionedThroughputExceededException',
      provisionedThroughputExceeded,
    ],
    ['DynamoDB ThrottlingException', throttlingException],
    ['DynamoDB ECONNREFUSED (database down)', refused],
    ['DynamoDB TimeoutError (past the deadline)', timedOut],
    ['DynamoDB InternalFailure (its disk full)', internalFailure],
    [
      '(the bus) InternalException (its journal unwritable)',
      busInternalException,
    ],
  ])('answers %s past the retry budget with 503', async (_, make) => {
    // Arrange
    const handler = failingWith(make());
    // Act
    const response = (await handler({}, context)) as Result;
    // Assert
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '1' });
    expect(JSON.parse(response.body ?? '')).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'We are busy right now. Please try again in a moment.',
      },
    });
  });

  it('never leaks the stack trace or the SDK message of a throttle', async () => {
    // Arrange
    const error = provisionedThroughputExceeded();
    const handler = failingWith(error);
    // Act
    const response = (await handler({}, context)) as Result;
    // Assert
    expect(response.body).not.toContain('throughput');
    expect(response.body).not.toContain('at ');
    expect(response.body).not.toContain(String(error.stack).split('\n')[1]);
  });

  it('keeps a client error status, code and field', async () => {
    // Arrange
    const handler = failingWith(
      new ClientError(422, 'IDEMPOTENCY_MISMATCH', 'Different body', 'body'),
    );
    // Act
    const response = (await handler({}, context)) as Result;
    // Assert
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(response.body ?? '')).toEqual({
      error: {
        code: 'IDEMPOTENCY_MISMATCH',
        field: 'body',
        message: 'Different body',
      },
    });
  });

  it('answers a rate limit with 429 and the seconds to wait in Retry-After', async () => {
    // Arrange
    const handler = failingWith(new TooManyRequestsError('Too many', 42));
    // Act
    const response = (await handler({}, context)) as Result;
    // Assert
    expect(response.statusCode).toBe(429);
    expect(response.headers).toMatchObject({ 'retry-after': '42' });
    expect(JSON.parse(response.body ?? '').error.code).toBe('RATE_LIMITED');
  });

  it.each([
    [
      'a reused idempotency key with 422',
      new WriteConflict('idempotency-key-reused', 'Key used with another body'),
      422,
      { code: 'IDEMPOTENCY_MISMATCH', message: 'Key used with another body' },
    ],
    [
      'a record changed meanwhile with 409',
      new WriteConflict('changed-meanwhile', 'Saved by someone else'),
      409,
      { code: 'CONFLICT', message: 'Saved by someone else' },
    ],
    [
      'a bad page cursor with 400 naming the cursor field',
      new InvalidCursor(),
      400,
      { code: 'VALIDATION', field: 'cursor', message: 'cursor: is not valid' },
    ],
  ])('answers storage reporting %s', async (_, error, status, body) => {
    // Arrange
    const handler = failingWith(error);
    // Act
    const response = (await handler({}, context)) as Result;
    // Assert
    expect(response.statusCode).toBe(status);
    expect(JSON.parse(response.body ?? '')).toEqual({ error: body });
  });

  it('turns any other error into a generic 500', async () => {
    // Arrange
    const handler = failingWith(new Error('table foo has secret bar'));
    // Act
    const response = (await handler({}, context)) as Result;
    // Assert
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(JSON.parse(response.body ?? '').error.code).toBe('INTERNAL');
  });
});
