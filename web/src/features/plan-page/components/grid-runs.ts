import type { TariffGrid } from '#shared/domain/costs/tariff-map-types';

/** `0` → `12am`, `15` → `3pm`, `48` → `12am` (the end of the day). */
export function clockLabel(halfHour: number): string {
  const minutes = (halfHour * 30) % 1440;
  const hour = Math.floor(minutes / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const mm =
    minutes % 60 === 0 ? '' : `:${String(minutes % 60).padStart(2, '0')}`;
  return `${h12}${mm}${hour < 12 ? 'am' : 'pm'}`;
}

/** One stretch of a row with one rate (or none). */
export interface GridRun {
  readonly days: string;
  readonly from: number;
  readonly to: number;
  readonly rate: number | null;
}

/** Each row's consecutive half-hours with the same rate, in order. */
export function gridRuns(grid: Pick<TariffGrid, 'rows'>): GridRun[] {
  return grid.rows.flatMap((row) => {
    const runs: GridRun[] = [];
    row.cells.forEach((rate, i) => {
      const last = runs[runs.length - 1];
      if (last && last.rate === rate)
        runs[runs.length - 1] = { ...last, to: i + 1 };
      else runs.push({ days: row.days, from: i, to: i + 1, rate });
    });
    return runs;
  });
}

/** `Weekdays, 7am to 10pm`: a run as the table reads it. */
export const runLabel = (run: GridRun) =>
  `${run.days}, ${clockLabel(run.from)} to ${clockLabel(run.to)}`;
