import { describe, expect, it } from 'vitest';
import { usageInputSchema } from '#shared/contracts/compare';
import { parseNem12 } from '#shared/domain/usage/nem12-parser';
import { MeterUsageError, meterUsageFromNem12 } from './nem12-intervals';
import { channel, dates, day, nem12 } from './nem12-sample';

const NMI = '6305000001';
const OTHER = '4102000002';

describe('meterUsageFromNem12', () => {
  it('turns a solar meter’s E1 and B1 into half-hourly import and export', () => {
    // Arrange
    const file = parseNem12(
      nem12(
        channel(NMI, 'E1'),
        ...dates('20260301', 3).map((d) => day(d, 0.5)),
        channel(NMI, 'B1'),
        ...dates('20260301', 3).map((d) => day(d, 0.25)),
      ),
    );
    // Act
    const meter = meterUsageFromNem12(file, NMI);
    // Assert
    expect(meter.usage.startDate).toBe('2026-03-01');
    expect(meter.usage.intervalMinutes).toBe(30);
    expect(meter.usage.importKwh).toHaveLength(144);
    expect(meter.usage.exportKwh).toHaveLength(144);
    expect(meter.endDate).toBe('2026-03-03');
    expect(meter.importKwh).toBeCloseTo(72);
    expect(meter.exportKwh).toBeCloseTo(36);
    expect(meter.summary).toBe(
      'NEM12 meter 6305000001: 3 days, 72 kWh used, 36 kWh exported',
    );
    expect(usageInputSchema.safeParse(meter.usage).success).toBe(true);
  });

  it('uses only the chosen meter when the file holds two', () => {
    // Arrange
    const file = parseNem12(
      nem12(
        channel(NMI, 'E1'),
        day('20260301', 1),
        channel(OTHER, 'E1'),
        day('20260301', 2),
      ),
    );
    // Act
    const first = meterUsageFromNem12(file, NMI);
    const second = meterUsageFromNem12(file, OTHER);
    // Assert
    expect(first.importKwh).toBeCloseTo(48);
    expect(second.importKwh).toBeCloseTo(96);
    expect(second.summary).toMatch(/^NEM12 meter 4102000002: 1 day, 96 kWh/);
  });

  it('sums 5- and 15-minute readings into half-hours', () => {
    // Arrange
    const file = parseNem12(
      nem12(
        channel(NMI, 'E1', 5),
        day('20260301', (i) => (i < 6 ? 0.1 : 0), 'A', 5),
        channel(NMI, 'B1', 15),
        day('20260301', (i) => (i === 2 || i === 3 ? 0.2 : 0), 'A', 15),
      ),
    );
    // Act
    const meter = meterUsageFromNem12(file, NMI);
    // Assert
    expect(meter.usage.importKwh.slice(0, 2)).toEqual([0.6, 0]);
    expect(meter.usage.exportKwh?.slice(0, 3)).toEqual([0, 0.4, 0]);
    expect(meter.usage.importKwh).toHaveLength(48);
  });

  it('keeps the latest 366 days of a longer file', () => {
    // Arrange
    const all = dates('20250101', 370);
    const file = parseNem12(
      nem12(channel(NMI, 'E1'), ...all.map((d, i) => day(d, i < 4 ? 9 : 0.1))),
    );
    // Act
    const meter = meterUsageFromNem12(file, NMI);
    // Assert
    expect(meter.days).toBe(366);
    expect(meter.droppedDays).toBe(4);
    expect(meter.usage.startDate).toBe('2025-01-05');
    expect(meter.usage.importKwh).toHaveLength(366 * 48);
    expect(meter.importKwh).toBeCloseTo(366 * 4.8);
    expect(meter.summary).toMatch(/\(the latest 366 days\)$/);
    expect(usageInputSchema.safeParse(meter.usage).success).toBe(true);
  });

  it('counts substituted and estimated readings in the kept days', () => {
    // Arrange
    const file = parseNem12(
      nem12(
        channel(NMI, 'E1'),
        day('20260301', 1, 'S14'),
        day('20260302', 1, 'V'),
        '400,1,10,E52,,',
        '400,11,48,A,,',
        day('20260303', 1, 'A'),
      ),
    );
    // Act
    const meter = meterUsageFromNem12(file, NMI);
    // Assert
    expect(meter.readings).toBe(144);
    expect(meter.substituted).toBe(48);
    expect(meter.estimated).toBe(10);
    expect(meter.summary).toBe(
      'NEM12 meter 6305000001: 3 days, 144 kWh used, 58 of 144 readings estimated or substituted',
    );
  });

  it('adds controlled load (E2) to import, as the API has no register for it', () => {
    // Arrange
    const file = parseNem12(
      nem12(
        channel(NMI, 'E1'),
        day('20260301', 1),
        channel(NMI, 'E2'),
        day('20260301', (i) => (i < 10 ? 2 : 0)),
      ),
    );
    // Act
    const meter = meterUsageFromNem12(file, NMI);
    // Assert
    expect(meter.usage.importKwh[0]).toBe(3);
    expect(meter.controlledLoadKwh).toBe(20);
    expect(meter.extras.controlledLoadKwh?.slice(0, 6)).toEqual([
      2, 2, 2, 2, 2, 2,
    ]);
    expect(meter.exportKwh).toBeUndefined();
    expect(meter.usage).not.toHaveProperty('exportKwh');
    expect(meter.summary).toBe(
      'NEM12 meter 6305000001: 1 day, 68 kWh used (20 kWh controlled load)',
    );
  });

  it('fills a missing day with zero and reports it', () => {
    // Arrange
    const file = parseNem12(
      nem12(channel(NMI, 'E1'), day('20260301', 1), day('20260303', 1)),
    );
    // Act
    const meter = meterUsageFromNem12(file, NMI);
    // Assert
    expect(meter.days).toBe(3);
    expect(meter.missingDays).toBe(1);
    expect(meter.extras.missingDates).toEqual(['2026-03-02']);
    expect(meter.usage.importKwh.slice(48, 96).every((v) => v === 0)).toBe(
      true,
    );
  });

  it('refuses readings the compare API cannot take', () => {
    // Arrange
    const big = parseNem12(nem12(channel(NMI, 'E1'), day('20260301', 1200)));
    const negative = parseNem12(
      nem12(
        channel(NMI, 'E1'),
        day('20260301', 1),
        channel(NMI, 'B1'),
        day('20260301', -1),
      ),
    );
    // Act / Assert
    expect(() => meterUsageFromNem12(big, NMI)).toThrow(MeterUsageError);
    expect(() => meterUsageFromNem12(big, NMI)).toThrow(/above 1000 kWh/);
    expect(() => meterUsageFromNem12(negative, NMI)).toThrow(
      /export.*negative/,
    );
  });

  it('explains a meter with no import register', () => {
    // Arrange
    const file = parseNem12(nem12(channel(NMI, 'B1'), day('20260301', 1)));
    // Act / Assert
    expect(() => meterUsageFromNem12(file, NMI)).toThrow(/no kWh import/);
  });
});
