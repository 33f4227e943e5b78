import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import {
  FilterPattern,
  type ILogGroup,
  MetricFilter,
} from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { pager } from './alarm.ts';

export interface ApiAlarmsProps {
  readonly topic: ITopic;
  readonly httpApi: HttpApi;
  /** The API stage's access logs, where refused (429) requests show. */
  readonly apiAccessLogs: ILogGroup;
}

/** Pages staff when the API answers 5xx or refuses a flood, or any function is throttled. */
export class ApiAlarms extends Construct {
  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    const alarm = pager(this, props.topic);
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
    // One alarm over every function in the account and region, rather
    // than one per function: it holds whichever stack a function is in.
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
