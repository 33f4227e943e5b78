// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageCharts } from './usage-charts';

afterEach(cleanup);

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) =>
      [...row.children].map((cell) => cell.textContent ?? '').join(' | '),
    );

/** 30 days from 31 Jan 2026: 1 kWh a half-hour on 31 Jan and 2 Feb, else 0. */
const meterUsage = {
  kind: 'intervals' as const,
  startDate: '2026-01-31',
  intervalMinutes: 30 as const,
  importKwh: Array.from({ length: 48 * 30 }, (_, i) =>
    i < 48 || (i >= 96 && i < 144) ? 1 : 0,
  ),
};

describe('UsageCharts', () => {
  it('says plainly that typed usage is drawn as a typical household', () => {
    render(
      <UsageCharts
        usage={{ kind: 'monthlyKwh', monthlyKwh: 300 }}
        energyType="Electricity"
      />,
    );
    expect(screen.getByText(/typical household's, not yours/)).toBeTruthy();
    expect(rows('Use by month')).toHaveLength(13);
    expect(screen.queryByText(/rate windows/)).toBeNull();
  });

  it('says a bill is drawn as a typical household too', () => {
    render(
      <UsageCharts
        usage={{ kind: 'monthlyBill', monthlyBillDollars: 150 }}
        energyType="Electricity"
      />,
    );
    expect(
      screen.getByText(
        /typical household's, not yours: .* your bill works out to/,
      ),
    ).toBeTruthy();
  });

  it('leaves a meter file’s missing month blank in the table, never 0', () => {
    // Arrange: the file read only 31 Jan and 2 Feb; every other day is a gap.
    const missing = [
      '2026-02-01',
      ...Array.from(
        { length: 26 },
        (_, i) => `2026-02-${String(i + 3).padStart(2, '0')}`,
      ),
      '2026-03-01',
    ];
    // Act
    render(
      <UsageCharts
        usage={meterUsage}
        energyType="Electricity"
        meter={{ missingDates: missing }}
      />,
    );
    // Assert
    expect(rows('Use by month')).toEqual([
      'Month | Bought from the grid',
      'Jan 2026 (1 of 31 days) | 48 kWh',
      'Feb 2026 (1 of 28 days) | 48 kWh',
      'Mar 2026 | No data',
    ]);
    expect(screen.getByText(/no readings for 28 days/)).toBeTruthy();
  });

  it('shows the season picked, with the hours of its average day', async () => {
    // Arrange
    render(
      <UsageCharts
        usage={{ kind: 'monthlyKwh', monthlyKwh: 300 }}
        energyType="Solar"
      />,
    );
    // Act
    await userEvent.selectOptions(screen.getByLabelText('Season'), 'Winter');
    // Assert
    const table = rows('Average winter day, by hour');
    expect(table[0]).toBe('Hour | Bought from the grid | Exported (solar)');
    expect(table).toHaveLength(25);
    expect(table[1]).toMatch(/^12 am \| [\d.]+ kWh \| 0 kWh$/);
  });

  it('shows the share of meter readings in each window of the cheapest plan', () => {
    render(
      <UsageCharts
        usage={meterUsage}
        energyType="Electricity"
        windows={{
          planId: 'P1',
          planName: 'Night Saver',
          windows: [
            { label: 'Peak', kwh: 24, share: 0.25 },
            { label: 'Off peak', kwh: 72, share: 0.75 },
          ],
        }}
      />,
    );
    expect(rows('Your use in the rate windows of Night Saver')).toEqual([
      'Rate window | Share of use | Energy',
      'Peak | 25% | 24 kWh',
      'Off peak | 75% | 72 kWh',
    ]);
  });

  it('draws the charts the API priced a bill on, not a shape of its own', () => {
    // Arrange: what the API drew of a bill, its bands in its plan's windows
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      hour,
      importKwh: hour === 7 ? 2.5 : 0.1,
      exportKwh: null,
      controlledLoadKwh: null,
    }));
    const month = {
      month: '2026-04',
      label: 'Apr 2026',
      importKwh: 410.5,
      exportKwh: null,
      controlledLoadKwh: null,
      daysWithData: 30,
      days: 30,
      calendarDays: 30,
    };
    // Act
    render(
      <UsageCharts
        usage={{
          kind: 'bill',
          periods: [
            {
              startDate: '2026-04-01',
              endDate: '2026-04-30',
              peakKwh: 300,
              offPeakKwh: 110.5,
            },
          ],
          currentPlanId: 'P1',
        }}
        energyType="Electricity"
        postcode="2000"
        priced={{
          seasons: [{ season: 'Autumn', days: 30, hours }],
          months: [month],
          hasExport: false,
          hasControlledLoad: false,
          missingDays: 0,
          basis: 'typical',
          unit: 'kWh',
        }}
      />,
    );
    // Assert
    expect(rows('Use by month')).toEqual([
      'Month | Bought from the grid',
      'Apr 2026 | 410.5 kWh',
    ]);
    expect(rows('Average autumn day, by hour')[8]).toBe('7 am | 2.5 kWh');
  });
});
