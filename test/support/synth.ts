import { App, Aspects, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { loadStageConfig } from '../../infra/config/stage-config.ts';
import { addAppStacks } from '../../infra/stacks/app-stacks.ts';
import { builtWebRoot } from '../../infra/web-build.ts';

export type TestStacks = ReturnType<typeof addAppStacks>;

let built: TestStacks | undefined;

/**
 * The app's stacks for a test stage, built without bundling and with the
 * cdk-nag packs attached, once per process: the infra project runs its
 * files in one process without isolation (vitest.config.ts), so the app
 * is synthesised once per run and every file reads that one assembly.
 */
export function buildTestStacks(): TestStacks {
  built ??= newTestStacks();
  return built;
}

/** Every stack of the test app, in deploy order. */
export const allTestStacks = (): Stack[] => Object.values(buildTestStacks());

function newTestStacks(): TestStacks {
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
  const stacks = addAppStacks(app, {
    config,
    webRoot: builtWebRoot(),
    env: { account: '111111111111', region: config.region },
  });
  // Aspects run during synthesis, so they are attached before the first.
  Aspects.of(app).add(new AwsSolutionsChecks());
  Aspects.of(app).add(new ServerlessChecks());
  return stacks;
}

let merged: Template | undefined;

/**
 * Every stack's resources in one template, for assertions about the app
 * as a whole (one route per manifest entry, no e-mail from the API). A
 * reference across stacks shows as the reader's SSM parameter; a logical
 * id used by two stacks fails here rather than hiding a resource.
 */
export function synthTestStack(): Template {
  merged ??= Template.fromJSON(mergedTemplate(allTestStacks()));
  return merged;
}

function mergedTemplate(stacks: Stack[]) {
  const Resources: Record<string, unknown> = {};
  const Parameters: Record<string, unknown> = {};
  for (const stack of stacks) {
    const template = Template.fromStack(stack).toJSON();
    for (const [id, resource] of Object.entries(template.Resources ?? {})) {
      if (id in Resources)
        throw new Error(`${id} is a logical id of two stacks`);
      Resources[id] = resource;
    }
    Object.assign(Parameters, template.Parameters);
  }
  return { Resources, Parameters };
}
