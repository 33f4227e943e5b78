import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config.ts';
import { sendingIdentity } from '../constructs/email/app-email.ts';
import { AppQueues } from '../constructs/events/alert-queues.ts';
import { AppEvents } from '../constructs/events/app-events.ts';
import { PlanImportJobs } from '../constructs/jobs/plan-import-jobs.ts';
import { EventAlarms } from '../constructs/observability/event-alarms.ts';
import { publishValue } from './shared-values.ts';
import { alarmTopicOf, tableOf } from './stateful-values.ts';

export interface EventsStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * The bus and what runs without a caller waiting: the table stream's
 * publisher, the event consumers, the alert queues and the scheduled jobs,
 * each with its dead-letter queues and their alarms. Stateless.
 */
export class EventsStack extends Stack {
  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const table = tableOf(this, config.stage, true);
    const email = sendingIdentity(this, config.mailFromDomain);
    const logRetention = config.logRetentionDays;
    const events = new AppEvents(this, 'Events', {
      table,
      email,
      mailFrom: config.mailFrom,
      staffNotifyEmail: config.staffNotifyEmail,
      siteUrl: config.siteUrl,
      cdrRegister: config.cdrRegister,
      logRetention,
    });
    const jobs = new PlanImportJobs(this, 'Jobs', {
      table,
      bus: events.bus,
      cdrRegister: config.cdrRegister,
      logRetention,
      mail: {
        email,
        mailFrom: config.mailFrom,
        staffNotifyEmail: config.staffNotifyEmail,
        siteUrl: config.siteUrl,
      },
    });
    const queues = new AppQueues(this, 'Queues', {
      table,
      bus: events.bus,
      email,
      mailFrom: config.mailFrom,
      siteUrl: config.siteUrl,
      logRetention,
    });
    new EventAlarms(this, 'Alarms', {
      topic: alarmTopicOf(this, config.stage),
      deadLetterQueues: [
        ...events.deadLetterQueues,
        ...jobs.deadLetterQueues,
        ...queues.deadLetterQueues,
      ],
      streamPublisher: events.publisher,
    });
    publishValue(this, config.stage, 'event-bus-name', events.bus.eventBusName);
  }
}
