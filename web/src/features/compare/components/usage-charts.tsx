import { useId, useMemo, useState } from 'react';
import type { CompareResponse, UsageInput } from '#shared/contracts/compare';
import {
  type UsageCharts as ChartData,
  type MeterExtras,
  usageChartsFor,
} from '#shared/domain/compare/usage-for-charts';
import {
  BarChart,
  ChartFigure,
  type ChartSeries,
  LineChart,
  seriesColour,
  seriesTable,
} from '@/components/charts';
import type { EnergyTab } from '../hooks/compare-state';
import { RateWindowChart } from './rate-window-chart';

interface UsageChartsProps {
  readonly usage: UsageInput;
  readonly energyType: EnergyTab;
  /** Shapes typical use by place, as the pricing does. */
  readonly postcode?: string | undefined;
  readonly meter?: MeterExtras | undefined;
  readonly windows?: CompareResponse['cheapestPlanWindows'];
  /** The charts the API drew of a bill, its bands in its plan's windows. */
  readonly priced?: ChartData | undefined;
}

type Channel = 'importKwh' | 'exportKwh' | 'controlledLoadKwh';

function channelsOf(data: ChartData): [Channel, string][] {
  const use = data.unit === 'MJ' ? 'Gas used' : 'Bought from the grid';
  return [
    ['importKwh', use],
    ...(data.hasExport ? [['exportKwh', 'Exported (solar)'] as const] : []),
    ...(data.hasControlledLoad
      ? [['controlledLoadKwh', 'Controlled load'] as const]
      : []),
  ] as [Channel, string][];
}

/** "Jan 2026", or "Jan 2026 (7 of 31 days)" for a month partly read. */
const monthRowLabel = (m: ChartData['months'][number]) =>
  m.daysWithData > 0 && m.daysWithData < m.calendarDays
    ? `${m.label} (${m.daysWithData} of ${m.calendarDays} days)`
    : m.label;

const hourLabel = (hour: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`;

function basisNote(data: ChartData, usage: UsageInput) {
  if (data.basis === 'typical') {
    const given =
      usage.kind === 'monthlyBill'
        ? `the ${data.unit} your bill works out to`
        : `the ${data.unit} you gave us`;
    return `This shape is a typical household's, not yours: we spread ${given} over the day and the year the way a typical home uses energy. Upload your meter data (NEM12) to see your own.`;
  }
  const gaps =
    data.missingDays > 0
      ? ` Your file has no readings for ${data.missingDays} ${data.missingDays === 1 ? 'day' : 'days'}: they are left blank here, not counted as zero.`
      : '';
  return `From your meter readings, hours in meter time (AEST).${gaps}`;
}

/** The usage the ranking priced: average day by season, months, windows. */
export function UsageCharts({
  usage,
  energyType,
  postcode,
  meter,
  windows,
  priced,
}: UsageChartsProps) {
  const id = useId();
  const data = useMemo(
    () =>
      priced ??
      usageChartsFor(
        { usage, energyType, ...(postcode && { postcode }) },
        new Date().getUTCFullYear(),
        meter,
      ),
    [priced, usage, energyType, postcode, meter],
  );
  const [picked, setPicked] = useState<string>();
  const season =
    data.seasons.find((s) => s.season === picked) ?? data.seasons[0];
  const channels = channelsOf(data);
  const format = (value: number) =>
    `${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })} ${data.unit}`;
  const legend = channels.map(([, name], i) => ({
    name,
    colour: seriesColour(i),
  }));
  const hourSeries: ChartSeries[] = channels.map(([key, name]) => ({
    name,
    values: season?.hours.map((h) => h[key]) ?? [],
  }));
  const monthSeries: ChartSeries[] = channels.map(([key, name]) => ({
    name,
    values: data.months.map((m) => m[key]),
  }));
  const hours = season?.hours.map((h) => h.hour) ?? [];
  return (
    <section className="card usage-charts" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your usage, as we priced it</h2>
      <p className="muted small">{basisNote(data, usage)}</p>
      {data.seasons.length > 1 && (
        <p>
          <label htmlFor={`${id}-season`}>Season</label>{' '}
          <select
            id={`${id}-season`}
            value={season?.season}
            onChange={(e) => setPicked(e.target.value)}
          >
            {data.seasons.map((s) => (
              <option key={s.season} value={s.season}>
                {s.season}
              </option>
            ))}
          </select>
        </p>
      )}
      {season && (
        <ChartFigure
          caption={`Average ${season.season.toLowerCase()} day, by hour`}
          note={
            season.days === 0
              ? 'No readings in this season: a gap, not zero use.'
              : `Average of ${season.days} ${season.days === 1 ? 'day' : 'days'}.`
          }
          legend={legend}
          table={seriesTable({
            rowHeader: 'Hour',
            labels: hours.map(hourLabel),
            series: hourSeries,
            format,
          })}
        >
          <LineChart
            xValues={hours}
            formatX={hourLabel}
            series={hourSeries}
            formatValue={(v) => v.toLocaleString('en-AU')}
          />
        </ChartFigure>
      )}
      <ChartFigure
        caption="Use by month"
        legend={legend}
        table={seriesTable({
          rowHeader: 'Month',
          labels: data.months.map(monthRowLabel),
          series: monthSeries,
          format,
        })}
      >
        <BarChart
          categories={data.months.map((m) => m.label.slice(0, 3))}
          series={monthSeries}
          formatValue={(v) => v.toLocaleString('en-AU')}
        />
      </ChartFigure>
      {data.basis === 'meter' && windows && (
        <RateWindowChart windows={windows} />
      )}
    </section>
  );
}
