import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/** An alarm on one breach above the threshold, paging the alarm topic. */
export function pager(scope: Construct, topic: ITopic) {
  const action = new SnsAction(topic);
  return (
    name: string,
    metric: IMetric,
    description: string,
    threshold = 0,
  ): void =>
    new Alarm(scope, name, {
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    }).addAlarmAction(action);
}
