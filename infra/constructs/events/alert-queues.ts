import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { queues } from '#manifest/queues';
import { AppFunction } from '../common/app-function.ts';
import { bindTable } from '../common/bind.ts';
import { accept, acceptFunctionDefaults } from '../common/nag.ts';
import type { MailSender } from '../email/app-email.ts';
import { dlq } from './dlq.ts';

export interface AppQueuesProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly email: MailSender;
  readonly mailFrom: string;
  readonly siteUrl: string;
  readonly logRetention: RetentionDays;
}

/**
 * One SQS queue per manifest queue: a bus rule feeds it, its function
 * drains it in batches (reporting failed messages only), and a message
 * still failing after `maxReceiveCount` receives moves to its DLQ.
 */
export class AppQueues extends Construct {
  readonly deadLetterQueues: Queue[] = [];
  readonly functions: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: AppQueuesProps) {
    super(scope, id);
    for (const definition of queues) {
      const deadLetters = dlq(this, `${definition.id}Dlq`);
      const timeout = Duration.seconds(definition.timeoutSeconds);
      const queue = new Queue(this, `${definition.id}Queue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        // Six times the function timeout, as AWS advises for event sources.
        visibilityTimeout: Duration.seconds(definition.timeoutSeconds * 6),
        deadLetterQueue: {
          queue: deadLetters,
          maxReceiveCount: definition.maxReceiveCount,
        },
      });
      const fn = new AppFunction(this, `${definition.id}Fn`, {
        handlerEntry: definition.handler,
        logRetention: props.logRetention,
        timeout,
        memorySize: 1024,
        environment: definition.sendsMail
          ? { MAIL_FROM: props.mailFrom, SITE_URL: props.siteUrl }
          : {},
      });
      acceptFunctionDefaults(fn, 'eventSource');
      bindTable(fn, props.table, definition.table);
      if (definition.sendsMail) props.email.grantSend(fn);
      fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: definition.batchSize,
          reportBatchItemFailures: true,
        }),
      );
      // Applies to children, so it reaches the event source mapping too.
      accept(fn, [
        {
          id: 'Serverless-LambdaEventSourceMappingDestination',
          reason:
            'An SQS event source takes no on-failure destination: a message ' +
            "failing maxReceiveCount times moves to the queue's own DLQ, alarmed on depth.",
        },
      ]);
      const undeliverable = dlq(this, `${definition.id}RuleDlq`);
      new Rule(this, `${definition.id}Rule`, {
        eventBus: props.bus,
        eventPattern: {
          source: [...(definition.pattern.source ?? [])],
          detailType: [...(definition.pattern['detail-type'] ?? [])],
        },
        targets: [new SqsQueue(queue, { deadLetterQueue: undeliverable })],
      });
      this.functions.push(fn);
      this.deadLetterQueues.push(deadLetters, undeliverable);
    }
  }
}
