import type { AnalyticsSummary } from '#shared/contracts/admin';
import { formatPercent } from '#shared/domain/analytics';
import { formatCalendarDay } from '#shared/format/money-and-dates';
import {
  BarChart,
  ChartFigure,
  type ChartSeries,
  seriesColour,
  seriesTable,
} from '@/components/charts';
import '../admin-insights.css';

const KINDS = [
  ['Inquiries', 'inquiries'],
  ['Call backs', 'callbacks'],
  ['Switch requests', 'switchingRequests'],
  ['Subscribers', 'subscribers'],
] as const;

const whole = (value: number) => value.toLocaleString('en-AU');
/** "3 Mar 2026" → "3 Mar" for the axis; the table keeps the year. */
const shortDay = (date: string) =>
  formatCalendarDay(date, 'short').replace(/ \d{4}$/, '');

/** New leads per day by kind, and the inquiry → call back → switch funnel. */
export function LeadCharts({ data }: { readonly data: AnalyticsSummary }) {
  const perDay: ChartSeries[] = KINDS.map(([name, key]) => ({
    name,
    values: data.perDay.map((day) => day[key]),
  }));
  const funnel = [
    ['Inquiries', data.inquiries],
    ['Call backs', data.callbacks],
    ['Switch requests', data.switchingRequests],
  ] as const;
  return (
    <div className="card lead-charts">
      <ChartFigure
        caption="New leads per day"
        note="Days in Sydney time; the first and last days of the period may be part days."
        legend={perDay.map((s, i) => ({
          name: s.name,
          colour: seriesColour(i),
        }))}
        table={seriesTable({
          rowHeader: 'Day',
          labels: data.perDay.map((day) =>
            formatCalendarDay(day.date, 'short'),
          ),
          series: perDay,
          format: whole,
        })}
      >
        <BarChart
          stacked
          categories={data.perDay.map((day) => shortDay(day.date))}
          series={perDay}
          formatValue={whole}
        />
      </ChartFigure>
      <ChartFigure
        caption="Conversion funnel"
        note={`People who asked to switch ÷ people with a lead: ${formatPercent(data.conversionRate)}`}
        table={{
          rowHeader: 'Stage',
          columns: ['Leads'],
          rows: funnel.map(([label, count]) => ({
            label,
            cells: [whole(count)],
          })),
        }}
      >
        <BarChart
          categories={funnel.map(([label]) => label)}
          series={[{ name: 'Leads', values: funnel.map(([, n]) => n) }]}
          formatValue={whole}
        />
      </ChartFigure>
      <ol className="funnel-numbers">
        {funnel.map(([label, count]) => (
          <li key={label}>
            {label}: <strong>{whole(count)}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}
