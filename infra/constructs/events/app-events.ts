import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { consumers } from '#manifest/events';
import type { StageConfig } from '../../config/stage-config.ts';
import { AppFunction } from '../common/app-function.ts';
import {
  bindBus,
  bindPlanSource,
  bindSettingsRead,
  bindTable,
} from '../common/bind.ts';
import { acceptFunctionDefaults } from '../common/nag.ts';
import type { MailSender } from '../email/app-email.ts';
import { dlq } from './dlq.ts';
import { LeadStreamPublisher } from './lead-stream-publisher.ts';

export interface AppEventsProps {
  readonly table: ITable;
  readonly email: MailSender;
  readonly mailFrom: string;
  readonly staffNotifyEmail: string;
  readonly siteUrl: string;
  readonly cdrRegister: StageConfig['cdrRegister'];
  readonly logRetention: RetentionDays;
}

/**
 * The bus, the stream publisher feeding it, and one rule per manifest
 * consumer: retries on the target and the function, a DLQ for each.
 */
export class AppEvents extends Construct {
  readonly bus: EventBus;
  readonly deadLetterQueues: Queue[] = [];
  readonly functions: AppFunction[] = [];
  /** Table stream → bus; alarmed apart from the consumers. */
  readonly publisher: AppFunction;

  constructor(scope: Construct, id: string, props: AppEventsProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus');
    const publisher = new LeadStreamPublisher(this, 'StreamPublisher', {
      table: props.table,
      bus: this.bus,
      logRetention: props.logRetention,
    });
    this.deadLetterQueues.push(publisher.deadLetterQueue);
    this.publisher = publisher.fn;
    for (const consumer of consumers) {
      const failed = dlq(this, `${consumer.id}Dlq`);
      const fn = new AppFunction(this, `${consumer.id}Fn`, {
        handlerEntry: consumer.handler,
        logRetention: props.logRetention,
        retryAttempts: consumer.retryAttempts,
        maxEventAge: Duration.seconds(consumer.maxEventAgeSeconds),
        onFailure: new SqsDestination(failed),
        timeout: Duration.seconds(consumer.timeoutSeconds ?? 10),
        environment: consumer.sendsMail
          ? {
              MAIL_FROM: props.mailFrom,
              STAFF_NOTIFY_EMAIL: props.staffNotifyEmail,
              SITE_URL: props.siteUrl,
            }
          : {},
      });
      acceptFunctionDefaults(fn, 'destination');
      this.functions.push(fn);
      bindTable(fn, props.table, consumer.table);
      if (consumer.readsSettings) bindSettingsRead(fn, props.table);
      if (consumer.sendsMail) props.email.grantSend(fn);
      if (consumer.readsPlanSource) bindPlanSource(fn, props.cdrRegister);
      if (consumer.publishes) bindBus(fn, this.bus);
      const undeliverable = dlq(this, `${consumer.id}RuleDlq`);
      new Rule(this, `${consumer.id}Rule`, {
        eventBus: this.bus,
        eventPattern: {
          source: [...(consumer.pattern.source ?? [])],
          detailType: [...(consumer.pattern['detail-type'] ?? [])],
        },
        targets: [
          new LambdaFunction(fn, {
            deadLetterQueue: undeliverable,
            retryAttempts: 185,
            maxEventAge: Duration.hours(24),
          }),
        ],
      });
      this.deadLetterQueues.push(failed, undeliverable);
    }
  }
}
