import type {
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
    skipped: [],
    brandFailures: [],
    brandsAppeared: [],
    brandsDisappeared: [],
    brandListNote: null,
    failureReason: null,
  };
}

/** Counts kept while a run goes through the brands. */
export class RunTally {
  constructor(private readonly onSkip?: (plan: SkippedPlan) => void) {}
  added = 0;
  updated = 0;
  deactivated = 0;
  readonly skipped: SkippedPlan[] = [];
  skippedCount = 0;
  readonly brandFailures: { brand: string; reason: string }[] = [];

  skip(plan: SkippedPlan): void {
    this.skippedCount += 1;
    this.onSkip?.(plan);
    if (this.skipped.length < MAX_SKIPPED_LISTED) this.skipped.push(plan);
  }

  failBrand(brand: string, reason: string): void {
    this.brandFailures.push({ brand, reason });
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
      ...run,
      status: allFailed ? 'failed' : 'completed',
      completedAt: completedAt.toISOString(),
      plansAdded: this.added,
      plansUpdated: this.updated,
      plansDeactivated: this.deactivated,
      plansSkipped: this.skippedCount,
      skipped: this.skipped,
      brandFailures: this.brandFailures,
      failureReason: allFailed
        ? `No plan source could be read: ${this.brandFailures.map((f) => `${f.brand}: ${f.reason}`).join('; ')}`
        : null,
    };
  }
}
