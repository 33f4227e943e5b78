import { scaleLinear } from 'd3-scale';
import { curveLinear, curveStepAfter, line } from 'd3-shape';
import { frame, labelStep, valueScale } from './chart-frame';
import { type ChartSeries, seriesColour } from './chart-types';
import { useChartWidth } from './use-chart-width';
import { ValueAxis } from './value-axis';

interface LineChartProps {
  /** The x of each value (hours, days since epoch, timestamps…). */
  readonly xValues: readonly number[];
  readonly formatX: (x: number) => string;
  readonly series: readonly ChartSeries[];
  readonly formatValue: (value: number) => string;
  /** Hold each value until the next one, as prices do. */
  readonly step?: boolean;
  readonly height?: number;
}

type Point = readonly [number, number | null];

/**
 * Lines over x; a `null` breaks the line, so a gap reads as a gap. Points
 * are marked too, so a single value or an isolated one is still seen.
 */
export function LineChart({
  xValues,
  formatX,
  series,
  formatValue,
  step = false,
  height = 240,
}: LineChartProps) {
  const [ref, width] = useChartWidth<SVGSVGElement>();
  const y = valueScale(
    series.flatMap((s) => s.values),
    height,
  );
  const low = Math.min(...xValues);
  const high = Math.max(...xValues);
  const x = scaleLinear()
    .domain(low === high ? [low - 1, high + 1] : [low, high])
    .range([frame.left + 8, width - frame.right - 8]);
  const path = line<Point>()
    .defined(([, v]) => v !== null)
    .x(([at]) => x(at))
    .y(([, v]) => y(v ?? 0))
    .curve(step ? curveStepAfter : curveLinear);
  const showPoints = xValues.length <= 40;
  const xLabels = xValues.map(formatX);
  const every = labelStep(xLabels, width, 8);
  return (
    <svg
      ref={ref}
      className="chart"
      viewBox={`0 0 ${width} ${height}`}
      role="presentation"
      focusable="false"
    >
      <ValueAxis scale={y} format={formatValue} width={width} />
      {series.map((s, i) => {
        const points: Point[] = xValues.map((at, k) => [
          at,
          s.values[k] ?? null,
        ]);
        return (
          <g key={s.name} stroke={seriesColour(i)} fill={seriesColour(i)}>
            <path className="chart-line" d={path(points) ?? ''} fill="none" />
            {points.map(([at, v], k) =>
              v !== null && (showPoints || isolated(s.values, k)) ? (
                <circle key={at} cx={x(at)} cy={y(v)} r={3.5} />
              ) : null,
            )}
          </g>
        );
      })}
      <g className="chart-axis">
        {xValues.map((at, k) =>
          k % every === 0 ? (
            <text
              key={at}
              x={x(at)}
              y={height - frame.bottom + 18}
              textAnchor="middle"
            >
              {xLabels[k]}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}

function isolated(values: readonly (number | null)[], k: number) {
  return (values[k - 1] ?? null) === null && (values[k + 1] ?? null) === null;
}
