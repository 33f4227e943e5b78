import { dirname, join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type RouteDefinition, routes, siteRoutes } from '#manifest/routes';
import { bindAuth } from '../auth/bind-auth.ts';
import type { StaffPool } from '../auth/staff-auth.ts';
import { AppFunction, type AppFunctionProps } from '../common/app-function.ts';
import { bindBus, bindTable } from '../common/bind.ts';
import { accept, acceptFunctionDefaults } from '../common/nag.ts';
import type { HashKey } from './hash-key-secret.ts';
import { type OriginVerify, secretsExtension } from './origin-verify-secret.ts';

/**
 * Stage-wide throttle in front of every route, well above the load bar
 * (50 clients) yet low enough to cap a flood's cost; forms also have their
 * own per-client limit in the handlers.
 */
const STAGE_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/** Access log fields: no client IP, user agent or body (no PII in logs). */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLatency: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
});

export interface AppApiProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly logRetention: RetentionDays;
  /** The staff pool: `staff` routes get its JWT authorizer. */
  readonly auth: StaffPool;
  /** Every route checks CloudFront's origin header against it. */
  readonly originVerify: OriginVerify;
  /** Keys the hashes of client and e-mail addresses (rate limits, quotas). */
  readonly hashKey: HashKey;
  /** The built SPA (`web/dist`): routes with `siteFiles` bundle some of it. */
  readonly webRoot: string;
  /** The public site's origin (canonical URLs of the pages routes answer). */
  readonly siteUrl: string;
}

/** Where a function's bundle keeps the site files it reads. */
const BUNDLED_SITE = 'site';

/** The bundled site files and settings of a route answering site pages. */
export function sitePageSettings(
  route: RouteDefinition,
  props: Pick<AppApiProps, 'webRoot' | 'siteUrl'>,
): Partial<AppFunctionProps> {
  if (!siteRoutes.includes(route)) return {};
  const files = route.siteFiles ?? [];
  return {
    environment: {
      SITE_URL: props.siteUrl,
      SITE_ROOT: `/var/task/${BUNDLED_SITE}`,
    },
    ...(files.length > 0 && {
      afterBundling: (_input: string, output: string) =>
        files.map((file) => {
          const to = join(output, BUNDLED_SITE, file);
          return `mkdir -p "${dirname(to)}" && cp "${join(props.webRoot, file)}" "${to}"`;
        }),
    }),
  };
}

/** The HTTP API: one function per manifest route, least-privilege grants. */
export class AppApi extends Construct {
  readonly httpApi: HttpApi;
  /** The stage's access logs (no PII), alarmed on refused requests. */
  readonly accessLogs: LogGroup;
  readonly functions: Record<string, AppFunction> = {};

  constructor(scope: Construct, id: string, props: AppApiProps) {
    super(scope, id);
    // Same origin through CloudFront: no CORS is configured on purpose.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: true });
    this.accessLogs = this.configureDefaultStage(props.logRetention);
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
        routeAccess: route.access,
        tableAccess: route.table,
        logRetention: props.logRetention,
        paramsAndSecrets: secretsExtension,
        ...sitePageSettings(route, props),
      });
      props.originVerify.grantCheck(fn);
      props.hashKey.grantUse(fn);
      bindTable(fn, props.table, route.table);
      if (route.publishes) bindBus(fn, props.bus);
      if (route.access === 'staff') bindAuth(fn, props.auth);
      acceptFunctionDefaults(fn, 'sync');
      this.functions[route.id] = fn;
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        ...(route.access === 'staff' ? { authorizer: staffAuthorizer } : {}),
      });
    }
    this.acceptPublicRoutes();
  }

  /** Access logs and a stage throttle on the `$default` stage. */
  private configureDefaultStage(logRetention: RetentionDays): LogGroup {
    const stage = this.httpApi.defaultStage?.node.defaultChild as CfnStage;
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
    });
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: ACCESS_LOG_FORMAT,
    };
    stage.defaultRouteSettings = {
      throttlingRateLimit: STAGE_THROTTLE.rateLimit,
      throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
    };
    return accessLogs;
  }

  /** The public site's routes are anonymous by design (the public has no accounts). */
  private acceptPublicRoutes(): void {
    const publicKeys = new Set(
      routes
        .filter((r) => r.access !== 'staff')
        .map((r) => `${r.method} ${r.path}`),
    );
    for (const child of this.httpApi.node.children) {
      const routeKey = Stack.of(this).resolve(
        (child.node.defaultChild as { routeKey?: unknown } | undefined)
          ?.routeKey,
      );
      if (typeof routeKey === 'string' && publicKeys.has(routeKey)) {
        accept(child, [
          {
            id: 'AwsSolutions-APIG4',
            reason:
              'A public route of the comparison site, used without an account; ' +
              'forms are size-limited, validated and rate-limited per client.',
          },
        ]);
      }
    }
  }
}
