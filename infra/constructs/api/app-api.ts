import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routes } from '#manifest/routes';
import { AppFunction } from '../common/app-function.ts';
import { bindBus, bindTable } from '../common/bind.ts';

export interface AppApiProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly logRetention: RetentionDays;
}

/** The HTTP API: one function per manifest route, least-privilege grants. */
export class AppApi extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: Record<string, AppFunction> = {};

  constructor(scope: Construct, id: string, props: AppApiProps) {
    super(scope, id);
    // Same origin through CloudFront: no CORS is configured on purpose.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: true });
    for (const route of routes) {
      const fn = new AppFunction(this, `${route.id}Fn`, {
        handlerEntry: route.handler,
        logRetention: props.logRetention,
      });
      bindTable(fn, props.table, route.table);
      if (route.publishes) bindBus(fn, props.bus);
      this.functions[route.id] = fn;
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
      });
    }
  }
}
