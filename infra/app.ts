import { App } from 'aws-cdk-lib';
import { loadStageConfig } from './config/stage-config.ts';
import { addAppStacks } from './stacks/app-stacks.ts';
import { builtWebRoot } from './web-build.ts';

const app = new App();
const config = loadStageConfig({
  stage: app.node.tryGetContext('stage'),
  stages: app.node.tryGetContext('stages'),
});

addAppStacks(app, {
  config,
  webRoot: builtWebRoot(),
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: config.region,
  },
});
