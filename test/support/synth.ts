import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig } from '../../infra/config/stage-config.ts';
import { AppStack } from '../../infra/stack.ts';
import { builtWebRoot } from '../../infra/web-build.ts';

/** The whole stack for a test stage, built without bundling. */
export function buildTestStack(): AppStack {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const config = loadStageConfig({
    stage: 'test',
    stages: {
      test: {
        mailFromDomain: 'example.com.au',
        mailFrom: 'no-reply@example.com.au',
        siteUrl: 'https://example.com.au',
        alarmEmail: 'ops@example.com.au',
        staffNotifyEmail: 'leads@example.com.au',
        logRetentionDays: 30,
        cdrRegister: {
          baseUri: 'https://api.cdr.gov.au',
          exclude: ['red-energy'],
          pin: [
            { brand: 'agl', baseUri: 'https://cdr.energymadeeasy.gov.au/agl' },
          ],
        },
      },
    },
  });
  return new AppStack(app, 'AuthTestStack', {
    config,
    webRoot: builtWebRoot(),
    env: { account: '111111111111', region: config.region },
  });
}

/** The whole stack for a test stage, synthesised without bundling. */
export function synthTestStack(): Template {
  return Template.fromStack(buildTestStack());
}
