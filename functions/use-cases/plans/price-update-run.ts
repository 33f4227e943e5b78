import type {
  BrandProgress,
  PriceUpdateRun,
  SkippedPlan,
} from '#shared/contracts/price-updates';

/** At most this many skipped plans are kept on the run with reasons. */
const MAX_SKIPPED_LISTED = 50;

/** A new run, as the log first records it. */
export function newRun(
  id: string,
  trigger: PriceUpdateRun['trigger'],
  startedAt: Date,
): PriceUpdateRun {
  return {
    id,
    status: 'running',
    trigger,
    startedAt: startedAt.toISOString(),
    completedAt: null,
    plansAdded: 0,
    plansUpdated: 0,
    plansDeactivated: 0,
    plansSkipped: 0,
    plansUnchanged: 0,
    brands: [],
    partitionsChanged: [],
    catalogueVersion: null,
    updatedSince: null,
    skipped: [],
    brandFailures: [],
    brandsAppeared: [],
    brandsDisappeared: [],
    brandListNote: null,
    failureReason: null,
  };
}

/** One brand's counts while it imports. */
export class BrandTally {
  listed = 0;
  added = 0;
  updated = 0;
  unchanged = 0;
  skipped = 0;
  deactivated = 0;
  failed = false;
  constructor(
    readonly brand: string,
    private readonly startedAt: number,
  ) {}

  progress(now: number): BrandProgress {
    const { brand, listed, added, updated, unchanged, skipped } = this;
    return {
      brand,
      listed,
      added,
      updated,
      unchanged,
      skipped,
      deactivated: this.deactivated,
      failed: this.failed,
      seconds: Math.round((now - this.startedAt) / 100) / 10,
    };
  }
}

/** Counts kept while a run goes through the brands. */
export class RunTally {
  constructor(private readonly onSkip?: (plan: SkippedPlan) => void) {}
  readonly skipped: SkippedPlan[] = [];
  readonly brandFailures: { brand: string; reason: string }[] = [];
  readonly brands: BrandProgress[] = [];
  /** Partitions whose plans were added, changed or withdrawn. */
  readonly partitionsChanged = new Set<string>();
  private readonly open: BrandTally[] = [];

  startBrand(brand: string, now: number): BrandTally {
    const tally = new BrandTally(brand, now);
    this.open.push(tally);
    return tally;
  }

  endBrand(tally: BrandTally, now: number): void {
    this.open.splice(this.open.indexOf(tally), 1);
    this.brands.push(tally.progress(now));
  }

  skip(brand: BrandTally, plan: SkippedPlan): void {
    brand.skipped += 1;
    this.onSkip?.(plan);
    if (this.skipped.length < MAX_SKIPPED_LISTED) this.skipped.push(plan);
  }

  failBrand(brand: BrandTally, reason: string): void {
    brand.failed = true;
    this.brandFailures.push({ brand: brand.brand, reason });
  }

  touch(partitions: Iterable<string>): void {
    for (const partition of partitions) this.partitionsChanged.add(partition);
  }

  private sum(
    field: 'added' | 'updated' | 'unchanged' | 'skipped' | 'deactivated',
  ) {
    return (
      this.brands.reduce((total, b) => total + b[field], 0) +
      this.open.reduce((total, b) => total + b[field], 0)
    );
  }

  /** The run as far as it has gone (the log shows progress per brand). */
  snapshot(run: PriceUpdateRun): PriceUpdateRun {
    return {
      ...run,
      plansAdded: this.sum('added'),
      plansUpdated: this.sum('updated'),
      plansDeactivated: this.sum('deactivated'),
      plansSkipped: this.sum('skipped'),
      plansUnchanged: this.sum('unchanged'),
      brands: [...this.brands].sort((a, b) => (a.brand < b.brand ? -1 : 1)),
      partitionsChanged: [...this.partitionsChanged].sort(),
      skipped: this.skipped,
      brandFailures: this.brandFailures,
    };
  }

  /** The finished run: failed only when no brand could be read at all. */
  finish(
    run: PriceUpdateRun,
    brandCount: number,
    completedAt: Date,
  ): PriceUpdateRun {
    const allFailed =
      brandCount > 0 && this.brandFailures.length === brandCount;
    return {
      ...this.snapshot(run),
      status: allFailed ? 'failed' : 'completed',
      completedAt: completedAt.toISOString(),
      failureReason: allFailed
        ? `No plan source could be read: ${this.brandFailures.map((f) => `${f.brand}: ${f.reason}`).join('; ')}`
        : null,
    };
  }
}

/** A full run (which also retires withdrawn plans) at least this often. */
export const FULL_RUN_EVERY_MS = 24 * 60 * 60 * 1000;

/** Changes are asked for from a little before the last run began. */
const OVERLAP_MS = 60 * 60 * 1000;

/**
 * Whether a scheduled run may ask only for plans changed since the last
 * completed run: yes while the last full run is under a day old.
 */
export function incrementalSince(
  recentRuns: readonly PriceUpdateRun[],
  now: Date,
): string | undefined {
  const completed = recentRuns.filter((r) => r.status === 'completed');
  const lastFull = completed.find((r) => r.updatedSince === null);
  const last = completed[0];
  if (!lastFull || !last) return undefined;
  if (now.getTime() - Date.parse(lastFull.startedAt) > FULL_RUN_EVERY_MS)
    return undefined;
  return new Date(Date.parse(last.startedAt) - OVERLAP_MS).toISOString();
}
