import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config.ts';
import { SpaHosting } from '../constructs/web/spa-hosting.ts';
import { readValue } from './shared-values.ts';
import { accessLogsOf, originVerifyOf } from './stateful-values.ts';

export interface SiteStackProps extends StackProps {
  readonly config: StageConfig;
  /** The built SPA to deploy (`web/dist`). */
  readonly webRoot: string;
}

/** The SPA's bucket and the CloudFront distribution in front of it and the API. Stateless. */
export class SiteStack extends Stack {
  readonly web: SpaHosting;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { stage } = props.config;
    const apiId = readValue(this, stage, 'http-api-id');
    this.web = new SpaHosting(this, 'Web', {
      webRoot: props.webRoot,
      apiDomain: `${apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      originVerifyValue: originVerifyOf(this, stage).headerValue(),
      accessLogs: accessLogsOf(this, stage),
      runtimeConfig: {
        region: this.region,
        userPoolId: readValue(this, stage, 'staff-pool-id'),
        userPoolClientId: readValue(this, stage, 'staff-client-id'),
      },
    });
  }
}
