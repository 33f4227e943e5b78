import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';

/**
 * What one stack hands another, by SSM parameter name rather than a
 * CloudFormation export: a reader resolves the value at each of its own
 * deploys, so no stack is ever pinned by an "export in use" (see
 * docs/deploying.md).
 */
export type SharedValue =
  | 'table-name'
  | 'table-stream-arn'
  | 'staff-pool-id'
  | 'staff-client-id'
  | 'origin-secret-arn'
  | 'hash-key-arn'
  | 'access-logs-bucket'
  | 'alarm-topic-arn'
  | 'event-bus-name'
  | 'http-api-id';

/** One stage's values never meet another's. */
export const sharedValuePrefix = (stage: string) => `/energy-compare/${stage}/`;

export const sharedValueName = (stage: string, value: SharedValue) =>
  `${sharedValuePrefix(stage)}${value}`;

/** Publishes a value this stack owns for the stacks deployed after it. */
export function publishValue(
  scope: Construct,
  stage: string,
  value: SharedValue,
  stringValue: string,
): void {
  new StringParameter(scope, `Shared-${value}`, {
    parameterName: sharedValueName(stage, value),
    stringValue,
    description: `Read by the stacks deployed after this one (${value})`,
  });
}

/** A value another stack published, resolved when this stack deploys. */
export const readValue = (
  scope: Construct,
  stage: string,
  value: SharedValue,
): string =>
  StringParameter.valueForStringParameter(scope, sharedValueName(stage, value));
