import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  type IResponseHeadersPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#platform/origin-header';

/**
 * What the public API reads of a request besides its body and query:
 * the viewer's address (the forms' per-client rate limit; API Gateway's
 * `sourceIp` is CloudFront's edge) and the idempotency key. Nothing else:
 * no cookies, and no Host, which API Gateway would refuse.
 */
export const PUBLIC_API_HEADERS = [
  'CloudFront-Viewer-Address',
  'Content-Type',
  'Idempotency-Key',
] as const;

export interface ApiBehaviorsProps {
  readonly apiDomain: string;
  /** The origin secret's value (a dynamic reference, resolved at deploy). */
  readonly originVerifyValue: string;
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
}

/**
 * `/api/*` behaviours, uncached, on one origin that adds the origin secret
 * header (the API refuses requests without it, i.e. not via CloudFront).
 * Staff routes keep every viewer header but Host (their bearer token: a
 * custom policy may not forward Authorization); the public routes get only
 * what they use, the viewer address included. `/api/admin/*` is listed
 * first so it wins over `/api/*`.
 */
export function apiBehaviors(
  scope: Construct,
  { apiDomain, originVerifyValue, responseHeadersPolicy }: ApiBehaviorsProps,
): Record<string, BehaviorOptions> {
  const origin = new HttpOrigin(apiDomain, {
    readTimeout: Duration.seconds(30),
    customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyValue },
  });
  const common = {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    responseHeadersPolicy,
  };
  const publicApi = new OriginRequestPolicy(scope, 'PublicApiOriginRequest', {
    comment: 'Public API: viewer address, content type, idempotency key',
    headerBehavior: OriginRequestHeaderBehavior.allowList(
      ...PUBLIC_API_HEADERS,
    ),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    cookieBehavior: OriginRequestCookieBehavior.none(),
  });
  return {
    '/api/admin/*': {
      ...common,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    },
    '/api/*': { ...common, originRequestPolicy: publicApi },
  };
}
