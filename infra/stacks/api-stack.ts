import { Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config.ts';
import { AppApi } from '../constructs/api/app-api.ts';
import { ApiAlarms } from '../constructs/observability/api-alarms.ts';
import { publishValue, readValue } from './shared-values.ts';
import {
  alarmTopicOf,
  hashKeyOf,
  originVerifyOf,
  staffPoolIn,
  tableOf,
} from './stateful-values.ts';

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  /** The built SPA (`web/dist`): the site-page routes bundle some of it. */
  readonly webRoot: string;
}

/** The HTTP API, one function per manifest route, and its alarms. Stateless. */
export class ApiStack extends Stack {
  readonly api: AppApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.api = new AppApi(this, 'Api', {
      table: tableOf(this, config.stage),
      bus: EventBus.fromEventBusName(
        this,
        'Bus',
        readValue(this, config.stage, 'event-bus-name'),
      ),
      logRetention: config.logRetentionDays,
      auth: staffPoolIn(this, config.stage),
      originVerify: originVerifyOf(this, config.stage),
      hashKey: hashKeyOf(this, config.stage),
      webRoot: props.webRoot,
      siteUrl: config.siteUrl,
    });
    new ApiAlarms(this, 'Alarms', {
      topic: alarmTopicOf(this, config.stage),
      httpApi: this.api.httpApi,
      apiAccessLogs: this.api.accessLogs,
    });
    publishValue(this, config.stage, 'http-api-id', this.api.httpApi.apiId);
  }
}
