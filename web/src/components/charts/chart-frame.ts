import { scaleLinear } from 'd3-scale';

/** The drawing area inside a chart's viewBox; sizes are viewBox units. */
export const frame = {
  width: 640,
  top: 12,
  right: 12,
  bottom: 28,
  left: 60,
} as const;

/** A value axis from zero (or the lowest value, when below zero) up. */
export function valueScale(values: readonly (number | null)[], height: number) {
  const defined = values.filter((v): v is number => v !== null);
  const high = Math.max(0, ...defined);
  const low = Math.min(0, ...defined);
  return scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .nice()
    .range([height - frame.bottom, frame.top]);
}

/** Show every nth category label so labels never crowd each other. */
export const labelStep = (count: number, room = 12) =>
  Math.max(1, Math.ceil(count / room));
