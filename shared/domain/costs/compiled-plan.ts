import type { EnergyUnit } from '../usage/usage-profile.ts';
import type { BlockRate } from './block-rates.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
import type { DiscountEnd } from './discount-ends.ts';
import type { BucketLabel } from './labels.ts';
import type { SeasonSet } from './seasons.ts';
import type { TimeLayout } from './time-windows.ts';

/** Usage prices over a time layout: `rates[b]` prices bucket `b`. */
export interface UsageCharge {
  readonly layout: TimeLayout;
  readonly rates: readonly BlockRate[];
  /** How each bucket (and each block step) is shown in a breakdown. */
  readonly buckets: readonly BucketLabel[];
}

/** One energy tariff period (season): supply plus usage prices, ex GST. */
export interface EnergyPeriod {
  /** Season label, e.g. `Summer` or `1 Dec–31 Mar`. */
  readonly name: string;
  /** `name` when the plan has several seasons, for breakdown labels. */
  readonly season: string | undefined;
  readonly supplyDollarsPerDay: number;
  readonly usage: UsageCharge;
}

/** One demand charge, ex GST; bucket 0 of `layout` is the demand window. */
export interface DemandCharge {
  readonly name: string;
  /** Season label when the plan has several demand periods. */
  readonly season: string | undefined;
  readonly layout: TimeLayout;
  readonly amountDollarsPerKw: number;
  readonly minDemandKw: number;
  readonly maxDemandKw: number;
  readonly measurementPeriod: 'DAY' | 'MONTH' | 'TARIFF_PERIOD';
  readonly chargePeriod: 'DAY' | 'MONTH' | 'TARIFF_PERIOD';
  /** Leap-calendar days (366) the charge applies on, when text limits it. */
  readonly calendarMask?: Uint8Array | undefined;
}

/** A discount as published; percentages are fractions (0.05 = 5 %). */
export interface Discount {
  readonly name: string;
  /** CDR category, e.g. `PAY_ON_TIME`, `DIRECT_DEBIT`. */
  readonly category: string | undefined;
  /** The retailer's terms, shown beside a conditional discount. */
  readonly description: string | undefined;
  /** GUARANTEED discounts count in the headline cost; others are apart. */
  readonly guaranteed: boolean;
  readonly method:
    | 'percentOfBill'
    | 'percentOfUse'
    | 'fixedAmount'
    | 'percentOverThreshold';
  readonly rate: number;
  /** fixedAmount: dollars inc GST (treated as a yearly amount). */
  readonly amountDollarsIncGst: number;
  /** percentOverThreshold: usage charges (dollars ex GST) before it applies. */
  readonly thresholdDollars: number;
  /** Set when the discount stops before the plan does. */
  readonly ends?: DiscountEnd | undefined;
}

/** A controlled-load tariff: its own supply and usage prices, ex GST. */
export interface ControlledLoadCharge {
  readonly supplyDollarsPerDay: number;
  readonly usage: UsageCharge;
}

/** Feed-in options that overlap, and why the choice is needed. */
export interface FeedInChoice {
  readonly options: readonly UsageCharge[];
  readonly reason: string;
}

/** A fee or metering charge that recurs, as dollars a year inc GST. */
export interface RecurringFee {
  readonly name: string;
  readonly dollarsPerYearIncGst: number;
}

/**
 * A CDR plan compiled once for fast, repeated pricing. All prices are ex
 * GST except fees and fixed discounts (published GST-inclusive).
 */
export interface CompiledPlan {
  readonly planId: string;
  readonly displayName: string;
  readonly brandName: string;
  readonly fuel: 'ELECTRICITY' | 'GAS';
  readonly unit: EnergyUnit;
  readonly seasons: SeasonSet;
  readonly periods: readonly EnergyPeriod[];
  readonly demandSeasons: SeasonSet | undefined;
  readonly demandCharges: ReadonlyArray<readonly DemandCharge[]>;
  readonly controlledLoad: ControlledLoadCharge | undefined;
  /** Feed-in credit rates (no GST) over the export channel. */
  readonly feedIn: UsageCharge | undefined;
  /**
   * Set when the published feed-in options overlap: `feedIn` or one of
   * `options` applies, and the one paying most for the export is priced.
   */
  readonly feedInChoice?: FeedInChoice | undefined;
  readonly discounts: readonly Discount[];
  /** The plan's own words on what happens when its benefit period ends. */
  readonly onExpiry?: string | undefined;
  readonly recurringFees: readonly RecurringFee[];
  readonly diagnostics: readonly TariffDiagnostic[];
  /** True when any diagnostic is an error; such a plan is not priced. */
  readonly hasErrors: boolean;
}
