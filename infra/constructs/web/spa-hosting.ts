import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { securityHeadersPolicy } from './security-headers.ts';
import { prerenderedRoutes, spaRoutingCode } from './spa-routing.ts';

export interface SpaHostingProps {
  /** The built SPA (`web/dist`). */
  readonly webRoot: string;
  /** Host of the HTTP API, e.g. `abc.execute-api.ap-southeast-2.amazonaws.com`. */
  readonly apiDomain: string;
  /** Written next to the assets as `/config.json` for the SPA. */
  readonly runtimeConfig: Record<string, string>;
}

/**
 * The SPA in a private bucket behind CloudFront (origin access control),
 * with `/api/*` sent uncached to the HTTP API so both share one origin.
 */
export class SpaHosting extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SpaHostingProps) {
    super(scope, id);
    const bucket = new Bucket(this, 'Assets', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    const routing = new EdgeFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(
        spaRoutingCode(prerenderedRoutes(props.webRoot)),
      ),
      runtime: FunctionRuntime.JS_2_0,
    });
    const headers = securityHeadersPolicy(this, Stack.of(this).region);
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_ALL,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: routing, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, {
            readTimeout: Duration.seconds(30),
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy:
            OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    new BucketDeployment(this, 'Deploy', {
      destinationBucket: bucket,
      sources: [
        Source.asset(props.webRoot),
        Source.jsonData('config.json', props.runtimeConfig),
      ],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
  }
}
