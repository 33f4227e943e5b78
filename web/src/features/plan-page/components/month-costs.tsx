import type { MonthCost } from '#shared/domain/costs/month-split';
import { formatDollars } from '#shared/format/money-and-dates';
import { MONTH_ABBREVIATIONS } from '#shared/format/month-names';
import { BarChart, ChartFigure, seriesTable } from '@/components/charts';

/** What each calendar month of the year costs, as bars and a table. */
export function MonthCosts({
  caption,
  months,
}: {
  caption: string;
  months: readonly MonthCost[];
}) {
  const series = [
    { name: 'Cost (GST included)', values: months.map((m) => m.costIncGst) },
  ];
  const labels = months.map(
    (m) => MONTH_ABBREVIATIONS[m.month - 1] ?? String(m.month),
  );
  return (
    <ChartFigure
      caption={caption}
      note="Seasonal prices and when the power is used make months differ."
      table={seriesTable({
        rowHeader: 'Month',
        labels,
        series,
        format: formatDollars,
      })}
    >
      <BarChart
        categories={labels}
        series={series}
        formatValue={(value) => `$${Math.round(value)}`}
        height={220}
      />
    </ChartFigure>
  );
}
