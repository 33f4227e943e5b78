import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { accept } from '../common/nag.ts';
import { apiBehaviors } from './api-behaviors.ts';
import { NOT_PUBLIC } from './public-files.ts';
import { securityHeadersPolicy } from './security-headers.ts';
import {
  notFoundStatusCode,
  prerenderedRoutes,
  shellFolders,
  spaRoutingCode,
} from './spa-routing.ts';

export interface SpaHostingProps {
  /** The built SPA (`web/dist`). */
  readonly webRoot: string;
  /** Host of the HTTP API, e.g. `abc.execute-api.ap-southeast-2.amazonaws.com`. */
  readonly apiDomain: string;
  /** Sent to the API as `X-Origin-Verify`: a secret's dynamic reference. */
  readonly originVerifyValue: string;
  /** Written next to the assets as `/config.json` for the SPA. */
  readonly runtimeConfig: Record<string, string>;
  /** Where CloudFront and the asset bucket log (kept in the stateful stack). */
  readonly accessLogs: IBucket;
}

/**
 * The SPA in a private bucket behind CloudFront (origin access control),
 * with `/api/*` sent uncached to the HTTP API so both share one origin,
 * and the pages drawn from the catalogue (`/plans/<id>`, the sitemaps)
 * answered by the API's functions and cached (see api-behaviors.ts).
 * Unknown paths get the not-found page with a 404 (spa-routing.ts).
 */
export class SpaHosting extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SpaHostingProps) {
    super(scope, id);
    const logs = props.accessLogs;
    const bucket = new Bucket(this, 'Assets', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'assets/',
    });
    const pages = [
      prerenderedRoutes(props.webRoot),
      shellFolders(props.webRoot),
    ] as const;
    const routing = new EdgeFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(spaRoutingCode(...pages)),
      runtime: FunctionRuntime.JS_2_0,
    });
    const notFound = new EdgeFunction(this, 'NotFoundStatus', {
      code: FunctionCode.fromInline(notFoundStatusCode(...pages)),
      runtime: FunctionRuntime.JS_2_0,
    });
    const headers = securityHeadersPolicy(this, Stack.of(this).region);
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: routing, eventType: FunctionEventType.VIEWER_REQUEST },
          {
            function: notFound,
            eventType: FunctionEventType.VIEWER_RESPONSE,
          },
        ],
      },
      additionalBehaviors: apiBehaviors(this, {
        apiDomain: props.apiDomain,
        originVerifyValue: props.originVerifyValue,
        responseHeadersPolicy: headers,
      }),
    });
    acceptDistributionFindings(this.distribution);
    const deploy = new BucketDeployment(this, 'Deploy', {
      destinationBucket: bucket,
      sources: [
        Source.asset(props.webRoot, { exclude: [...NOT_PUBLIC] }),
        Source.jsonData('config.json', props.runtimeConfig),
      ],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      // Its own log group, so the deploy helper's logs expire too.
      logGroup: new LogGroup(this, 'DeployLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    acceptBucketDeployment(this, deploy);
  }
}

function acceptDistributionFindings(distribution: Distribution): void {
  accept(distribution, [
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'No custom domain yet: the default *.cloudfront.net certificate fixes ' +
        'the policy at TLSv1 (CDK ignores minimumProtocolVersion without a ' +
        'certificate). Set TLSv1.2_2021 when the domain certificate is added.',
    },
    {
      id: 'AwsSolutions-CFR1',
      reason:
        'No legal need for geo restriction: Australians abroad must still ' +
        'reach their plan comparison and switch requests.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'WAF is a cost decision left to the operator: forms are rate-limited ' +
        'per client in the API, and the API stage has a throttle.',
    },
  ]);
}

/** The CDK-managed custom resource that copies the SPA into the bucket. */
function acceptBucketDeployment(
  scope: Construct,
  deploy: BucketDeployment,
): void {
  const reason =
    'CDK-managed BucketDeployment custom resource: its runtime, role, managed ' +
    'policy and S3 grants (CDK asset bucket read, asset bucket ' +
    'read/write/delete to sync files) are defined by aws-cdk-lib, not by us.';
  const stack = Stack.of(scope);
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    accept(child, [
      { id: 'AwsSolutions-L1', reason },
      { id: 'Serverless-LambdaLatestVersion', reason },
      { id: 'Serverless-LambdaDLQ', reason },
      { id: 'Serverless-LambdaTracing', reason },
      { id: 'AwsSolutions-IAM4', reason },
      { id: 'AwsSolutions-IAM5', reason },
    ]);
  }
  accept(deploy.handlerRole, [
    { id: 'AwsSolutions-IAM4', reason },
    { id: 'AwsSolutions-IAM5', reason },
  ]);
}
