import type { ScaleLinear } from 'd3-scale';
import { frame } from './chart-frame';

interface ValueAxisProps {
  readonly scale: ScaleLinear<number, number>;
  readonly format: (value: number) => string;
  /** The chart's drawn width, in CSS pixels. */
  readonly width: number;
}

/** Horizontal grid lines with their values on the left. */
export function ValueAxis({ scale, format, width }: ValueAxisProps) {
  return (
    <g className="chart-axis">
      {scale.ticks(4).map((tick) => (
        <g key={tick} transform={`translate(0,${scale(tick)})`}>
          <line
            className={tick === 0 ? 'chart-axis__zero' : 'chart-axis__grid'}
            x1={frame.left}
            x2={width - frame.right}
          />
          <text x={frame.left - 6} dy="0.32em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}
