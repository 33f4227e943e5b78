import type { IncomingHttpHeaders } from 'node:http';
import { cdrFailure } from './cdr-errors.ts';
import { pageLinks, parseListQuery, selectPlans } from './list-query.ts';
import { type CdrPlanData, toListedPlan } from './plan-data.ts';
import { negotiateVersion } from './versions.ts';

/** An answer to send: status, JSON body and extra headers. */
export interface CdrAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

/** Get Generic Plans serves only version 1. */
export const LIST_VERSIONS = [1] as const;
/** Get Generic Plan Detail serves only version 3 (v1 and v2 are retired). */
export const DETAIL_VERSIONS = [3] as const;

/** `GET /{brand}/cds-au/v1/energy/plans` over one brand's plans. */
export function answerList(
  headers: IncomingHttpHeaders,
  self: URL,
  plans: readonly CdrPlanData[],
  settings: { readonly maxPageSize: number; readonly nowMs: number },
): CdrAnswer {
  const negotiated = negotiateVersion(headers, LIST_VERSIONS);
  if (!('version' in negotiated)) return negotiated;
  const query = parseListQuery(self.searchParams, settings.maxPageSize);
  if (!('page' in query)) return query;
  const selected = selectPlans(plans, query, settings.nowMs);
  const totalPages = Math.ceil(selected.length / query.pageSize);
  if (query.page > Math.max(totalPages, 1)) {
    return cdrFailure('invalidPage', `page ${query.page} of ${totalPages}`);
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    status: 200,
    headers: { 'x-v': String(negotiated.version) },
    body: {
      data: {
        plans: selected.slice(start, start + query.pageSize).map(toListedPlan),
      },
      links: pageLinks(self, query.page, totalPages),
      meta: { totalRecords: selected.length, totalPages },
    },
  };
}

/** `GET /{brand}/cds-au/v1/energy/plans/{planId}`. */
export function answerDetail(
  headers: IncomingHttpHeaders,
  self: URL,
  plans: readonly CdrPlanData[],
  rawPlanId: string,
): CdrAnswer {
  const negotiated = negotiateVersion(headers, DETAIL_VERSIONS);
  if (!('version' in negotiated)) return negotiated;
  let planId: string;
  try {
    planId = decodeURIComponent(rawPlanId);
  } catch {
    return cdrFailure('fieldInvalid', 'planId is not a valid path segment');
  }
  const plan = plans.find((p) => p.planId === planId);
  if (!plan) return cdrFailure('resourceInvalid', `No plan ${planId}`);
  return {
    status: 200,
    headers: { 'x-v': String(negotiated.version) },
    body: { data: plan, links: { self: self.href }, meta: {} },
  };
}
