import type { CompareRequest } from '../../contracts/compare.ts';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { type UsageCharts, usageChartData } from '../usage/usage-chart-data.ts';
import {
  createUsageProfile,
  type UsageProfile,
} from '../usage/usage-profile.ts';
import { profileForCompare } from './usage-for-compare.ts';

/** What a meter file tells beyond the readings the compare API takes. */
export interface MeterExtras {
  /** Days the file had no reading for (sent as zeros), `YYYY-MM-DD`. */
  readonly missingDates: readonly string[];
  /** Controlled load per half-hour, already inside the import sent. */
  readonly controlledLoadKwh?: readonly number[];
}

export type { UsageCharts };

/**
 * The charts of the very profile a comparison prices (docs/product-rules.md,
 * Usage charts), a bill's bands in the windows of `billPlan` (the plan it
 * names) as `profileForCompare` places them. A meter's controlled load,
 * sent inside its import, is drawn apart again when the file metered it
 * apart. `priced` is that profile when the caller has it already.
 */
export function usageChartsFor(
  request: Pick<CompareRequest, 'usage' | 'energyType'> & {
    readonly postcode?: string;
  },
  year: number,
  extras?: MeterExtras,
  billPlan?: CompiledPlan,
  priced: UsageProfile = profileForCompare(request, year, billPlan),
): UsageCharts {
  const unit = priced.unit === 'MJ' ? 'MJ' : 'kWh';
  if (request.usage.kind !== 'intervals') {
    return { ...usageChartData(priced), basis: 'typical', unit };
  }
  const load = extras?.controlledLoadKwh;
  const profile =
    load && load.length === priced.importPerInterval.length
      ? createUsageProfile({
          startDate: priced.startDate,
          intervalMinutes: priced.intervalMinutes,
          importPerInterval: priced.importPerInterval.map((value, i) =>
            Math.max(0, value - (load[i] ?? 0)),
          ),
          controlledLoadPerInterval: Float64Array.from(load),
          ...(priced.exportPerInterval && {
            exportPerInterval: priced.exportPerInterval,
          }),
        })
      : priced;
  return {
    ...usageChartData(profile, extras?.missingDates ?? []),
    basis: 'meter',
    unit,
  };
}
