import { describe, expect, it } from 'vitest';
import { createUsageProfile } from '../usage/usage-profile.ts';
import type { EnergyTotals } from './dispatch.ts';
import { annualBalance, averageDay } from './summary.ts';

describe('annualBalance (docs/what-if.md, Energy balance)', () => {
  it('scales a profile of 73 days by five to a year, to 0.1 kWh', () => {
    const totals: EnergyTotals = {
      homeUse: 100.01,
      bought: 80,
      boughtForBattery: 5,
      exported: 30,
      solarGenerated: 50,
      selfConsumed: 20,
      curtailed: 2,
      stored: 10,
      discharged: 9,
      losses: 1,
      storedAtEnd: 0,
      existingExport: 3,
    };
    const year = annualBalance(totals, 73);
    expect(year.homeUse).toBe(500.1);
    expect(year.bought).toBe(400);
    expect(year.boughtForBattery).toBe(25);
    expect(year.exported).toBe(150);
    expect(year.solarGenerated).toBe(250);
    expect(year.selfConsumed).toBe(100);
    expect(year.curtailed).toBe(10);
    expect(year.stored).toBe(50);
    expect(year.discharged).toBe(45);
    expect(year.losses).toBe(5);
    // 80 + 3 + 50 in, 100.01 + 30 + 2 + 1 + 0 out: a gap of -0.01 a period.
    expect(year.unaccounted).toBeCloseTo(-0.05, 10);
  });
});

describe('averageDay', () => {
  const days = 2;
  const general = new Float64Array(96).fill(0.5);
  const controlled = new Float64Array(96);
  controlled[2] = 2; // day one, 01:00
  controlled[50] = 4; // day two, 01:00

  it('adds controlled load to general import and averages each half-hour', () => {
    const exported = new Float64Array(96);
    exported[24] = 1;
    const profile = createUsageProfile({
      startDate: '2025-01-06',
      intervalMinutes: 30,
      importPerInterval: general,
      controlledLoadPerInterval: controlled,
      exportPerInterval: exported,
    });
    const day = averageDay(profile);
    expect(profile.days).toBe(days);
    expect(day.import).toHaveLength(48);
    expect(day.import[0]).toBe(0.5);
    expect(day.import[2]).toBe(3.5);
    expect(day.export[24]).toBe(0.5);
    expect(day.export[0]).toBe(0);
    expect(day).not.toHaveProperty('battery');
  });

  it('gives zero export without an export channel and a battery flow when given', () => {
    const profile = createUsageProfile({
      startDate: '2025-01-06',
      intervalMinutes: 30,
      importPerInterval: general,
    });
    const battery = new Float64Array(96);
    battery[20] = 1;
    battery[68] = 2;
    battery[40] = -3;
    const day = averageDay(profile, battery);
    expect(day.import[2]).toBe(0.5);
    expect(day.export).toEqual(new Array(48).fill(0));
    expect(day.battery?.[20]).toBe(1.5);
    expect(day.battery?.[40]).toBe(-1.5);
  });
});
