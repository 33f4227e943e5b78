import { PlanSourceError } from '#use-cases/ports-cdr';
import type { PlanListResponse } from './list-response.ts';

/**
 * The next page's URL: `links.next` when given (resolved against the
 * current URL), else the next page number while below `meta.totalPages`.
 * A `links.next` outside the brand's base URI is refused: the client only
 * ever talks to configured hosts.
 */
export function nextPageUrl(
  brand: string,
  baseUri: string,
  current: string,
  body: PlanListResponse,
): string | undefined {
  if (body.links.next) {
    const next = new URL(body.links.next, current);
    const base = new URL(baseUri);
    const inside =
      next.origin === base.origin && next.pathname.startsWith(base.pathname);
    if (!inside) {
      throw new PlanSourceError(
        brand,
        'pagination',
        `links.next ${next.href} leaves ${baseUri}`,
      );
    }
    return next.href;
  }
  const url = new URL(current);
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!(page < body.meta.totalPages)) return undefined;
  url.searchParams.set('page', String(page + 1));
  return url.href;
}
