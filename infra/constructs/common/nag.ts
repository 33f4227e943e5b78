import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { type NagPackSuppressionAppliesTo, NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** One cdk-nag finding accepted on purpose, with the reason written down. */
export interface Accepted {
  readonly id: string;
  readonly reason: string;
  /** The exact findings (e.g. `Resource::*`) when a rule reports several. */
  readonly appliesTo?: NagPackSuppressionAppliesTo[];
}

/** Records accepted findings on a construct and its children. */
export function accept(scope: IConstruct, findings: Accepted[]): void {
  NagSuppressions.addResourceSuppressions(
    scope,
    findings.map(({ id, reason, appliesTo }) => ({
      id,
      reason,
      ...(appliesTo ? { appliesTo } : {}),
    })),
    true,
  );
}

const NODE_22 =
  'The product fixes the Lambda runtime at Node 22 (nodejs22.x, arm64); a ' +
  'runtime move is a product-owner decision made in one place (AppFunction).';

/**
 * How a function's failures are kept when it has no Lambda DeadLetterConfig:
 * `sync` (API Gateway answers the caller), `destination` (async on-failure
 * destination), `eventSource` (stream event source on-failure queue) or
 * `scheduler` (the schedule target's DLQ for undelivered runs, an on-failure
 * destination for runs that failed).
 */
export type FailureHandling =
  | 'sync'
  | 'destination'
  | 'eventSource'
  | 'scheduler';

const failureReasons: Record<FailureHandling, string> = {
  sync:
    'Invoked synchronously by API Gateway: the caller gets the error; a ' +
    'Lambda DLQ only applies to asynchronous invocations.',
  destination:
    'Asynchronous failures go to an SQS on-failure destination (which also ' +
    'carries the error context a DeadLetterConfig lacks), alarmed on depth.',
  eventSource:
    'Stream batches that still fail after retries and bisection go to the ' +
    "event source mapping's on-failure SQS queue, alarmed on depth.",
  scheduler:
    "Runs Scheduler could not deliver go to the schedule target's SQS DLQ; " +
    'runs that failed in the function go, after its async retry, to an SQS ' +
    'on-failure destination. Both are alarmed on depth.',
};

/**
 * The findings every AppFunction shares, each for a stated reason. Only
 * `Resource::*` of X-Ray tracing and ListStreams is accepted
 * (test/infra/nag.test.ts checks no other action gets a `*` resource).
 */
export function acceptFunctionDefaults(
  fn: LambdaFunction,
  failures: FailureHandling,
): void {
  accept(fn, [
    { id: 'AwsSolutions-L1', reason: NODE_22 },
    { id: 'Serverless-LambdaLatestVersion', reason: NODE_22 },
    { id: 'Serverless-LambdaDLQ', reason: failureReasons[failures] },
    {
      id: 'AwsSolutions-IAM4',
      reason:
        'AWSLambdaBasicExecutionRole only allows writing to CloudWatch Logs; ' +
        'the function writes to its own log group.',
      appliesTo: [
        'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      ],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'X-Ray PutTraceSegments/PutTelemetryRecords (active tracing) and, on ' +
        "the stream publisher, the event source's dynamodb:ListStreams support " +
        'no resource-level permissions, so they need Resource *.',
      appliesTo: ['Resource::*'],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        "Table grants cover the table's own GSIs (<table>/index/*): the " +
        'gsi queries are access patterns registered in docs/data-model.md.',
      // The table is the stateful stack's, named by an SSM parameter.
      appliesTo: [
        {
          regex:
            '/^Resource::arn:<AWS::Partition>:dynamodb:[^:]+:[^:]+:table\\/<SsmParameterValue[^>]*tablename[^>]*>\\/index\\/\\*$/g',
        },
      ],
    },
  ]);
}
