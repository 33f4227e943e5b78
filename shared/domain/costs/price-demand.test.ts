import { describe, expect, it } from 'vitest';
import { parsePlanDetail } from '../../cdr/plan-detail.ts';
import { createUsageProfile } from '../usage/usage-profile.ts';
import { compilePlan } from './compile-plan.ts';
import {
  planDocument,
  singleRatePeriod,
  weekdayEveningDemand,
} from './fixtures/plan-documents.ts';
import { demandLines, priceDemandCharge } from './price-demand.ts';
import { PricingContext } from './pricing-context.ts';

type Json = Record<string, unknown>;

/**
 * January and February 2025 (59 days), no use except at 17:00-17:30 AEST:
 * 2 kWh on Wed 15 Jan (4 kW), 1 kWh on Thu 16 Jan (2 kW) and 5 kWh on
 * Sat 18 Jan (outside the weekday window).
 */
const context = new PricingContext(
  createUsageProfile({
    startDate: '2025-01-01',
    intervalMinutes: 30,
    importPerInterval: (() => {
      const usage = new Float64Array(59 * 48);
      usage[14 * 48 + 34] = 2;
      usage[15 * 48 + 34] = 1;
      usage[17 * 48 + 34] = 5;
      return usage;
    })(),
  }),
);

/** Measures and lines of a weekday 3-9 pm AEST demand charge. */
function priceDemand(amount: string, charge: Json, period: Json = {}) {
  const plan = compilePlan(
    parsePlanDetail(
      planDocument('TST-DEMAND-PERIODS', {
        pricingModel: 'SINGLE_RATE',
        timeZone: 'AEST',
        tariffPeriod: [
          singleRatePeriod('1.00', [{ unitPrice: '0.25' }]),
          { ...weekdayEveningDemand(amount, charge), ...period },
        ],
      }),
    ),
  );
  const demand = plan.demandCharges[0]?.[0];
  const seasons = plan.demandSeasons;
  if (!demand || !seasons) throw new Error('fixture has no demand charge');
  const measures = priceDemandCharge(context, demand, seasons, 0);
  return { measures, lines: demandLines(context, demand, measures) };
}

describe('priceDemandCharge', () => {
  it('measures DAY demand on each weekday and reports it per month', () => {
    // Act: 40 c per kW per day, at least 1 kW
    const { measures } = priceDemand('0.40', {
      measurementPeriod: 'DAY',
      minDemand: '1.00',
    });
    // Assert: Jan has 23 weekdays: 4 kW, 2 kW and 21 days at the 1 kW
    // minimum → 0.40 × 27 = 10.80; Feb has 20 weekdays at 1 kW → 8.00
    expect(measures).toEqual([
      {
        start: 0,
        end: 31,
        peakKw: 4,
        chargedKw: 4,
        dollars: expect.closeTo(10.8, 12),
      },
      {
        start: 33,
        end: 59,
        peakKw: 0,
        chargedKw: 1,
        dollars: expect.closeTo(8, 12),
      },
    ]);
  });

  it('labels DAY demand lines by month, from the first to the last weekday', () => {
    // Act
    const { lines } = priceDemand('0.40', {
      measurementPeriod: 'DAY',
      minDemand: '1.00',
    });
    // Assert: Feb 2025 starts on a Saturday, so Monday 3 Feb is first
    expect(lines.map((l) => [l.label, l.from, l.to, l.dollarsIncGst])).toEqual([
      ['Demand · Jan 2025', '2025-01-01', '2025-01-31', expect.closeTo(11.88)],
      ['Demand · Feb 2025', '2025-02-03', '2025-02-28', expect.closeTo(8.8)],
    ]);
  });

  it('measures TARIFF_PERIOD demand once and charges the share of the period', () => {
    // Act: $36.50 per kW per tariff period (the whole year), no minimum
    const { measures, lines } = priceDemand('36.50', {
      measurementPeriod: 'TARIFF_PERIOD',
      chargePeriod: 'TARIFF_PERIOD',
      minDemand: undefined,
    });
    // Assert: peak 4 kW over 59 of 365 days: 36.50 × 4 × 59 / 365 = 23.60
    expect(measures).toEqual([
      {
        start: 0,
        end: 59,
        peakKw: 4,
        chargedKw: 4,
        dollars: expect.closeTo(23.6, 12),
      },
    ]);
    expect(lines[0]).toMatchObject({
      label: 'Demand · 2025-01-01 to 2025-02-28',
      chargePeriod: 'TARIFF_PERIOD',
      dollarsPerKwIncGst: expect.closeTo(40.15, 12),
      dollarsExGst: expect.closeTo(23.6, 12),
    });
  });

  it('caps the charged demand at maxDemand', () => {
    // Act: $9 per kW a month, measured monthly, charged on at most 3 kW
    const { measures } = priceDemand('9.00', {
      chargePeriod: 'MONTH',
      minDemand: undefined,
      maxDemand: '3.00',
    });
    // Assert: Jan peak 4 kW → 3 kW × $9 × 31 × 12 / 365; Feb 0 kW → $0
    expect(measures.map((m) => [m.peakKw, m.chargedKw, m.dollars])).toEqual([
      [4, 3, expect.closeTo((3 * 9 * 31 * 12) / 365, 12)],
      [0, 0, 0],
    ]);
  });
  it('measures only the days of a demand season that covers part of the year', () => {
    // Act: 40 c/kW/day, at least 1.5 kW, from 15 Jan to 15 Feb only
    const { measures } = priceDemand(
      '0.40',
      {},
      { startDate: '01-15', endDate: '02-15' },
    );
    // Assert: 15-31 Jan (17 days) at the 4 kW peak: 0.40 × 4 × 17 = 27.20;
    // 1-15 Feb (15 days) at the 1.5 kW minimum: 0.40 × 1.5 × 15 = 9.00
    expect(measures).toEqual([
      {
        start: 14,
        end: 31,
        peakKw: 4,
        chargedKw: 4,
        dollars: expect.closeTo(27.2, 12),
      },
      {
        start: 31,
        end: 46,
        peakKw: 0,
        chargedKw: 1.5,
        dollars: expect.closeTo(9, 12),
      },
    ]);
  });
});
