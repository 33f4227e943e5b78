import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from './config/stage-config.ts';
import { AppApi } from './constructs/api/app-api.ts';
import { HashKeySecret } from './constructs/api/hash-key-secret.ts';
import { OriginVerifySecret } from './constructs/api/origin-verify-secret.ts';
import { StaffAuth } from './constructs/auth/staff-auth.ts';
import { AppData } from './constructs/data/app-data.ts';
import { AppEmail } from './constructs/email/app-email.ts';
import { AppQueues } from './constructs/events/alert-queues.ts';
import { AppEvents } from './constructs/events/app-events.ts';
import { PlanImportJobs } from './constructs/jobs/plan-import-jobs.ts';
import { AppAlarms } from './constructs/observability/app-alarms.ts';
import { SpaHosting } from './constructs/web/spa-hosting.ts';

export interface AppStackProps extends StackProps {
  readonly config: StageConfig;
  /** The built SPA to deploy (`web/dist`). */
  readonly webRoot: string;
}

/** The one stack: composes the constructs, nothing else. */
export class AppStack extends Stack {
  readonly data: AppData;
  readonly api: AppApi;
  readonly auth: StaffAuth;
  readonly events: AppEvents;
  readonly web: SpaHosting;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetention = config.logRetentionDays;
    this.data = new AppData(this, 'Data');
    const email = new AppEmail(this, 'Email', {
      mailFromDomain: config.mailFromDomain,
    });
    this.events = new AppEvents(this, 'Events', {
      table: this.data.table,
      email,
      mailFrom: config.mailFrom,
      staffNotifyEmail: config.staffNotifyEmail,
      siteUrl: config.siteUrl,
      cdrRegister: config.cdrRegister,
      logRetention,
    });
    // Stateful (RETAIN): its construct id must never change.
    this.auth = new StaffAuth(this, 'StaffAuth');
    // Only requests via CloudFront reach the API (runbook §5).
    const originVerify = new OriginVerifySecret(this, 'OriginVerify');
    this.api = new AppApi(this, 'Api', {
      table: this.data.table,
      bus: this.events.bus,
      logRetention,
      auth: this.auth,
      originVerify,
      hashKey: new HashKeySecret(this, 'HashKey'),
      webRoot: props.webRoot,
      siteUrl: config.siteUrl,
    });
    const jobs = new PlanImportJobs(this, 'Jobs', {
      table: this.data.table,
      bus: this.events.bus,
      cdrRegister: config.cdrRegister,
      logRetention,
      mail: {
        email,
        mailFrom: config.mailFrom,
        staffNotifyEmail: config.staffNotifyEmail,
        siteUrl: config.siteUrl,
      },
    });
    const alertQueues = new AppQueues(this, 'Queues', {
      table: this.data.table,
      bus: this.events.bus,
      email,
      mailFrom: config.mailFrom,
      siteUrl: config.siteUrl,
      logRetention,
    });
    this.web = new SpaHosting(this, 'Web', {
      webRoot: props.webRoot,
      apiDomain: `${this.api.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      originVerifyValue: originVerify.headerValue(),
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
      },
    });
    new AppAlarms(this, 'Alarms', {
      alarmEmail: config.alarmEmail,
      deadLetterQueues: [
        ...this.events.deadLetterQueues,
        ...jobs.deadLetterQueues,
        ...alertQueues.deadLetterQueues,
      ],
      httpApi: this.api.httpApi,
      apiAccessLogs: this.api.accessLogs,
      streamPublisher: this.events.publisher,
    });
  }
}
