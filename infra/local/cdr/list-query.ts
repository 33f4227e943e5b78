import { type CdrFailure, cdrFailure } from './cdr-errors.ts';
import type { CdrPlanData } from './plan-data.ts';

const EFFECTIVE = ['CURRENT', 'FUTURE', 'ALL'] as const;
const TYPES = ['STANDING', 'MARKET', 'REGULATED', 'ALL'] as const;
const FUELS = ['ELECTRICITY', 'GAS', 'DUAL', 'ALL'] as const;

/** A parsed Get Generic Plans query. */
export interface ListQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly effective: (typeof EFFECTIVE)[number];
  readonly type: (typeof TYPES)[number];
  readonly fuelType: (typeof FUELS)[number];
  readonly updatedSinceMs?: number;
  readonly brand?: string;
}

function oneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T | CdrFailure {
  const value = params.get(name) ?? fallback;
  return (allowed as readonly string[]).includes(value)
    ? (value as T)
    : cdrFailure(
        'fieldInvalid',
        `${name} must be one of ${allowed.join(', ')}`,
      );
}

function positive(
  params: URLSearchParams,
  name: string,
  fallback: number,
): number | CdrFailure {
  const text = params.get(name);
  if (text === null) return fallback;
  if (/^[1-9]\d*$/.test(text)) return Number(text);
  const kind = name === 'page-size' ? 'invalidPageSize' : 'fieldInvalid';
  return cdrFailure(kind, `${name} must be a positive integer`);
}

const failed = (value: unknown): value is CdrFailure =>
  typeof value === 'object' && value !== null && 'body' in value;

/** Validates the list query the way the CDR standard asks (400s). */
export function parseListQuery(
  params: URLSearchParams,
  maxPageSize: number,
): ListQuery | CdrFailure {
  const page = positive(params, 'page', 1);
  if (failed(page)) return page;
  const pageSize = positive(params, 'page-size', 25);
  if (failed(pageSize)) return pageSize;
  if (pageSize > maxPageSize) {
    return cdrFailure('invalidPageSize', `page-size exceeds ${maxPageSize}`);
  }
  const effective = oneOf(params, 'effective', EFFECTIVE, 'CURRENT');
  if (failed(effective)) return effective;
  const type = oneOf(params, 'type', TYPES, 'ALL');
  if (failed(type)) return type;
  const fuelType = oneOf(params, 'fuelType', FUELS, 'ALL');
  if (failed(fuelType)) return fuelType;
  const since = params.get('updated-since');
  const updatedSinceMs = since === null ? undefined : Date.parse(since);
  if (Number.isNaN(updatedSinceMs)) {
    return cdrFailure('invalidDateTime', 'updated-since is not a date-time');
  }
  return {
    page,
    pageSize,
    effective,
    type,
    fuelType,
    updatedSinceMs,
    brand: params.get('brand') ?? undefined,
  };
}

function effectiveMatches(
  plan: CdrPlanData,
  effective: ListQuery['effective'],
  nowMs: number,
): boolean {
  const from = plan.effectiveFrom ? Date.parse(plan.effectiveFrom) : -Infinity;
  const to = plan.effectiveTo ? Date.parse(plan.effectiveTo) : Infinity;
  if (effective === 'FUTURE') return from > nowMs;
  if (effective === 'CURRENT') return from <= nowMs && nowMs < to;
  return true;
}

/** The plans a query selects, in store order. */
export function selectPlans(
  plans: readonly CdrPlanData[],
  query: ListQuery,
  nowMs: number,
): CdrPlanData[] {
  return plans.filter(
    (plan) =>
      effectiveMatches(plan, query.effective, nowMs) &&
      (query.type === 'ALL' || plan.type === query.type) &&
      (query.fuelType === 'ALL' || plan.fuelType === query.fuelType) &&
      (query.brand === undefined || plan.brand === query.brand) &&
      (query.updatedSinceMs === undefined ||
        Date.parse(plan.lastUpdated) > query.updatedSinceMs),
  );
}

/** `LinksPaginated`: first/prev unless on page 1, next/last unless last. */
export function pageLinks(
  self: URL,
  page: number,
  totalPages: number,
): Record<string, string> {
  const at = (n: number) => {
    const url = new URL(self);
    url.searchParams.set('page', String(n));
    return url.href;
  };
  const links: Record<string, string> = { self: self.href };
  if (page > 1) {
    links.first = at(1);
    links.prev = at(Math.min(page - 1, Math.max(totalPages, 1)));
  }
  if (page < totalPages) {
    links.next = at(page + 1);
    links.last = at(totalPages);
  }
  return links;
}
