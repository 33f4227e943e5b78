import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '#manifest/events';
import { queues } from '#manifest/queues';
import { DetailType } from '#shared/events/event-names';
import { synthTestStack } from '#test-support/synth';

let template: Template;

beforeAll(() => {
  template = synthTestStack();
});

const alerts = queues.find((q) => q.id === 'PriceAlerts');

const logicalIdStarting = (type: string, prefix: string) => {
  const ids = Object.keys(template.findResources(type)).filter((id) =>
    id.startsWith(prefix),
  );
  expect(ids).toHaveLength(1);
  return ids[0] as string;
};

describe('the price alert parts', () => {
  it('declares the alert queue from the manifest, with a DLQ after its receives', () => {
    expect(alerts).toBeDefined();
    const dlqId = logicalIdStarting('AWS::SQS::Queue', 'QueuesPriceAlertsDlq');
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: alerts?.maxReceiveCount,
      },
    });
  });

  it('drains the queue in batches with partial batch failures', () => {
    const queueId = logicalIdStarting(
      'AWS::SQS::Queue',
      'QueuesPriceAlertsQueue',
    );
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: alerts?.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('routes PriceAlertCheckRequested from the bus to the queue', () => {
    const queueId = logicalIdStarting(
      'AWS::SQS::Queue',
      'QueuesPriceAlertsQueue',
    );
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['energy-compare.catalogue'],
        'detail-type': [DetailType.priceAlertCheckRequested],
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [queueId, 'Arn'] },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
  });

  it('has a rule for CatalogueUpdated to the fan-out consumer and one for WatchRequested', () => {
    for (const detailType of [
      DetailType.catalogueUpdated,
      DetailType.watchRequested,
    ]) {
      expect(
        consumers.some((c) => c.pattern['detail-type']?.includes(detailType)),
      ).toBe(true);
      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: Match.objectLike({ 'detail-type': [detailType] }),
      });
    }
  });

  it('lets the import job, the price update consumer and the fan-out put events on the bus', () => {
    const publishers = Object.entries(
      template.findResources('AWS::Lambda::Function'),
    ).filter(([, resource]) =>
      Boolean(
        (resource as { Properties: { Environment?: { Variables?: object } } })
          .Properties.Environment?.Variables &&
          'EVENT_BUS_NAME' in
            (resource as { Properties: { Environment: { Variables: object } } })
              .Properties.Environment.Variables,
      ),
    );
    const ids = publishers.map(([id]) => id).join(' ');
    expect(ids).toMatch(/JobsImportPlansFn/);
    expect(ids).toMatch(/EventsRunPriceUpdateFn/);
    expect(ids).toMatch(/EventsEnqueuePriceAlertsFn/);
  });
});
