import { scaleLinear } from 'd3-scale';

/** The margins round a chart's drawing area, in CSS pixels. */
export const frame = {
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

/** Pixels per character of axis text (13 px, charts.css), with room to spare. */
const CHARACTER_WIDTH = 7.5;
const LABEL_GAP = 12;

/**
 * Show every nth label so labels never crowd each other: at most `room`
 * of them, and no more than the drawing's width holds side by side.
 */
export function labelStep(labels: readonly string[], width: number, room = 12) {
  const longest = Math.max(1, ...labels.map((label) => label.length));
  const drawn = width - frame.left - frame.right;
  const fits = Math.floor(drawn / (longest * CHARACTER_WIDTH + LABEL_GAP));
  return Math.max(
    1,
    Math.ceil(labels.length / Math.max(1, Math.min(room, fits))),
  );
}
