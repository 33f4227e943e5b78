import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { accept } from '../common/nag.ts';

/** Dead-letter queues keep a parked event for the longest SQS allows. */
export const dlq = (scope: Construct, id: string) => {
  const queue = new Queue(scope, id, {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  const reason =
    'This queue is itself a dead-letter queue (an on-failure destination or ' +
    'a rule or schedule target DLQ): a DLQ of a DLQ adds nothing. Messages ' +
    'stay 14 days, its depth is alarmed and docs/runbook.md redrives them.';
  accept(queue, [
    { id: 'AwsSolutions-SQS3', reason },
    { id: 'Serverless-SQSRedrivePolicy', reason },
  ]);
  return queue;
};
