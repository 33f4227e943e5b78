import { describe, expect, it } from 'vitest';
import { AUSGRID_2025_26 } from '../../contracts/fixtures/reference-prices.ts';
import type { ReferencePrice } from '../../contracts/reference-prices.ts';
import { financialYearOf } from './financial-year.ts';
import {
  medianOf,
  referenceComparisonOf,
  referencePriceFor,
  savingAgainst,
  savingsBasisOf,
} from './savings-basis.ts';

const ausgrid = AUSGRID_2025_26;
const citipower: ReferencePrice = {
  ...ausgrid,
  name: 'Victorian Default Offer',
  network: 'CitiPower',
  annualPriceIncGst: 1546,
  modelAnnualKwh: 4000,
  source: 'ESC, VDO 2025-26 final decision, May 2025',
};
const prices = [ausgrid, citipower];
const who = {
  fuel: 'Electricity',
  network: 'Ausgrid',
  customerType: 'Residential',
  controlledLoad: false,
  financialYear: '2025-26',
} as const;

describe('the financial year', () => {
  it('runs from 1 July to 30 June in eastern Australian time', () => {
    expect(financialYearOf(new Date('2026-11-27T06:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-01T00:00:00Z'))).toBe('2025-26');
    // 30 June 13:59 UTC is 23:59 in Sydney; 14:00 UTC is 1 July.
    expect(financialYearOf(new Date('2026-06-30T13:59:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-06-30T14:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});

describe('the reference price of a zone', () => {
  it('is the figure of the zone, customer type and current year', () => {
    expect(referencePriceFor(prices, who)).toBe(ausgrid);
    // Spellings of one network are one zone.
    expect(referencePriceFor(prices, { ...who, network: 'Citi Power' })).toBe(
      citipower,
    );
  });

  it('is none for an expired year, gas, another customer type, controlled load or an unknown zone', () => {
    expect(
      referencePriceFor(prices, { ...who, financialYear: '2026-27' }),
    ).toBeUndefined();
    expect(referencePriceFor(prices, { ...who, fuel: 'Gas' })).toBeUndefined();
    expect(
      referencePriceFor(prices, { ...who, customerType: 'Business' }),
    ).toBeUndefined();
    expect(
      referencePriceFor(prices, { ...who, controlledLoad: true }),
    ).toBeUndefined();
    expect(
      referencePriceFor(prices, { ...who, network: 'Evoenergy' }),
    ).toBeUndefined();
    expect(
      referencePriceFor(prices, { ...who, network: undefined }),
    ).toBeUndefined();
  });
});

describe('the savings basis', () => {
  const marketCosts = () => [1500, 1700, 1600, 2000];

  it('is the current plan first, then the bill', () => {
    expect(
      savingsBasisOf({
        currentPlan: { annualCostIncGst: 1800 },
        annualBillDollars: 2400,
        reference: ausgrid,
        marketCosts,
      }),
    ).toEqual({
      kind: 'current_plan',
      label: 'your current plan',
      annualCostIncGst: 1800,
    });
    expect(
      savingsBasisOf({
        annualBillDollars: 2400,
        reference: ausgrid,
        marketCosts,
      }),
    ).toEqual({
      kind: 'current_bill',
      label: 'your bill ($2,400 a year)',
      annualCostIncGst: 2400,
    });
  });

  it("is the zone's reference price for this year when no current cost is known", () => {
    expect(savingsBasisOf({ reference: ausgrid, marketCosts })).toEqual({
      kind: 'reference_price',
      label: 'the Default Market Offer for Ausgrid (2025-26)',
      annualCostIncGst: 1965,
      financialYear: '2025-26',
      modelAnnualKwh: null,
      source: ausgrid.source,
    });
  });

  it('is the median plan of the market once the year has no reference price', () => {
    const expired = referencePriceFor(prices, {
      ...who,
      financialYear: financialYearOf(new Date('2026-11-27T00:00:00Z')),
    });
    expect(savingsBasisOf({ reference: expired, marketCosts })).toEqual({
      kind: 'market_median',
      label: 'the median plan in your area',
      annualCostIncGst: 1650,
    });
    expect(savingsBasisOf({ marketCosts: () => [] })).toBeUndefined();
  });

  it('takes the middle cost, or the mean of the two middle ones', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([])).toBeUndefined();
  });

  it('measures a saving against the basis, never below 0', () => {
    const basis = savingsBasisOf({ reference: ausgrid, marketCosts });
    expect(savingAgainst(basis, 1700.5)).toBe(264.5);
    expect(savingAgainst(basis, 2100)).toBe(0);
    expect(savingAgainst(undefined, 100)).toBe(0);
  });
});

describe("a plan against the zone's reference price", () => {
  it('says how much less, more or the same, in whole percent', () => {
    expect(referenceComparisonOf(citipower, 1391.4)).toEqual({
      percent: -10,
      text: '10% less than the Victorian Default Offer for CitiPower (2025-26)',
    });
    expect(referenceComparisonOf(citipower, 1700.6).text).toBe(
      '10% more than the Victorian Default Offer for CitiPower (2025-26)',
    );
    expect(referenceComparisonOf(citipower, 1546).text).toBe(
      'the same as the Victorian Default Offer for CitiPower (2025-26)',
    );
  });
});
