import type { App, Environment } from 'aws-cdk-lib';
import type { StageConfig } from '../config/stage-config.ts';
import { ApiStack } from './api-stack.ts';
import { EventsStack } from './events-stack.ts';
import { SiteStack } from './site-stack.ts';
import { StatefulStack } from './stateful-stack.ts';

export interface AppStacksProps {
  readonly config: StageConfig;
  /** The built SPA (`web/dist`). */
  readonly webRoot: string;
  readonly env: Environment;
}

/**
 * One stage's stacks, in deploy order: each reads what the ones before it
 * publish (shared-values.ts), so `cdk deploy --all` follows the order
 * given by these dependencies (docs/deploying.md).
 */
export function addAppStacks(app: App, props: AppStacksProps) {
  const { config, webRoot, env } = props;
  const name = `EnergyCompare-${config.stage}`;
  const stateful = new StatefulStack(app, `${name}-Stateful`, {
    config,
    env,
    description:
      'Energy compare: the table, staff pool and other kept resources',
  });
  const events = new EventsStack(app, `${name}-Events`, {
    config,
    env,
    description:
      'Energy compare: the bus, consumers, queues and scheduled jobs',
  });
  const api = new ApiStack(app, `${name}-Api`, {
    config,
    webRoot,
    env,
    description: 'Energy compare: the HTTP API and its functions',
  });
  const site = new SiteStack(app, `${name}-Site`, {
    config,
    webRoot,
    env,
    description: 'Energy compare: the site bucket and CloudFront',
  });
  events.addStackDependency(stateful, 'reads the table and the alarm topic');
  api.addStackDependency(events, 'reads the event bus name');
  site.addStackDependency(api, 'reads the HTTP API id');
  return { stateful, events, api, site };
}
