/**
 * The security headers of every response the site serves, declared once:
 * the CloudFront response headers policy is built from these, and the
 * local gateway sends the same, so the browser tests run under the
 * production CSP. Only the Cognito origin differs (cognito-local).
 */

/** Two years, as the HSTS preload list asks. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Scripts only from our origin (no inline scripts), workers for pdf.js,
 * the Cognito API for staff sign-in. Inline styles stay allowed: React
 * style attributes need them.
 */
export function contentSecurityPolicyFor(cognitoOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${cognitoOrigin}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers as they reach the browser, by lower-case name. */
export function securityHeaders(cognitoOrigin: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicyFor(cognitoOrigin),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
