import { describe, expect, it } from 'vitest';
import { usageChartsFor } from './usage-for-charts.ts';

const twoDays = (value: number) => Array.from({ length: 96 }, () => value);

describe('usageChartsFor', () => {
  it('draws typed usage as the typical household shape the ranking prices', () => {
    // Act
    const charts = usageChartsFor(
      {
        usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
        energyType: 'Electricity',
      },
      2026,
    );
    // Assert
    expect(charts.basis).toBe('typical');
    expect(charts.months).toHaveLength(12);
    const year = charts.months.reduce((sum, m) => sum + (m.importKwh ?? 0), 0);
    expect(year).toBeCloseTo(3600, 0);
  });

  it('draws a solar home’s assumed export too', () => {
    // Act
    const charts = usageChartsFor(
      { usage: { kind: 'monthlyKwh', monthlyKwh: 300 }, energyType: 'Solar' },
      2026,
    );
    // Assert
    expect(charts.hasExport).toBe(true);
    expect(charts.seasons[0]?.hours[12]?.exportKwh).toBeGreaterThan(0);
    expect(charts.seasons[0]?.hours[2]?.exportKwh).toBe(0);
  });

  it('splits a meter’s controlled load back out of the import it was sent in', () => {
    // Arrange: 1 kWh a half-hour sent as import, 0.25 of it controlled load.
    const usage = {
      kind: 'intervals' as const,
      startDate: '2026-01-01',
      intervalMinutes: 30 as const,
      importKwh: twoDays(1),
    };
    // Act
    const charts = usageChartsFor({ usage, energyType: 'Electricity' }, 2026, {
      missingDates: ['2026-01-02'],
      controlledLoadKwh: twoDays(0.25),
    });
    // Assert
    expect(charts.basis).toBe('meter');
    expect(charts.missingDays).toBe(1);
    expect(charts.months[0]).toMatchObject({
      importKwh: 36,
      controlledLoadKwh: 12,
      daysWithData: 1,
    });
  });

  it('draws gas in MJ', () => {
    // Act
    const charts = usageChartsFor(
      { usage: { kind: 'monthlyKwh', monthlyKwh: 1000 }, energyType: 'Gas' },
      2026,
    );
    // Assert
    expect(charts.unit).toBe('MJ');
    expect(charts.basis).toBe('typical');
  });

  it('keeps a meter’s export, and its import whole when the load does not line up', () => {
    // Arrange: a controlled-load series of the wrong length is not split out.
    const usage = {
      kind: 'intervals' as const,
      startDate: '2026-07-01',
      intervalMinutes: 30 as const,
      importKwh: twoDays(1),
      exportKwh: twoDays(0.5),
    };
    // Act
    const charts = usageChartsFor({ usage, energyType: 'Solar' }, 2026, {
      missingDates: [],
      controlledLoadKwh: [1, 2, 3],
    });
    // Assert
    expect(charts.hasControlledLoad).toBe(false);
    expect(charts.months[0]).toMatchObject({ importKwh: 96, exportKwh: 48 });
  });

  it('splits out load alongside export when both are metered', () => {
    // Arrange
    const usage = {
      kind: 'intervals' as const,
      startDate: '2026-07-01',
      intervalMinutes: 30 as const,
      importKwh: twoDays(1),
      exportKwh: twoDays(0.5),
    };
    // Act
    const charts = usageChartsFor({ usage, energyType: 'Solar' }, 2026, {
      missingDates: [],
      controlledLoadKwh: twoDays(0.25),
    });
    // Assert
    expect(charts.months[0]).toMatchObject({
      importKwh: 72,
      exportKwh: 48,
      controlledLoadKwh: 24,
    });
  });
});
