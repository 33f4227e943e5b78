import { App, Aspects } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { loadStageConfig } from '../../infra/config/stage-config.ts';
import { AppStack } from '../../infra/stack.ts';
import { builtWebRoot } from '../../infra/web-build.ts';

let built: AppStack | undefined;

/**
 * The whole stack for a test stage, built without bundling and with the
 * cdk-nag packs attached, once per process: the infra project runs its
 * files in one process without isolation (vitest.config.ts), so the app
 * is synthesised once per run and every file reads that one assembly.
 */
export function buildTestStack(): AppStack {
  built ??= newTestStack();
  return built;
}

function newTestStack(): AppStack {
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
  const stack = new AppStack(app, 'AuthTestStack', {
    config,
    webRoot: builtWebRoot(),
    env: { account: '111111111111', region: config.region },
  });
  // Aspects run during synthesis, so they are attached before the first.
  Aspects.of(stack).add(new AwsSolutionsChecks());
  Aspects.of(stack).add(new ServerlessChecks());
  return stack;
}

/** The whole stack's template (synthesised once per process). */
export function synthTestStack(): Template {
  return Template.fromStack(buildTestStack());
}
