import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { partitionLeadingKeys } from '#data/keys';
import { consumers, streamPublisher } from '#manifest/events';
import { queues } from '#manifest/queues';
import { routes } from '#manifest/routes';
import { schedules } from '#manifest/schedules';
import { synthTestStack } from '#test-support/synth';

let template: Template;

beforeAll(() => {
  template = synthTestStack();
});

const functionsWith = (props: object) =>
  Object.keys(
    template.findResources('AWS::Lambda::Function', { Properties: props }),
  );

describe('the data construct', () => {
  it('declares the table from the manifest with PITR, TTL and a stream', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      DeletionProtectionEnabled: true,
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
        }),
        Match.objectLike({
          IndexName: 'gsi2',
          KeySchema: [
            { AttributeName: 'gsi2pk', KeyType: 'HASH' },
            { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
          ],
        }),
      ],
    });
  });

  it('retains the table when the stack is deleted or replaced', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('the API construct', () => {
  it('has one route per manifest entry', () => {
    for (const route of routes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
      });
    }
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
  });

  it('runs every function on Node 22, arm64, with its own log group', () => {
    const all = Object.values(template.findResources('AWS::Lambda::Function'));
    const ours = all.filter(
      (f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
    );
    expect(ours.length).toBe(
      routes.length + consumers.length + schedules.length + queues.length + 1,
    );
    for (const fn of ours) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.LoggingConfig?.LogGroup).toBeDefined();
    }
  });

  it('grants the read-only route no write actions', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    const listPlans = Object.entries(policies).find(([id]) =>
      id.startsWith('ApiListPlansFn'),
    );
    const actions = JSON.stringify(listPlans?.[1].Properties.PolicyDocument);
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('events:PutEvents');
    expect(actions).not.toContain('ses:');
  });

  it('lets no HTTP function send e-mail, and only declared ones publish', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    for (const route of routes) {
      const entry = Object.entries(policies).find(([id]) =>
        id.startsWith(`Api${route.id}Fn`),
      );
      const text = JSON.stringify(entry?.[1].Properties.PolicyDocument ?? {});
      expect(text).not.toContain('ses:SendEmail');
      expect(text.includes('events:PutEvents')).toBe(route.publishes === true);
    }
  });
});

describe('the jobs construct', () => {
  it('runs the lead reports at 8am AEST, reading the table and writing nothing', () => {
    for (const id of ['DailyLeadReport', 'WeeklyLeadReport']) {
      const job = schedules.find((j) => j.id === id);
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: job?.expression,
        ScheduleExpressionTimezone: 'Australia/Brisbane',
      });
      const policies = template.findResources('AWS::IAM::Policy');
      const policy = Object.entries(policies).find(([key]) =>
        key.startsWith(`Jobs${id}Fn`),
      );
      const text = JSON.stringify(policy?.[1].Properties.PolicyDocument);
      expect(text, id).toContain('dynamodb:Query');
      expect(text, id).not.toContain('dynamodb:PutItem');
      expect(text, id).toContain('ses:SendEmail');
    }
  });

  it('schedules each job with retries and a dead-letter queue', () => {
    for (const job of schedules) {
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: job.expression,
        State: 'ENABLED',
        Target: Match.objectLike({
          DeadLetterConfig: { Arn: Match.anyValue() },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
        }),
      });
    }
  });

  it('parks a run that failed inside the function, after one retry', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^Jobs.*Fn') },
      MaximumRetryAttempts: 1,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
  });

  it('tells the import functions where the register is and the stage’s brand rules', () => {
    const readers = functionsWith({
      Environment: {
        Variables: Match.objectLike({
          CDR_REGISTER_URI: 'https://api.cdr.gov.au',
        }),
      },
    });
    const expected =
      schedules.filter((j) => j.readsPlanSource).length +
      consumers.filter((c) => c.readsPlanSource).length;
    expect(readers).toHaveLength(expected);
    expect(
      functionsWith({
        Environment: {
          Variables: Match.objectLike({ CDR_BRANDS: Match.anyValue() }),
        },
      }),
    ).toEqual([]);
    for (const id of readers) {
      const fn = template.findResources('AWS::Lambda::Function')[id];
      const rules = JSON.parse(
        fn?.Properties.Environment.Variables.CDR_BRAND_RULES,
      );
      expect(rules).toEqual({
        exclude: ['red-energy'],
        pin: [
          { brand: 'agl', baseUri: 'https://cdr.energymadeeasy.gov.au/agl' },
        ],
      });
    }
  });
});

describe('the events construct', () => {
  it('feeds the stream publisher with filtered, bisected, partial-failure batches', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: streamPublisher.batchSize,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: streamPublisher.retryAttempts,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: {
        Filters: [{ Pattern: JSON.stringify(streamPublisher.filter) }],
      },
    });
  });

  it('has a rule per consumer whose target retries and has a DLQ', () => {
    for (const consumer of consumers) {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: {
          source: consumer.pattern.source,
          'detail-type': consumer.pattern['detail-type'],
        },
        Targets: [
          Match.objectLike({
            DeadLetterConfig: { Arn: Match.anyValue() },
            RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 185 }),
          }),
        ],
      });
    }
  });

  it('gives every consumer function async retries and an on-failure destination', () => {
    // The consumers, plus each scheduled job (invoked asynchronously too).
    template.resourceCountIs(
      'AWS::Lambda::EventInvokeConfig',
      consumers.length + schedules.length,
    );
    for (const consumer of consumers) {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        MaximumRetryAttempts: consumer.retryAttempts,
        MaximumEventAgeInSeconds: consumer.maxEventAgeSeconds,
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
    }
  });

  it('lets a mail consumer touch only its idempotency records (and tokens)', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    for (const consumer of consumers.filter((c) => c.sendsMail)) {
      const entry = Object.entries(policies).find(([id]) =>
        id.startsWith(`Events${consumer.id}Fn`),
      );
      const statements = (entry?.[1].Properties.PolicyDocument.Statement ??
        []) as { Action: string | string[]; Condition?: unknown }[];
      const readsSettings = (s: { Condition?: unknown }) =>
        JSON.stringify(s.Condition) ===
        JSON.stringify({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SETTINGS'] },
        });
      const tableStatements = statements.filter(
        (s) =>
          [s.Action].flat().some((a) => a.startsWith('dynamodb:')) &&
          !readsSettings(s),
      );
      // A staff alert reads the settings item, and may only read it.
      const settingsStatements = statements.filter(readsSettings);
      expect(settingsStatements.map((s) => s.Action)).toEqual(
        consumer.readsSettings ? ['dynamodb:GetItem'] : [],
      );
      expect(tableStatements, consumer.id).toHaveLength(1);
      const [only] = tableStatements;
      expect([only?.Action].flat()).not.toContain('dynamodb:Query');
      expect([only?.Action].flat()).not.toContain('dynamodb:Scan');
      expect(only?.Condition).toEqual({
        'ForAllValues:StringLike': {
          'dynamodb:LeadingKeys':
            consumer.table !== 'none' &&
            consumer.table !== 'read' &&
            consumer.table !== 'readWrite'
              ? consumer.table.partitions.map(
                  (name) => partitionLeadingKeys[name],
                )
              : [],
        },
      });
      expect(
        JSON.stringify(only?.Condition).includes('IDEMPOTENCY#consumers'),
      ).toBe(true);
    }
  });

  it('lets only the mail consumers send e-mail, from the sending identity', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    const senders = Object.entries(policies)
      .filter(([, p]) =>
        JSON.stringify(p.Properties.PolicyDocument).includes('ses:SendEmail'),
      )
      .map(([id]) => id);
    const mailers = [
      ...consumers.filter((c) => c.sendsMail).map((c) => `Events${c.id}Fn`),
      ...schedules.filter((j) => j.sendsMail).map((j) => `Jobs${j.id}Fn`),
      ...queues.filter((q) => q.sendsMail).map((q) => `Queues${q.id}Fn`),
    ];
    expect(senders).toHaveLength(mailers.length);
    expect(
      senders.filter((id) => !mailers.some((m) => id.startsWith(m))),
    ).toEqual([]);
  });

  it('encrypts every dead-letter queue and keeps messages 14 days', () => {
    const queues = Object.values(template.findResources('AWS::SQS::Queue'));
    expect(queues.length).toBeGreaterThanOrEqual(1 + consumers.length * 2);
    for (const queue of queues) {
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
      expect(queue.Properties.MessageRetentionPeriod).toBe(14 * 24 * 60 * 60);
    }
  });

  it('sets the mail settings only on functions that send mail', () => {
    expect(
      functionsWith({
        Environment: {
          Variables: Match.objectLike({ MAIL_FROM: 'no-reply@example.com.au' }),
        },
      }),
    ).toHaveLength(
      consumers.filter((c) => c.sendsMail).length +
        schedules.filter((j) => j.sendsMail).length +
        queues.filter((q) => q.sendsMail).length,
    );
  });
});
