import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  contentSecurityPolicyFor,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
} from './security-header-values.ts';

/** The site's content security policy, with the region's Cognito API. */
export function contentSecurityPolicy(region: string): string {
  return contentSecurityPolicyFor(
    `https://cognito-idp.${region}.amazonaws.com`,
  );
}

/** Security headers on every response CloudFront serves. */
export function securityHeadersPolicy(
  scope: Construct,
  region: string,
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'CSP without inline scripts, HSTS, no framing',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(region),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: 'Permissions-Policy',
          value: PERMISSIONS_POLICY,
          override: true,
        },
      ],
    },
  });
}
