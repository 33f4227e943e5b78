import type { PlanSummary } from '#shared/contracts/plans';
import type { ReferencePrice } from '#shared/contracts/reference-prices';
import type {
  MarketQuery,
  ResolvedMarket,
} from '#shared/domain/catalogue/market';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { EligibilityRule } from '#shared/domain/household/eligibility';

/** The published CDR plan documents of some plans, by id (unknown ids left out). */
export type PlanDocuments = (
  ids: readonly string[],
) => Promise<ReadonlyMap<string, unknown>>;

/** A stored plan: what lists show, plus where it is sold. */
export interface PlanRecord extends PlanSummary {
  readonly includedPostcodes: readonly string[];
  readonly excludedPostcodes: readonly string[];
  /** The CDR `lastUpdated` the record was imported from. */
  readonly cdrLastUpdated: string;
  /** The configured brand endpoint the plan was listed by. */
  readonly sourceBrand: string;
}

/** A plan as the API lists it (no provenance or postcode lists). */
export const toPlanSummary = ({
  includedPostcodes,
  excludedPostcodes,
  cdrLastUpdated,
  sourceBrand,
  ...summary
}: PlanRecord): PlanSummary => summary;

/** Where a visitor could buy: fuel, customer type and place (shared/domain/catalogue/market.ts). */
export type Market = MarketQuery;

/** Every plan of the partitions a market reads, once each. */
export interface MarketPlans {
  /** Names what was read: the same key, the same records. */
  readonly key: string;
  readonly records: PlanRecord[];
  readonly compiled: ReadonlyMap<string, CompiledPlan>;
  readonly unpriced: ReadonlyMap<string, string>;
  /** CDR eligibility restrictions of the plans that have any. */
  readonly eligibility?: ReadonlyMap<string, readonly EligibilityRule[]>;
  /** The partitions read (a saved comparison is indexed by them). */
  readonly partitions: readonly string[];
  /** The market's state and networks, as the read resolved them: matching uses the same. */
  readonly resolved: ResolvedMarket;
}

/**
 * The plans on offer in one market, from the catalogue's cache; given a
 * catalogue version (as an event names it), never an index read before it.
 */
export type MarketCatalogue = (
  market: Market,
  version?: string,
) => Promise<MarketPlans>;

/** One stored plan as lists show it, or undefined when there is none. */
export type PlanLookup = (id: string) => Promise<PlanSummary | undefined>;

/** The reference prices in force (docs/settings.md, Reference prices). */
export type ReferencePrices = () => Promise<readonly ReferencePrice[]>;

/** Every active plan's id, once each (the plan sitemaps list them). */
export type ActivePlanIds = () => Promise<readonly string[]>;
