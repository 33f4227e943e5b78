import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from './config/stage-config.ts';
import { AppApi } from './constructs/api/app-api.ts';
import { AppData } from './constructs/data/app-data.ts';
import { AppEmail } from './constructs/email/app-email.ts';
import { AppEvents } from './constructs/events/app-events.ts';
import { PlanImportJobs } from './constructs/jobs/plan-import-jobs.ts';

export interface AppStackProps extends StackProps {
  readonly config: StageConfig;
}

/** The one stack: composes the constructs, nothing else. */
export class AppStack extends Stack {
  readonly data: AppData;
  readonly api: AppApi;
  readonly events: AppEvents;

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
      cdrBrands: config.cdrBrands,
      logRetention,
    });
    this.api = new AppApi(this, 'Api', {
      table: this.data.table,
      bus: this.events.bus,
      logRetention,
    });
    new PlanImportJobs(this, 'Jobs', {
      table: this.data.table,
      cdrBrands: config.cdrBrands,
      logRetention,
    });
  }
}
