import {
  type CdrBrandConfig,
  type ListPlansOptions,
  type PlanListItem,
  type PlanSource,
  PlanSourceError,
} from '#use-cases/ports-cdr';
import { type CdrFetchOptions, fetchCdrJson } from './cdr-fetch.ts';
import { describeListIssue, planListResponseSchema } from './list-response.ts';
import { nextPageUrl } from './pagination.ts';

/** Options for {@link createCdrPlanSource}. */
export interface CdrPlanSourceOptions extends CdrFetchOptions {
  /** A fixed list, or where the current one comes from (the register). */
  readonly brands:
    | readonly CdrBrandConfig[]
    | (() => Promise<readonly CdrBrandConfig[]>);
  /** Plans per list page (the CDR maximum is 1000). @default 1000 */
  readonly pageSize?: number;
  /** Guard against a server that pages forever. @default 200 */
  readonly maxPages?: number;
}

const PLANS_PATH = '/cds-au/v1/energy/plans';
const LIST_VERSION = 1;
const DETAIL_VERSION = 3;

function firstPageUrl(
  base: string,
  options: ListPlansOptions,
  pageSize: number,
): string {
  const url = new URL(`${base}${PLANS_PATH}`);
  url.searchParams.set('effective', options.effective ?? 'CURRENT');
  if (options.fuelType) url.searchParams.set('fuelType', options.fuelType);
  if (options.updatedSince) {
    url.searchParams.set('updated-since', options.updatedSince);
  }
  url.searchParams.set('page', '1');
  url.searchParams.set('page-size', String(pageSize));
  return url.href;
}

/** Plan ids carry `@EME`/`@VEC`; keep the `@` readable as the AER does. */
function planPath(planId: string): string {
  return encodeURIComponent(planId).replaceAll('%40', '@');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The CDR Energy product reference API as a {@link PlanSource}: Get Generic
 * Plans (x-v 1, every page) and Get Generic Plan Detail (x-v 3) against one
 * base URI per configured brand, using global `fetch`.
 */
export function createCdrPlanSource(options: CdrPlanSourceOptions): PlanSource {
  const { brands } = options;
  const listBrands = async () =>
    typeof brands === 'function' ? brands() : brands;
  const configOf = async (brand: string): Promise<CdrBrandConfig> => {
    const config = (await listBrands()).find((b) => b.brand === brand);
    if (config) return config;
    throw new PlanSourceError(brand, 'unknown-brand', 'brand not configured');
  };
  const maxPages = options.maxPages ?? 200;

  async function* listPlans(
    brand: string,
    filters: ListPlansOptions = {},
  ): AsyncGenerator<PlanListItem> {
    const { baseUri } = await configOf(brand);
    const seen = new Set<string>();
    let url = firstPageUrl(baseUri, filters, options.pageSize ?? 1000);
    for (;;) {
      if (seen.has(url) || seen.size >= maxPages) {
        const why = seen.has(url) ? 'repeats' : `passes ${maxPages} pages`;
        throw new PlanSourceError(brand, 'pagination', `paging ${why}`, {
          url,
        });
      }
      seen.add(url);
      const raw = await fetchCdrJson(brand, url, LIST_VERSION, options);
      const parsed = planListResponseSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = describeListIssue(parsed.error);
        throw new PlanSourceError(brand, 'malformed', `plan list ${issue}`, {
          url,
        });
      }
      yield* parsed.data.data.plans;
      const next = nextPageUrl(brand, baseUri, url, parsed.data);
      if (!next) return;
      url = next;
    }
  }

  return {
    listBrands,
    listPlans,
    async getPlanDetail(brand, planId) {
      const { baseUri } = await configOf(brand);
      const url = `${baseUri}${PLANS_PATH}/${planPath(planId)}`;
      const body = await fetchCdrJson(brand, url, DETAIL_VERSION, options);
      if (!isRecord(body) || !isRecord(body.data)) {
        throw new PlanSourceError(brand, 'malformed', 'detail has no data', {
          url,
        });
      }
      return body;
    },
  };
}
