/**
 * The plan-data port: published plans from the CDR Energy product
 * reference API, one endpoint per retailer brand. The CDR HTTP client
 * implements it in AWS; tests use the local CDR source or a fake.
 */

/** One retailer brand's CDR endpoint, from the CDR Register or stage config. */
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
  /** The brands this source serves (the register's may change between runs). */
  listBrands(): Promise<readonly CdrBrandConfig[]>;
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

/** What the CDR Register answered to a (conditional) brand summary read. */
export type RegisterRead =
  /** The register's ETag matched: the cached list is still current. */
  | { readonly changed: false }
  | {
      readonly changed: true;
      /** Energy brands, each with its slug and product-data base URI. */
      readonly brands: readonly CdrBrandConfig[];
      readonly etag: string | null;
      /** The `x-v` the register answered with. */
      readonly version: number;
    };

/** The CDR Register's public brand summary for the energy sector. */
export interface BrandRegister {
  /** Sends `If-None-Match` with `etag` when given. Throws {@link RegisterError}. */
  readBrands(etag?: string): Promise<RegisterRead>;
}

/** Why the register could not be read. */
export type RegisterFailure =
  | 'http-status'
  | 'timeout'
  | 'network'
  /** No version both sides support (406), or an answer outside the range. */
  | 'version'
  /** Not JSON, or not the brand summary shape. */
  | 'malformed'
  /** `links.next` loops, leaves the register or pages too long. */
  | 'pagination';

export class RegisterError extends Error {
  override readonly name = 'RegisterError';
  constructor(
    readonly reason: RegisterFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The last good register answer, kept between runs. */
export interface StoredBrandList {
  /** The register's brands before stage exclusions and pins. */
  readonly brands: readonly CdrBrandConfig[];
  readonly etag: string | null;
  /** The `x-v` of the register's answer. */
  readonly registerVersion: number;
  /** When the register last answered (200 or 304). */
  readonly checkedAt: string;
  /** Brand slugs the previous run imported (after exclusions and pins). */
  readonly lastRunBrands: readonly string[];
}

/** Where the last good brand list is persisted (one small item). */
export interface BrandListStore {
  load(): Promise<StoredBrandList | undefined>;
  save(list: StoredBrandList): Promise<void>;
}

/** The brands a run imports, and how they changed since the previous run. */
export interface DiscoveredBrands {
  readonly brands: readonly CdrBrandConfig[];
  readonly appeared: readonly string[];
  readonly disappeared: readonly string[];
  /** Set when the list did not come from the register this run. */
  readonly note: string | null;
}

/** Finds the brands for a run (the register, else the last good list). */
export interface BrandDiscovery {
  discover(): Promise<DiscoveredBrands>;
  /** The list of the latest discovery in this process, discovering if none. */
  current(): Promise<readonly CdrBrandConfig[]>;
}

/** A stage's changes to the register's list. */
export interface BrandRules {
  /** Brand slugs never imported. */
  readonly exclude: readonly string[];
  /** Brands added, or replacing the register's entry with the same slug. */
  readonly pin: readonly {
    readonly brand: string;
    readonly baseUri: string;
    readonly displayName?: string;
  }[];
}
