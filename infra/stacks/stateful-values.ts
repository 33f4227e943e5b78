import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { table as manifest } from '#manifest/table';
import { HashKey } from '../constructs/api/hash-key-secret.ts';
import { OriginVerify } from '../constructs/api/origin-verify-secret.ts';
import { staffPoolOf } from '../constructs/auth/staff-auth.ts';
import { readValue } from './shared-values.ts';

/** The stateful stack's resources as a stateless stack sees them (stateful-stack.ts). */

/** The table; `withStream` only for the stack that reads its stream. */
export const tableOf = (scope: Construct, stage: string, withStream = false) =>
  Table.fromTableAttributes(scope, 'Table', {
    tableName: readValue(scope, stage, 'table-name'),
    ...(withStream && {
      tableStreamArn: readValue(scope, stage, 'table-stream-arn'),
    }),
    // Grants then cover the indexes' ARNs too.
    globalIndexes: manifest.globalSecondaryIndexes.map((i) => i.indexName),
  });

export const staffPoolIn = (scope: Construct, stage: string) =>
  staffPoolOf(scope, {
    userPoolId: readValue(scope, stage, 'staff-pool-id'),
    clientId: readValue(scope, stage, 'staff-client-id'),
  });

export const originVerifyOf = (scope: Construct, stage: string) =>
  new OriginVerify(scope, readValue(scope, stage, 'origin-secret-arn'));

export const hashKeyOf = (scope: Construct, stage: string) =>
  new HashKey(scope, readValue(scope, stage, 'hash-key-arn'));

export const accessLogsOf = (scope: Construct, stage: string) =>
  Bucket.fromBucketAttributes(scope, 'AccessLogs', {
    bucketName: readValue(scope, stage, 'access-logs-bucket'),
  });

export const alarmTopicOf = (scope: Construct, stage: string) =>
  Topic.fromTopicArn(
    scope,
    'AlarmTopic',
    readValue(scope, stage, 'alarm-topic-arn'),
  );
