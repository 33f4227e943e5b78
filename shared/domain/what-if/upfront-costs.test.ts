import { describe, expect, it } from 'vitest';
import { whatIfCostsIn2026 as costs } from './fixtures/what-if-costs.ts';
import {
  batteryCertificates,
  solarCertificates,
  upfrontCosts,
  whatIfMoney,
} from './upfront-costs.ts';

const solar = { kw: 6.6, exportLimitKw: 5 };
const battery = { usableKwh: 10, powerKw: 5, roundTripEfficiency: 0.9 };

describe('battery certificates', () => {
  it('steps down on the published date', () => {
    expect(batteryCertificates(costs, 10, '2026-04-30')).toBe(84);
    expect(batteryCertificates(costs, 10, '2026-05-01')).toBe(68);
  });

  it('tapers above 14 and 28 kWh and counts nothing above 50 kWh', () => {
    // 14 + 0.6 × 14 + 0.15 × 22 = 25.7 kWh counted, × 6.8 = 174.76
    expect(batteryCertificates(costs, 50, '2026-06-01')).toBe(174);
    expect(batteryCertificates(costs, 80, '2026-06-01')).toBe(174);
    // 14 + 0.6 × 6 = 17.6, × 6.8 = 119.68
    expect(batteryCertificates(costs, 20, '2026-06-01')).toBe(119);
  });

  it('gives none below the minimum size or on a date outside every step', () => {
    expect(batteryCertificates(costs, 4.9, '2026-06-01')).toBe(0);
    expect(batteryCertificates(costs, 10, '2025-12-31')).toBe(0);
  });
});

describe('solar certificates', () => {
  it('counts kW × zone rating × the years deemed for the install date', () => {
    expect(solarCertificates(costs, 6.6, '2026-06-01')).toEqual({
      low: 39, // 6.6 × 1.2 × 5 = 39.6
      high: 46, // 6.6 × 1.4 × 5 = 46.2
    });
    expect(solarCertificates(costs, 6.6, '2027-06-01').low).toBe(31);
    expect(solarCertificates(costs, 6.6, '2031-01-01')).toEqual({
      low: 0,
      high: 0,
    });
  });
});

describe('upfront costs', () => {
  it('prices panels and a battery before and after their certificates', () => {
    const upfront = upfrontCosts(costs, { solar, battery }, '2026-06-01');
    expect(upfront?.solar).toEqual({
      installed: { low: 6600, high: 9900 },
      certificates: 39,
      rebate: { low: 39 * 36, high: 46 * 40 },
    });
    expect(upfront?.battery).toEqual({
      installed: { low: 7000, high: 10_000 },
      certificates: 68,
      rebate: { low: 68 * 36, high: 68 * 40 },
    });
    // Lowest price less the highest rebate, highest price less the lowest
    expect(upfront?.net).toEqual({
      low: 6600 - 1840 + 7000 - 2720,
      high: 9900 - 1404 + 10_000 - 2448,
    });
  });

  it('never makes the net cost of a line negative', () => {
    const generous = {
      ...costs,
      certificatePrice: { low: 500, high: 500, source: 's' },
    };
    const upfront = upfrontCosts(generous, { battery }, '2026-06-01');
    const both = upfrontCosts(generous, { solar, battery }, '2026-06-01');
    expect(upfront?.net).toEqual({ low: 0, high: 0 });
    // The battery's surplus rebate does not discount the panels
    expect(both?.net).toEqual({ low: 0, high: 0 });
    const dearer = {
      ...costs,
      certificatePrice: { low: 200, high: 200, source: 's' },
    };
    // Battery: 68 × $200 is more than $10,000; panels: $9,900 less 39 × $200
    expect(upfrontCosts(dearer, { solar, battery }, '2026-06-01')?.net).toEqual(
      { low: 0, high: 9900 - 39 * 200 },
    );
  });

  it('is nothing for a change that buys no panels or battery', () => {
    expect(
      upfrontCosts(costs, { loadShift: { eveningShare: 0.3 } }, '2026-06-01'),
    ).toBeNull();
  });
});

describe('what-if money', () => {
  it('gives a payback range in whole years from the net cost range and the saving', () => {
    const money = whatIfMoney(costs, { solar, battery }, '2026-06-01', 1000);
    const net = upfrontCosts(costs, { solar, battery }, '2026-06-01')?.net;
    expect(money.payback).toEqual({
      years: {
        low: Math.floor((net?.low ?? 0) / 1000),
        high: Math.ceil((net?.high ?? 0) / 1000),
      },
      annualSavingDollars: 1000,
    });
    expect(money.payback?.years).toEqual({ low: 9, high: 17 });
    expect(money.noPaybackBecause).toBeNull();
    expect(money.validUntil).toBe('2026-12-31');
  });

  it('shows no cost and no payback once the data has expired', () => {
    const money = whatIfMoney(costs, { solar }, '2027-01-01', 1000);
    expect(money).toMatchObject({
      upfront: null,
      payback: null,
      noPaybackBecause: 'costDataExpired',
    });
    expect(
      whatIfMoney(costs, { solar }, '2026-12-31', 1000).payback,
    ).not.toBeNull();
  });

  it('says why there is no payback: nothing bought, an EV in the change, no saving', () => {
    const ev = { kmPerYear: 10_000, kwhPer100Km: 17, charging: 'any' as const };
    expect(whatIfMoney(costs, { ev }, '2026-06-01', 500).noPaybackBecause).toBe(
      'nothingBought',
    );
    const withEv = whatIfMoney(costs, { solar, ev }, '2026-06-01', 500);
    expect(withEv.noPaybackBecause).toBe('evInChange');
    expect(withEv.upfront?.solar).toBeDefined();
    expect(
      whatIfMoney(costs, { battery }, '2026-06-01', 0).noPaybackBecause,
    ).toBe('noSaving');
    expect(
      whatIfMoney(costs, { battery }, '2026-06-01', null).noPaybackBecause,
    ).toBe('noSaving');
  });
});
