import { scaleBand } from 'd3-scale';
import { frame, labelStep, valueScale } from './chart-frame';
import { type ChartSeries, seriesColour } from './chart-types';
import { useChartWidth } from './use-chart-width';
import { ValueAxis } from './value-axis';

interface BarChartProps {
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  /** Short value labels for the axis, e.g. "$120". */
  readonly formatValue: (value: number) => string;
  /** Stack the series in one bar per category instead of side by side. */
  readonly stacked?: boolean;
  readonly height?: number;
}

/** Bars per category; a `null` value leaves a gap, never a zero bar. */
export function BarChart({
  categories,
  series,
  formatValue,
  stacked = false,
  height = 240,
}: BarChartProps) {
  const [ref, width] = useChartWidth<SVGSVGElement>();
  const totals = categories.map((_, i) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
  );
  const lows = series.flatMap((s) => s.values);
  const y = valueScale([...totals, ...lows], height);
  const x = scaleBand<number>()
    .domain(categories.map((_, i) => i))
    .range([frame.left, width - frame.right])
    .padding(0.2);
  const inner = scaleBand<number>()
    .domain(series.map((_, i) => i))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const step = labelStep(categories, width);
  const bars = categories.flatMap((category, c) => {
    let base = 0;
    return series.flatMap((s, i) => {
      const value = s.values[c];
      if (value === null || value === undefined) return [];
      const from = stacked ? base : 0;
      const to = from + value;
      if (stacked) base = to;
      const left = (x(c) ?? 0) + (stacked ? 0 : (inner(i) ?? 0));
      return [
        <rect
          key={`${category}-${s.name}`}
          x={left}
          width={stacked ? x.bandwidth() : inner.bandwidth()}
          y={Math.min(y(from), y(to))}
          height={Math.abs(y(from) - y(to))}
          fill={seriesColour(i)}
        />,
      ];
    });
  });
  return (
    <svg
      ref={ref}
      className="chart"
      viewBox={`0 0 ${width} ${height}`}
      role="presentation"
      focusable="false"
    >
      <ValueAxis scale={y} format={formatValue} width={width} />
      {bars}
      <g className="chart-axis">
        {categories.map((label, c) =>
          c % step === 0 ? (
            <text
              key={label}
              x={(x(c) ?? 0) + x.bandwidth() / 2}
              y={height - frame.bottom + 18}
              textAnchor="middle"
            >
              {label}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
