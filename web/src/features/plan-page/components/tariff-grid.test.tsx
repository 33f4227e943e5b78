import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TariffGrid } from '#shared/domain/costs/tariff-map-types';
import { TariffGridChart } from './tariff-grid';

afterEach(cleanup);

const fill = (runs: [number, number | null][]) =>
  runs.flatMap(([count, rate]) => Array<number | null>(count).fill(rate));

/** Weekday peak 7am-10pm, off-peak overnight; weekends without a charge. */
const grid: TariffGrid = {
  kind: 'usage',
  season: 'Summer',
  rates: [
    { name: 'Off peak', centsPerUnit: 22, unit: 'kWh', stepped: false },
    { name: 'Peak', centsPerUnit: 44, unit: 'kWh', stepped: false },
  ],
  rows: [
    {
      days: 'Weekdays',
      cells: fill([
        [14, 0],
        [30, 1],
        [4, 0],
      ]),
    },
    { days: 'Weekends', cells: fill([[48, null]]) },
  ],
};

describe('TariffGridChart', () => {
  it('draws each half-hour in its rate’s own colour and leaves hours without a rate plain', () => {
    const { container } = render(<TariffGridChart grid={grid} />);
    const [weekdays, weekends] = container.querySelectorAll('svg');
    const fills = (svg: Element | undefined) =>
      [...(svg?.querySelectorAll('rect') ?? [])].map((r) =>
        r.getAttribute('fill'),
      );
    const weekday = fills(weekdays);
    expect(weekday).toHaveLength(48);
    expect(weekday[13]).not.toBe(weekday[14]);
    expect(new Set(weekday).size).toBe(2);
    expect(new Set(fills(weekends))).toEqual(
      new Set(['var(--color-neutral-tint)']),
    );
  });

  it('reads as a table of the day’s stretches, shown by its toggle', async () => {
    render(<TariffGridChart grid={grid} />);
    const table = screen.getByRole('table', {
      name: 'Usage rates by time of day (Summer)',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'WhenRatePrice',
      'Weekdays, 12am to 7amOff peak22.00c/kWh',
      'Weekdays, 7am to 10pmPeak44.00c/kWh',
      'Weekdays, 10pm to 12amOff peak22.00c/kWh',
      'Weekends, 12am to 12amNo rate published for these timesNone',
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Show as table' }),
    );
    expect(table.closest('.chart-figure__table')).not.toBeNull();
  });
});
