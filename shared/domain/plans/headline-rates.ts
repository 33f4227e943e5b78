import type { PlanContract, TariffPeriod } from '../../cdr/plan-detail.ts';
import { GST_MULTIPLIER } from '../costs/breakdown.ts';
import { roundTo } from '../round.ts';

function headlineUsageDollars(period: TariffPeriod): number | undefined {
  if (period.singleRate) return period.singleRate.rates[0]?.unitPrice;
  const tou = period.timeOfUseRates ?? [];
  const peak = tou.find(
    (r) => /peak/i.test(r.type) && !/off|shoulder/i.test(r.type),
  );
  return (peak ?? tou[0])?.rates[0]?.unitPrice;
}

/**
 * The card's headline figures for one contract, GST included (CDR prices
 * exclude it, feed-in excepted).
 */
export interface HeadlineRates {
  readonly supplyChargeDollarsPerDay: number;
  /** The first step of the single rate, or the peak rate of a TOU plan. */
  readonly usageCentsPerUnit: number;
  /** The first retailer-paid feed-in rate; feed-in carries no GST. */
  readonly solarFeedInCentsPerKwh: number | null;
}

/**
 * Headline rates for the plan card and the simple formulas, read from the
 * first tariff period. The exact engine prices the whole tariff.
 */
export function headlineRates(contract: PlanContract): HeadlineRates {
  const period = contract.tariffPeriod[0];
  const supply = period?.dailySupplyCharge ?? 0;
  const usage = period ? (headlineUsageDollars(period) ?? 0) : 0;
  const feedIn = contract.solarFeedInTariff?.find(
    (f) => f.payerType === 'RETAILER',
  );
  const feedInRate =
    feedIn?.singleTariff?.rates[0]?.unitPrice ??
    feedIn?.timeVaryingTariffs?.[0]?.rates[0]?.unitPrice;
  return {
    supplyChargeDollarsPerDay: roundTo(supply * GST_MULTIPLIER, 4),
    usageCentsPerUnit: roundTo(usage * 100 * GST_MULTIPLIER, 4),
    solarFeedInCentsPerKwh:
      feedInRate === undefined ? null : roundTo(feedInRate * 100, 4),
  };
}
