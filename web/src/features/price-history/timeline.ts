import type {
  PlanHistoryResponse,
  PlanVersionView,
} from '#shared/contracts/plan-history';
import type { ChartSeries } from '@/components/charts';

const DAY_MS = 86_400_000;

/** The x of a version on the timeline: whole days since 1970. */
export const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS);

/** The timeline's points: one per version, on the day it was first seen. */
export function timelineDays(versions: readonly PlanVersionView[]): number[] {
  return versions.map((v) => dayOf(v.from));
}

/** The typical household's first-year cost of each version; a gap where it could not be priced. */
export function costSeries(
  versions: readonly PlanVersionView[],
): ChartSeries[] {
  return [
    {
      name: 'Cost a year',
      values: versions.map((v) => v.annualCostIncGst),
    },
  ];
}

/** The headline rates of each version, in cents; feed-in only when the plan has one. */
export function rateSeries(history: PlanHistoryResponse): ChartSeries[] {
  const unit = history.typicalUse.unit;
  const { versions } = history;
  const series: ChartSeries[] = [
    {
      name: `Usage rate (c/${unit})`,
      values: versions.map((v) => v.rates.usageCentsPerUnit),
    },
    {
      name: 'Daily supply charge (c/day)',
      values: versions.map(
        (v) => Math.round(v.rates.supplyChargeDollarsPerDay * 10_000) / 100,
      ),
    },
  ];
  const feedIn = versions.map((v) => v.rates.solarFeedInCentsPerKwh);
  if (feedIn.some((value) => value !== null))
    series.push({ name: 'Solar feed-in (c/kWh)', values: feedIn });
  return series;
}
