import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketAccessControl,
  BucketEncryption,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { accept } from '../common/nag.ts';

/**
 * CloudFront standard logs and the asset bucket's access logs, kept 90
 * days. Standard logging writes with ACLs, hence object-writer ownership.
 */
export function accessLogsBucket(scope: Construct): Bucket {
  const logs = new Bucket(scope, 'AccessLogs', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.OBJECT_WRITER,
    // The asset bucket (another stack) cannot grant log delivery on it.
    accessControl: BucketAccessControl.LOG_DELIVERY_WRITE,
    lifecycleRules: [{ expiration: Duration.days(90) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  accept(logs, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself; logging it to itself would loop.',
    },
  ]);
  return logs;
}
