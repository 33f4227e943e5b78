import type { CompareResponse } from '#shared/contracts/compare';
import { formatKwh } from '#shared/format/money-and-dates';
import { BarChart, ChartFigure } from '@/components/charts';

type Windows = NonNullable<CompareResponse['cheapestPlanWindows']>;

const percent = (share: number) =>
  `${(share * 100).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`;

/** Where the meter readings fall among the cheapest plan's rate windows. */
export function RateWindowChart({ windows }: { readonly windows: Windows }) {
  const shares = windows.windows.map((w) => w.share * 100);
  return (
    <ChartFigure
      caption={`Your use in the rate windows of ${windows.planName}`}
      note="The cheapest plan for your readings; each window is priced at its own rate."
      table={{
        rowHeader: 'Rate window',
        columns: ['Share of use', 'Energy'],
        rows: windows.windows.map((w) => ({
          label: w.label,
          cells: [percent(w.share), formatKwh(w.kwh)],
        })),
      }}
    >
      <BarChart
        categories={windows.windows.map((w) => w.label)}
        series={[{ name: 'Share of use', values: shares }]}
        formatValue={(v) => `${v}%`}
      />
    </ChartFigure>
  );
}
