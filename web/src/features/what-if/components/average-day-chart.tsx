import type { WhatIfResult } from '#shared/contracts/what-if';
import {
  ChartFigure,
  type ChartSeries,
  LineChart,
  seriesColour,
  seriesTable,
} from '@/components/charts';

type AverageDay = WhatIfResult['averageDay'];

const halfHours = Array.from({ length: 48 }, (_, i) => i / 2);

/** 0 → "12 am", 13.5 → "1:30 pm". */
export const halfHourLabel = (at: number) => {
  const hour = Math.floor(at);
  const minutes = at % 1 === 0 ? '' : ':30';
  return `${hour % 12 === 0 ? 12 : hour % 12}${minutes} ${hour < 12 ? 'am' : 'pm'}`;
};

/** The average day before and after, drawn as the usage charts are. */
export function AverageDayChart({ day }: { readonly day: AverageDay }) {
  const series: ChartSeries[] = [
    { name: 'Bought, today', values: day.before.import },
    { name: 'Bought, with the change', values: day.after.import },
    { name: 'Exported, today', values: day.before.export },
    { name: 'Exported, with the change', values: day.after.export },
    ...(day.after.battery
      ? [
          {
            name: 'Battery (+ charging, − discharging)',
            values: day.after.battery,
          },
        ]
      : []),
  ];
  const legend = series.map((s, i) => ({
    name: s.name,
    colour: seriesColour(i),
  }));
  return (
    <ChartFigure
      caption="Average day, before and after, by half-hour"
      note="kWh per half-hour, averaged over the year, in meter time (AEST)."
      legend={legend}
      table={seriesTable({
        rowHeader: 'Half-hour',
        labels: halfHours.map(halfHourLabel),
        series,
        format: (kwh) =>
          `${kwh.toLocaleString('en-AU', { maximumFractionDigits: 2 })} kWh`,
      })}
    >
      <LineChart
        xValues={halfHours}
        formatX={(at) => halfHourLabel(at)}
        series={series}
        formatValue={(v) => v.toLocaleString('en-AU')}
      />
    </ChartFigure>
  );
}
