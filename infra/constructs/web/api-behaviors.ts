import { Duration } from 'aws-cdk-lib';
import type { IOrigin } from 'aws-cdk-lib/aws-cloudfront';
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
import { siteRoutes } from '#manifest/routes';
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
    ...sitePageBehaviors(scope, { origin, responseHeadersPolicy }),
    '/api/admin/*': {
      ...common,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    },
    '/api/*': { ...common, originRequestPolicy: publicApi },
  };
}

/**
 * The path pattern CloudFront matches for a site route of the manifest:
 * its path, a `{parameter}` segment widened to `*`.
 */
export const sitePathPattern = (path: string) =>
  path.replace(/\{[^}]+\}/g, '*');

/**
 * The site's pages drawn from the catalogue (`/plans/<id>`, the
 * sitemaps), answered by the API's functions and kept at the edge as long
 * as the function says (five minutes): GET only, nothing of the viewer's
 * request in the cache key or sent on.
 */
function sitePageBehaviors(
  scope: Construct,
  props: { origin: IOrigin; responseHeadersPolicy: IResponseHeadersPolicy },
): Record<string, BehaviorOptions> {
  const cachePolicy = new CachePolicy(scope, 'SitePagesCache', {
    comment: 'Site pages drawn from the catalogue: as long as the origin says',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.minutes(5),
    maxTtl: Duration.hours(1),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const behavior: BehaviorOptions = {
    ...props,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy,
    compress: true,
  };
  return Object.fromEntries(
    siteRoutes.map((route) => [sitePathPattern(route.path), behavior]),
  );
}
