import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routes } from '#manifest/routes';
import { bindAuth } from '../auth/bind-auth.ts';
import type { StaffAuth } from '../auth/staff-auth.ts';
import { AppFunction } from '../common/app-function.ts';
import { bindBus, bindTable } from '../common/bind.ts';

export interface AppApiProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly logRetention: RetentionDays;
  /** The staff pool: `staff` routes get its JWT authorizer. */
  readonly auth: StaffAuth;
}

/** The HTTP API: one function per manifest route, least-privilege grants. */
export class AppApi extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: Record<string, AppFunction> = {};

  constructor(scope: Construct, id: string, props: AppApiProps) {
    super(scope, id);
    // Same origin through CloudFront: no CORS is configured on purpose.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: true });
    // Checks issuer, signature, expiry and the SPA client before any staff
    // function runs; requireStaff() then checks the token and group again.
    const staffAuthorizer = new HttpUserPoolAuthorizer(
      'StaffAuthorizer',
      props.auth.userPool,
      { userPoolClients: [props.auth.client] },
    );
    for (const route of routes) {
      const fn = new AppFunction(this, `${route.id}Fn`, {
        handlerEntry: route.handler,
        logRetention: props.logRetention,
      });
      bindTable(fn, props.table, route.table);
      if (route.publishes) bindBus(fn, props.bus);
      if (route.access === 'staff') bindAuth(fn, props.auth);
      this.functions[route.id] = fn;
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        ...(route.access === 'staff' ? { authorizer: staffAuthorizer } : {}),
      });
    }
  }
}
