import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#platform/config';
import { deadlineSignal, raceAbort } from '#platform/deadline';

/**
 * The table every data module reads and writes, read when a call is made:
 * a function that never touches the table (the client event log) loads
 * without its name.
 */
export const tableName = (): string => config('table').TABLE_NAME;

// Optional and local only; AWS resolves the endpoint from the region.
const DYNAMODB_ENDPOINT = process.env.DYNAMODB_ENDPOINT;

/**
 * Created once per cold start and reused by warm invocations. Connecting
 * has its own time limit; a slow answer only logs a warning at
 * `requestTimeout` (the SDK ends the call there only when told to throw),
 * so what ends a slow call is the deadline of the invocation that made it
 * (below): several slow calls together still answer 503 inside the
 * function budget.
 */
export const dynamoClient = new DynamoDBClient({
  ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_500 },
});

// First in the stack, so the deadline covers the retries and their pauses.
// The document client shares this stack.
dynamoClient.middlewareStack.add(
  (next) => async (args) => {
    const signal = deadlineSignal();
    if (!signal) return next(args);
    return raceAbort(() => next(args), signal);
  },
  { step: 'initialize', name: 'invocationDeadline', priority: 'high' },
);

export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});
