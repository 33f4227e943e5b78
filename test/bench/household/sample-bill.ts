import type { BillPeriod } from '#shared/contracts/household';

/** A Canberra year of quarterly bills: dates, general, controlled load and export kWh. */
const QUARTERS = [
  ['2025-07-01', '2025-09-30', 1425.9, 310.2, 402.7],
  ['2025-10-01', '2025-12-31', 925.9, 250.2, 1102.7],
  ['2026-01-01', '2026-03-31', 1025.9, 210.2, 1002.7],
  ['2026-04-01', '2026-06-30', 1325.9, 290.2, 502.7],
] as const;

/**
 * The benches' four quarterly bills of one general figure each (so a
 * ranking carries the timing allowance, docs/household.md), the general
 * use scaled by `generalScale`, with or without the export.
 */
export function sampleBillPeriods({
  generalScale = 1,
  withExport = true,
} = {}): BillPeriod[] {
  return QUARTERS.map(([startDate, endDate, general, cl, exported]) => ({
    startDate,
    endDate,
    generalKwh: Math.round(general * generalScale * 10) / 10,
    controlledLoadKwh: cl,
    ...(withExport && { exportKwh: exported }),
  }));
}
