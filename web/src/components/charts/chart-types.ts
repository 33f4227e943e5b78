/** One named row of values; `null` is a gap (no data), never zero. */
export interface ChartSeries {
  readonly name: string;
  readonly values: readonly (number | null)[];
}

/** The table a screen reader reads instead of the drawing. */
export interface ChartTable {
  /** Header of the first column, e.g. "Month". */
  readonly rowHeader: string;
  readonly columns: readonly string[];
  readonly rows: readonly {
    readonly label: string;
    /** `null` is read as "no data". */
    readonly cells: readonly (string | null)[];
  }[];
}

/** Series colours from the design tokens, in drawing order. */
export const seriesColour = (index: number) =>
  `var(--chart-${(index % 6) + 1})`;

/**
 * The table for labelled points and their series: one row per label,
 * one column per series.
 */
export function seriesTable(input: {
  readonly rowHeader: string;
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly format: (value: number) => string;
}): ChartTable {
  return {
    rowHeader: input.rowHeader,
    columns: input.series.map((s) => s.name),
    rows: input.labels.map((label, i) => ({
      label,
      cells: input.series.map((s) => {
        const value = s.values[i];
        return value === null || value === undefined
          ? null
          : input.format(value);
      }),
    })),
  };
}
