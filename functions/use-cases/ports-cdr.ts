/**
 * The plan-data port: published plans from the CDR Energy product
 * reference API, one endpoint per retailer brand. The CDR HTTP client
 * implements it in AWS; tests use the local CDR source or a fake.
 */

/** One retailer brand's CDR endpoint, from configuration. */
export interface CdrBrandConfig {
  /** The brand id in the AER's host path, e.g. `agl`, `1st-energy`. */
  readonly brand: string;
  readonly displayName: string;
  /** Base URI before `/cds-au/v1`, e.g. `https://cdr.energymadeeasy.gov.au/agl`. */
  readonly baseUri: string;
}

/** A plan as listed by Get Generic Plans (`EnergyPlan`, x-v 1). */
export interface PlanListItem {
  readonly planId: string;
  readonly brand: string;
  readonly brandName: string;
  readonly displayName?: string;
  readonly type: 'STANDING' | 'MARKET' | 'REGULATED';
  readonly fuelType: 'ELECTRICITY' | 'GAS' | 'DUAL';
  readonly customerType?: 'RESIDENTIAL' | 'BUSINESS';
  readonly effectiveFrom?: string;
  readonly effectiveTo?: string;
  /** ISO 8601 date-time the plan last changed. */
  readonly lastUpdated: string;
}

/** Filters for {@link PlanSource.listPlans}. */
export interface ListPlansOptions {
  /** Only plans changed after this ISO 8601 date-time (incremental runs). */
  readonly updatedSince?: string;
  /** @default 'CURRENT' */
  readonly effective?: 'CURRENT' | 'FUTURE' | 'ALL';
  /** @default 'ALL' */
  readonly fuelType?: 'ELECTRICITY' | 'GAS' | 'DUAL' | 'ALL';
}

/** Source of published plans. */
export interface PlanSource {
  /** The brands to import, in order. */
  listBrands(): readonly CdrBrandConfig[] | Promise<readonly CdrBrandConfig[]>;
  /** Every listed plan of one brand, page after page. */
  listPlans(
    brand: string,
    options?: ListPlansOptions,
  ): AsyncIterable<PlanListItem>;
  /**
   * The raw Get Generic Plan Detail (x-v 3) document `{data, links, meta}`;
   * callers parse it with `parsePlanDetail`.
   */
  getPlanDetail(brand: string, planId: string): Promise<unknown>;
}

/** Why a brand's request failed. */
export type PlanSourceFailure =
  /** A non-retryable status, or a retryable one after the last attempt. */
  | 'http-status'
  | 'timeout'
  | 'network'
  /** The body is not JSON or not the CDR shape. */
  | 'malformed'
  /** `links.next` loops or leaves the brand's host. */
  | 'pagination'
  | 'unknown-brand';

/** A brand's endpoint could not be read; other brands are unaffected. */
export class PlanSourceError extends Error {
  override readonly name = 'PlanSourceError';
  constructor(
    readonly brand: string,
    readonly reason: PlanSourceFailure,
    message: string,
    readonly details: {
      /** HTTP status of the last response, if one arrived. */
      readonly status?: number;
      readonly attempts?: number;
      readonly url?: string;
    } = {},
  ) {
    super(`${brand}: ${message}`);
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get attempts(): number {
    return this.details.attempts ?? 1;
  }
}
