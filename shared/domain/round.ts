/** `value` rounded half up to `places` decimal places (2 for cents). */
export function roundTo(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}
