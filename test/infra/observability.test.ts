import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { streamPublisher } from '#manifest/events';
import { synthTestStack } from '#test-support/synth';

let template: Template;
// Synthesising the whole stack is slow on a shared machine.
beforeAll(() => {
  template = synthTestStack();
}, 120_000);

describe('the observability construct', () => {
  it('counts rejected lead events in the stream publisher logs', () => {
    const filters = Object.values(
      template.findResources('AWS::Logs::MetricFilter'),
    );
    const rejected = filters.filter((f) =>
      f.Properties.MetricTransformations.some(
        (t: { MetricName: string }) => t.MetricName === 'LeadEventRejected',
      ),
    );
    expect(rejected).toHaveLength(1);
    const [filter] = rejected;
    expect(filter?.Properties.FilterPattern).toBe(
      `{ $.message = "${streamPublisher.rejectedLogMessage}" }`,
    );
    expect(filter?.Properties.MetricTransformations).toEqual([
      {
        MetricNamespace: 'EnergyCompare',
        MetricName: 'LeadEventRejected',
        MetricValue: '1',
      },
    ]);
    // The stream publisher's own log group, not another function's.
    const [groupId] = Object.keys(
      template.findResources('AWS::Logs::LogGroup'),
    ).filter((id) => id.includes(`${streamPublisher.id}FnLogs`));
    expect(filter?.Properties.LogGroupName).toEqual({ Ref: groupId });
  });

  it('pages staff on the first rejected lead event', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'EnergyCompare',
      MetricName: 'LeadEventRejected',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [
        // The stateful stack's topic, read from its parameter.
        { Ref: Match.stringLikeRegexp('alarmtopicarn') },
      ],
    });
  });

  it('pages staff when new leads wait over a minute on the stream', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: [
        {
          Name: 'FunctionName',
          Value: { Ref: Match.stringLikeRegexp(`${streamPublisher.id}Fn`) },
        },
      ],
      Statistic: 'Maximum',
      Threshold: 60_000,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('counts refused (429) API requests from the access logs and alarms on a flood', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      LogGroupName: { Ref: Match.stringLikeRegexp('^ApiAccessLogs') },
      MetricTransformations: [
        Match.objectLike({ MetricName: 'ApiRefused', MetricValue: '1' }),
      ],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApiRefused',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 100,
    });
  });
});
