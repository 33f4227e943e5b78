import { describe, expect, it } from 'vitest';
import { compileDocument } from './fixtures/compile-document.ts';
import {
  anytimePeriod,
  everyDay,
  type Json,
  planDocument,
  singleRatePeriod,
  weekdayEveningDemand,
} from './fixtures/plan-documents.ts';
import { buildSeasons } from './seasons.ts';

const compileContract = (contract: Json) =>
  compileDocument(planDocument('TST-DIAG', contract));

describe('compilePlan diagnostics', () => {
  it('refuses a unit price that looks like cents', () => {
    // Arrange: "30.00" dollars per kWh is 30 c written in the wrong unit
    const contract = {
      pricingModel: 'SINGLE_RATE',
      tariffPeriod: [singleRatePeriod('1.00', [{ unitPrice: '30.00' }])],
    };
    // Act
    const plan = compileContract(contract);
    // Assert
    expect(plan.hasErrors).toBe(true);
    expect(plan.diagnostics).toEqual([
      {
        severity: 'error',
        path: 'data.electricityContract.tariffPeriod[0].singleRate.rates[0].unitPrice',
        message: '30 dollars per unit is implausible (cents?)',
      },
    ]);
  });

  it('reports tariff periods that overlap, and the days left uncovered', () => {
    // Arrange: Jan-Jun and Jun-Dec share June
    const contract = {
      pricingModel: 'SINGLE_RATE',
      tariffPeriod: [
        { ...anytimePeriod(), startDate: '01-01', endDate: '06-30' },
        { ...anytimePeriod(), startDate: '06-01', endDate: '12-31' },
      ],
    };
    // Act
    const plan = compileContract(contract);
    // Assert: the second period stops at its first clash, so Jul-Dec are bare
    expect(plan.diagnostics).toEqual([
      {
        severity: 'error',
        path: 'data.electricityContract.tariffPeriod[1]',
        message: 'dates 06-01..12-31 overlap another tariff period',
      },
      {
        severity: 'error',
        path: 'data.electricityContract.tariffPeriod',
        message: 'tariff periods leave days of the year uncovered',
      },
    ]);
  });

  it('warns that kVA demand is estimated as kW', () => {
    // Arrange
    const contract = {
      pricingModel: 'SINGLE_RATE',
      tariffPeriod: [
        anytimePeriod(),
        weekdayEveningDemand('0.40', { measureUnit: 'KVA' }),
      ],
    };
    // Act
    const plan = compileContract(contract);
    // Assert
    expect(plan.hasErrors).toBe(false);
    expect(plan.diagnostics).toEqual([
      {
        severity: 'warning',
        path: 'data.electricityContract.tariffPeriod[1].demandCharges[0].measureUnit',
        message: 'kVA demand is estimated as kW (power factor 1)',
      },
    ]);
  });

  it('drops public-holiday windows with a warning', () => {
    // Arrange: an all-week anytime rate that also names public holidays
    const allWeek = everyDay('00:00', '23:59');
    const contract = {
      pricingModel: 'TIME_OF_USE',
      tariffPeriod: [
        {
          ...anytimePeriod(),
          rateBlockUType: 'timeOfUseRates',
          singleRate: undefined,
          timeOfUseRates: [
            {
              type: 'PEAK',
              rates: [{ unitPrice: '0.30' }],
              timeOfUse: [
                { ...allWeek, days: [...allWeek.days, 'PUBLIC_HOLIDAYS'] },
              ],
            },
          ],
        },
      ],
    };
    // Act
    const plan = compileContract(contract);
    // Assert
    expect(plan.diagnostics).toEqual([
      {
        severity: 'warning',
        path: 'data.electricityContract.tariffPeriod[0].timeOfUseRates',
        message:
          'PUBLIC_HOLIDAYS windows are ignored (public holidays are not modelled)',
      },
    ]);
  });

  it('prices the first of several alternative controlled loads, naming them', () => {
    // Arrange: two single-rate loads, the first without a supply charge
    const load = (price: string, supply?: string) => ({
      rateBlockUType: 'singleRate',
      singleRate: { rates: [{ unitPrice: price }], dailySupplyCharge: supply },
    });
    const contract = {
      pricingModel: 'SINGLE_RATE_CONT_LOAD',
      tariffPeriod: [anytimePeriod()],
      controlledLoad: [load('0.15'), load('0.12', '0.05')],
    };
    // Act
    const plan = compileContract(contract);
    // Assert
    expect(plan.controlledLoad?.supplyDollarsPerDay).toBe(0);
    expect(plan.controlledLoad?.usage.rates[0]?.pricesDollars).toEqual([0.15]);
    expect(plan.diagnostics).toEqual([
      {
        severity: 'warning',
        path: 'data.electricityContract.controlledLoad',
        message:
          '2 controlled-load tariffs are published as alternatives (Controlled load 1, Controlled load 2); Controlled load 1 is priced',
      },
    ]);
  });
});

describe('buildSeasons', () => {
  it('names an overlapping range by its index when it has no path', () => {
    // Act
    const { diagnostics } = buildSeasons(
      [
        { startDate: '01-01', endDate: '06-30' },
        { startDate: '06-30', endDate: '12-31' },
      ],
      'periods',
      false,
    );
    // Assert: a gap is no error when full cover is not required
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        path: 'periods[1]',
        message: 'dates 06-30..12-31 overlap another tariff period',
      },
    ]);
  });
});
