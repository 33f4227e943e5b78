import type { SideBySidePlan } from '#shared/contracts/side-by-side';
import { formatCents, formatDollars } from '#shared/format/money-and-dates';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '#shared/format/month-names';
import {
  BarChart,
  ChartFigure,
  type ChartSeries,
  seriesColour,
  seriesTable,
} from '@/components/charts';

/** Each plan's cost in each calendar month, one bar per plan. */
export function MonthCostChart({
  plans,
}: {
  readonly plans: readonly SideBySidePlan[];
}) {
  const series: ChartSeries[] = plans.map((p) => ({
    name: p.plan.planName,
    values: MONTH_ABBREVIATIONS.map(
      (_, i) =>
        p.monthlyCostsIncGst.find((m) => m.month === i + 1)?.costIncGst ?? null,
    ),
  }));
  return (
    <ChartFigure
      caption="Cost by month"
      note="Seasonal prices and solar make months differ; a month with no readings is left blank."
      legend={series.map((s, i) => ({ name: s.name, colour: seriesColour(i) }))}
      table={seriesTable({
        rowHeader: 'Month',
        labels: MONTH_NAMES,
        series,
        format: formatCents,
      })}
    >
      <BarChart
        categories={MONTH_ABBREVIATIONS}
        series={series}
        formatValue={formatDollars}
      />
    </ChartFigure>
  );
}
