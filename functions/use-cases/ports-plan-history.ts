import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import type { PriceChange } from '#shared/domain/history/price-changes';
import type { HeadlineRates } from '#shared/domain/plans/headline-rates';
import type { CatalogueEntry } from '#shared/domain/plans/plan-from-cdr';
import type { PlanRecord } from './ports-plans.ts';

/** One published version of a plan, as the history keeps it for good. */
export interface PlanVersionRecord {
  readonly planId: string;
  /** 1 for the first version we saw, then one more per change. */
  readonly version: number;
  /** When an import first saw this content. */
  readonly firstSeenAt: string;
  /** The CDR `lastUpdated` of the document first seen with this content. */
  readonly cdrLastUpdated: string;
  readonly retailer: string;
  readonly planName: string;
  readonly energyType: PlanRecord['energyType'];
  readonly customerType: PlanRecord['customerType'];
  readonly networks: readonly string[];
  readonly rates: HeadlineRates;
  /** Against the version before; null for the first version we saw. */
  readonly changes: readonly PriceChange[] | null;
  /** The CDR `data` object as published, to price the version again. */
  readonly tariff: unknown;
}

/** Where an imported plan came from. */
export interface PlanProvenance {
  readonly cdrLastUpdated: string;
  readonly sourceBrand: string;
}

/** What an import compares a listed plan against. */
export type StoredPlanVersion = Pick<
  PlanRecord,
  | 'id'
  | 'isActive'
  | 'energyType'
  | 'customerType'
  | 'networks'
  | 'availableStates'
  | 'cdrLastUpdated'
  | 'sourceBrand'
>;

/** The stored catalogue as the import reads and writes it. */
export interface PlanCatalogueStore {
  /** Active plans, a few fields each, a page at a time. */
  activePlanVersions(): AsyncIterable<StoredPlanVersion>;
  /** One plan by id, active or not. */
  getPlanRecord(id: string): Promise<PlanRecord | undefined>;
  /** The plan's newest published version, if any was kept. */
  latestVersion(id: string): Promise<PlanVersionRecord | undefined>;
  /**
   * Writes the plan, its tariff and its new versions (if any) together or
   * not at all; a version number already taken is a WriteConflict, so a
   * version is never overwritten.
   */
  putCatalogueEntry(
    entry: CatalogueEntry,
    provenance: PlanProvenance,
    versions: readonly PlanVersionRecord[],
  ): Promise<void>;
  /** The tariff stored with the plan (kept from before history began). */
  getTariff(id: string): Promise<unknown>;
  /** Takes a plan out of the active index; its record and history stay. */
  deactivatePlan(id: string): Promise<void>;
}

/** A plan's kept versions, newest first, at most `limit`. */
export interface PlanHistoryReader {
  versions(
    id: string,
    limit: number,
  ): Promise<{ versions: PlanVersionRecord[]; more: boolean }>;
  plan(id: string): Promise<PlanRecord | undefined>;
  /** The plan's current stored tariff (for a plan with no kept version yet). */
  tariff(id: string): Promise<unknown>;
}

/** Bounds of a new run's start (docs/catalogue.md). */
export interface RunStartWindow {
  /** A finished run started after this blocks a new one (coalescing). */
  readonly coalesceAfter: string;
  /** A run still "running" but started before this is treated as dead. */
  readonly staleBefore: string;
}

/** The price update run log and its lock. */
export interface PriceUpdateRunStore {
  /** Throws WriteConflict when another run holds the lock. */
  start(run: PriceUpdateRun, window: RunStartWindow): Promise<void>;
  finish(run: PriceUpdateRun): Promise<void>;
  recordProgress(run: PriceUpdateRun): Promise<void>;
  latest(): Promise<PriceUpdateRun | undefined>;
  recent(limit: number): Promise<PriceUpdateRun[]>;
}
