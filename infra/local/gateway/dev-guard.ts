import type { IncomingHttpHeaders } from 'node:http';

/** The names the local stack is reached by on this machine. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a request to a `/_dev/*` page must be refused, or undefined. Those
 * pages show every e-mail sent and can change the stack, so:
 * - the Host must be the local address with this port: a page on another
 *   site that rebinds its DNS name to 127.0.0.1 sends its own name;
 * - a state-changing request must not come from another origin (a form
 *   or fetch on any site the developer visits can POST to localhost).
 */
export function devRequestProblem(
  method: string,
  headers: IncomingHttpHeaders,
  port: number,
): string | undefined {
  const allowed = [...LOCAL_HOSTNAMES].map((name) => `${name}:${port}`);
  const host = headers.host?.toLowerCase() ?? '';
  if (!allowed.includes(host))
    return 'The dev pages answer only on the local address';
  if (SAFE_METHODS.has(method.toUpperCase())) return undefined;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return 'Cross-site requests to the dev pages are refused';
  const { origin } = headers;
  if (origin !== undefined && !allowed.some((a) => origin === `http://${a}`))
    return 'Cross-origin requests to the dev pages are refused';
  return undefined;
}
