import { describe, expect, it } from 'vitest';
import { usageBasis } from './usage-basis.ts';

describe('usageBasis', () => {
  it('names the monthly kWh the visitor typed', () => {
    expect(
      usageBasis({ kind: 'monthlyKwh', monthlyKwh: 450 }, 'kWh', 450),
    ).toBe('based on 450 kWh a month');
  });

  it('names gas use in MJ', () => {
    expect(
      usageBasis({ kind: 'monthlyKwh', monthlyKwh: 1200 }, 'MJ', 1200),
    ).toBe('based on 1200 MJ a month');
  });

  it('names the bill and the use it implies', () => {
    expect(
      usageBasis(
        { kind: 'monthlyBill', monthlyBillDollars: 150 },
        'kWh',
        412.4,
      ),
    ).toBe('based on a $150 monthly bill (about 412 kWh a month)');
  });

  it('names the first and last day of meter readings', () => {
    const twoDays = Array.from({ length: 96 }, () => 0.5);
    expect(
      usageBasis(
        {
          kind: 'intervals',
          startDate: '2026-02-28',
          intervalMinutes: 30,
          importKwh: twoDays,
        },
        'kWh',
        0,
      ),
    ).toBe('based on your meter data from 28 February 2026 to 1 March 2026');
  });
});
