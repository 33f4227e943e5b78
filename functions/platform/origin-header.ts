/**
 * Set by CloudFront on every `/api/*` origin request (an origin custom
 * header) and by the local gateway: proves a request came through the
 * distribution, not straight to the execute-api URL.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
