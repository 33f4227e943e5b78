import { apiRequest } from '@/lib/api-client';

const reported = new Set<string>();

/**
 * Tells the server a page was not found: the path only, never the query
 * or fragment, and each path once per page load.
 */
export function logNotFound(pathname: string): void {
  const path = pathname.slice(0, 300);
  if (reported.has(path)) return;
  reported.add(path);
  apiRequest('POST', '/client-events', {
    body: { type: 'not_found', path },
  }).catch(() => undefined);
}
