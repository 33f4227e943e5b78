import type { PlanHistoryResponse } from '#shared/contracts/plan-history';
import {
  formatCents,
  formatDate,
  formatDollars,
} from '#shared/format/money-and-dates';
import {
  ChartFigure,
  LineChart,
  seriesColour,
  seriesTable,
} from '@/components/charts';
import { costSeries, rateSeries, timelineDays } from '../timeline';

const DAY_MS = 86_400_000;
const monthYear = new Intl.DateTimeFormat('en-AU', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: number) => monthYear.format(day * DAY_MS);
const cents = (value: number) => `${value.toFixed(2)} c`;

/** The cost and rates of every version, as steps held until the next one. */
export function HistoryCharts({ history }: { history: PlanHistoryResponse }) {
  const { versions, typicalUse } = history;
  const days = timelineDays(versions);
  const labels = versions.map((v) => formatDate(v.from));
  const costs = costSeries(versions);
  const rates = rateSeries(history);
  const legend = (names: readonly { name: string }[]) =>
    names.map((s, i) => ({ name: s.name, colour: seriesColour(i) }));
  return (
    <>
      <ChartFigure
        caption="Cost a year at a typical use"
        note={`${typicalUse.label}${history.network ? ` on the ${history.network} network` : ''}, the plan page’s typical household: each published version priced by our engine for its first year as if chosen today, a discount counted only while it lasts (GST included).`}
        table={seriesTable({
          rowHeader: 'Published from',
          labels,
          series: costs,
          format: formatCents,
        })}
      >
        <LineChart
          xValues={days}
          formatX={formatDay}
          series={costs}
          formatValue={formatDollars}
          step
        />
      </ChartFigure>
      <ChartFigure
        caption="Main rates"
        note="GST included; feed-in has none."
        legend={legend(rates)}
        table={seriesTable({
          rowHeader: 'Published from',
          labels,
          series: rates,
          format: cents,
        })}
      >
        <LineChart
          xValues={days}
          formatX={formatDay}
          series={rates}
          formatValue={cents}
          step
        />
      </ChartFigure>
    </>
  );
}
