import type { TariffGrid } from '#shared/domain/costs/tariff-map-types';
import { ChartFigure, seriesColour } from '@/components/charts';
import { clockLabel, gridRuns, runLabel } from './grid-runs';
import { GRID_TITLES, priceText } from './rate-text';

const AXIS_MARKS = [0, 12, 24, 36, 48];
const EMPTY = 'var(--color-neutral-tint)';

/** Colours by price, cheapest first, so the same grid reads the same way. */
function coloursOf(grid: TariffGrid): string[] {
  const order = grid.rates
    .map((rate, i) => ({ i, cents: rate.centsPerUnit }))
    .sort((a, b) => a.cents - b.cents);
  const colours: string[] = [];
  order.forEach(({ i }, rank) => {
    colours[i] = seriesColour(rank);
  });
  return colours;
}

/**
 * One charge's rates over the day as a heat-map-like strip per group of
 * days (half-hour cells), with a legend and a table of the same runs.
 */
export function TariffGridChart({ grid }: { grid: TariffGrid }) {
  const colours = coloursOf(grid);
  const caption = `${GRID_TITLES[grid.kind]}${grid.season ? ` (${grid.season})` : ''}`;
  const table = {
    rowHeader: 'When',
    columns: ['Rate', 'Price'],
    rows: gridRuns(grid).map((run) => {
      const rate = run.rate === null ? undefined : grid.rates[run.rate];
      return {
        label: runLabel(run),
        cells: rate
          ? [
              `${rate.name}${rate.stepped ? ' (first step)' : ''}`,
              priceText(rate),
            ]
          : [
              grid.kind === 'demand'
                ? 'Outside the demand window'
                : 'No rate published for these times',
              'None',
            ],
      };
    }),
  };
  const legend = grid.rates.map((rate, i) => ({
    name: `${rate.name} ${priceText(rate)}`,
    colour: colours[i] ?? EMPTY,
  }));
  return (
    <ChartFigure
      caption={caption}
      note="Times are the plan's own, as the retailer publishes them."
      table={table}
      legend={legend}
    >
      <div className="tariff-grid">
        {grid.rows.map((row) => (
          <div className="tariff-grid__row" key={row.days}>
            <span className="tariff-grid__days">{row.days}</span>
            <svg
              className="tariff-grid__strip"
              viewBox="0 0 48 1"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              {row.cells.map((rate, i) => (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its half-hour.
                  key={i}
                  x={i}
                  width={1.02}
                  height={1}
                  fill={rate === null ? EMPTY : (colours[rate] ?? EMPTY)}
                />
              ))}
            </svg>
          </div>
        ))}
        <div className="tariff-grid__axis">
          {AXIS_MARKS.map((mark) => (
            <span key={mark} style={{ left: `${(mark / 48) * 100}%` }}>
              {clockLabel(mark)}
            </span>
          ))}
        </div>
      </div>
    </ChartFigure>
  );
}
