import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { cdrFailure } from './cdr-errors.ts';
import type { CdrAnswer } from './handlers.ts';
import type { CdrPlanData } from './plan-data.ts';
import { negotiateVersion } from './versions.ts';

/** The register's public brand summary, for the one industry emulated. */
export const REGISTER_ROUTE =
  /^\/cdr-register\/v1\/([a-z]+)\/data-holders\/brands\/summary\/?$/;

/** Brand summary versions the local register serves. */
export const REGISTER_VERSIONS = [1, 2] as const;

/** One `DataHolderBrandSummary` per brand of the plans served. */
export function brandSummaries(
  plans: Iterable<CdrPlanData>,
  baseUriFor: (brand: string) => string,
) {
  const byBrand = new Map<string, { name: string; lastUpdated: string }>();
  for (const plan of plans) {
    const seen = byBrand.get(plan.brand);
    const lastUpdated =
      seen && seen.lastUpdated > plan.lastUpdated
        ? seen.lastUpdated
        : plan.lastUpdated;
    byBrand.set(plan.brand, { name: plan.brandName, lastUpdated });
  }
  return [...byBrand]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([brand, { name, lastUpdated }]) => ({
      interimId: `local-${brand}`,
      brandName: name,
      publicBaseUri: baseUriFor(brand),
      industries: ['energy'],
      lastUpdated,
    }));
}

const etagOf = (value: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;

/**
 * `GET /cdr-register/v1/{industry}/data-holders/brands/summary`: the
 * standard's version negotiation (406 when no version fits), an ETag over
 * the whole list (304 on a matching `If-None-Match`), and, when `pageSize`
 * is set, pages joined by `links.next`.
 */
export function answerBrandSummary(
  headers: IncomingHttpHeaders,
  self: URL,
  industry: string,
  summaries: readonly unknown[],
  settings: {
    readonly versions?: readonly number[];
    readonly pageSize?: number;
  } = {},
): CdrAnswer {
  if (industry !== 'energy' && industry !== 'all') {
    return cdrFailure('resourceNotFound', `No industry ${industry} here`);
  }
  const negotiated = negotiateVersion(
    headers,
    settings.versions ?? REGISTER_VERSIONS,
  );
  if (!('version' in negotiated)) return negotiated;
  const etag = etagOf([negotiated.version, summaries]);
  const versionHeaders = { 'x-v': String(negotiated.version), etag };
  if (headers['if-none-match'] === etag) {
    return { status: 304, body: undefined, headers: versionHeaders };
  }
  const pageSize = settings.pageSize ?? Math.max(summaries.length, 1);
  const page = Number(self.searchParams.get('page') ?? '1');
  const totalPages = Math.max(Math.ceil(summaries.length / pageSize), 1);
  if (!Number.isInteger(page) || page < 1 || page > totalPages) {
    return cdrFailure('invalidPage', `page ${page} of ${totalPages}`);
  }
  const next = new URL(self);
  next.searchParams.set('page', String(page + 1));
  return {
    status: 200,
    headers: versionHeaders,
    body: {
      data: summaries.slice((page - 1) * pageSize, page * pageSize),
      links: {
        self: self.href,
        ...(page < totalPages && { next: next.href }),
      },
      meta: {},
    },
  };
}
