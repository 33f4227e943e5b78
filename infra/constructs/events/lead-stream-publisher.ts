import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import {
  DynamoEventSource,
  SqsDlq,
} from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { streamPublisher } from '#manifest/events';
import { AppFunction } from '../common/app-function.ts';
import { bindBus } from '../common/bind.ts';
import { acceptFunctionDefaults } from '../common/nag.ts';
import { dlq } from './dlq.ts';

export interface LeadStreamPublisherProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly logRetention: RetentionDays;
}

/**
 * Table stream → PutEvents. A saved lead always yields its event: partial
 * failures resume from the failed record, a poison batch is bisected, and
 * what still fails is sent to the on-failure queue.
 */
export class LeadStreamPublisher extends Construct {
  readonly deadLetterQueue: Queue;
  /** Alarmed in the observability construct (rejected leads, lag, throttles). */
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, props: LeadStreamPublisherProps) {
    super(scope, id);
    this.deadLetterQueue = dlq(this, 'OnFailure');
    const fn = new AppFunction(this, `${streamPublisher.id}Fn`, {
      handlerEntry: streamPublisher.handler,
      logRetention: props.logRetention,
    });
    this.fn = fn;
    bindBus(fn, props.bus);
    acceptFunctionDefaults(fn, 'eventSource');
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: streamPublisher.batchSize,
        retryAttempts: streamPublisher.retryAttempts,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [{ pattern: JSON.stringify(streamPublisher.filter) }],
      }),
    );
  }
}
