import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { streamPublisher } from '#manifest/events';
import { pager } from './alarm.ts';

export interface EventAlarmsProps {
  readonly topic: ITopic;
  readonly deadLetterQueues: readonly IQueue[];
  /** Logs rejected leads; its iterator age is how long leads wait. */
  readonly streamPublisher: LambdaFunction;
}

/** Pages staff when a lead or job is parked (any DLQ message) or a lead's event is rejected or late. */
export class EventAlarms extends Construct {
  constructor(scope: Construct, id: string, props: EventAlarmsProps) {
    super(scope, id);
    const alarm = pager(this, props.topic);
    props.deadLetterQueues.forEach((queue, i) => {
      alarm(
        `ParkedMessages${i}`,
        queue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(1),
          statistic: 'Maximum',
        }),
        'A message was parked in a dead-letter queue: a lead or job needs attention.',
      );
    });
    // A rejected lead is stored but never e-mailed: no queue sees it.
    const rejected = new MetricFilter(this, 'LeadEventRejectedFilter', {
      logGroup: props.streamPublisher.logGroup,
      filterPattern: FilterPattern.stringValue(
        '$.message',
        '=',
        streamPublisher.rejectedLogMessage,
      ),
      metricNamespace: 'EnergyCompare',
      metricName: 'LeadEventRejected',
      metricValue: '1',
    });
    alarm(
      'LeadEventRejected',
      rejected.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
      'A stored lead failed its event schema: it was not e-mailed (see the stream publisher logs).',
    );
    alarm(
      'LeadStreamLag',
      props.streamPublisher.metric('IteratorAge', {
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      'New leads have waited over a minute on the table stream: the stream publisher is failing or behind.',
      60_000,
    );
  }
}
