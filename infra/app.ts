import { App } from 'aws-cdk-lib';
import { loadStageConfig } from './config/stage-config.ts';
import { AppStack } from './stack.ts';
import { builtWebRoot } from './web-build.ts';

const app = new App();
const config = loadStageConfig({
  stage: app.node.tryGetContext('stage'),
  stages: app.node.tryGetContext('stages'),
});

new AppStack(app, `EnergyCompare-${config.stage}`, {
  config,
  webRoot: builtWebRoot(),
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: config.region,
  },
  description: 'Energy plan comparison and switching service',
});
