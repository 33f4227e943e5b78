import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import {
  FilterPattern,
  type ILogGroup,
  MetricFilter,
} from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { streamPublisher } from '#manifest/events';
import { accept } from '../common/nag.ts';

export interface AppAlarmsProps {
  readonly alarmEmail: string;
  readonly deadLetterQueues: readonly IQueue[];
  readonly httpApi: HttpApi;
  /** The API stage's access logs, where refused (429) requests show. */
  readonly apiAccessLogs: ILogGroup;
  /** Logs rejected leads; its iterator age is how long leads wait. */
  readonly streamPublisher: LambdaFunction;
}

/**
 * Pages staff when a lead is parked (any DLQ message) or its event is
 * rejected, the API answers 5xx, or a function is throttled.
 */
export class AppAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AppAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    accept(this.topic, [
      {
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An e-mail subscription for alarm notifications: an undeliverable ' +
          'alarm e-mail has no consumer to redrive to; the alarm state stays ' +
          'visible in CloudWatch.',
      },
    ]);
    const action = new SnsAction(this.topic);
    const alarm = (
      name: string,
      metric: IMetric,
      description: string,
      threshold = 0,
    ) =>
      new Alarm(this, name, {
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);
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
    alarm(
      'Api5xx',
      props.httpApi.metricServerError({
        period: Duration.minutes(5),
        statistic: 'Sum',
      }),
      'The API answered with server errors.',
    );
    // HTTP APIs publish no throttle metric: count 429s in the access logs
    // (the stage throttle and the forms' per-client limit both answer 429).
    const refused = new MetricFilter(this, 'ApiRefusedFilter', {
      logGroup: props.apiAccessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: 'EnergyCompare',
      metricName: 'ApiRefused',
      metricValue: '1',
    });
    alarm(
      'ApiRefused',
      refused.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
      'The API refused over 100 requests in 5 minutes (429): a flood, or limits set too low for real traffic.',
      100,
    );
    // One alarm over every function in the account and region: a stack of
    // some fifty functions cannot spend a resource on each (500 at most).
    alarm(
      'Throttles',
      LambdaFunction.metricAllThrottles({
        period: Duration.minutes(5),
        statistic: 'Sum',
      }),
      'A function was throttled (see Throttles by function in the Lambda metrics).',
    );
  }
}
