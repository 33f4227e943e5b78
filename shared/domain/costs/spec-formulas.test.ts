import { describe, expect, it } from 'vitest';
import {
  calculateElectricityBill,
  calculateGasBill,
  calculatorNumber,
} from './bill-calculator.ts';
import {
  cardMonthlyEstimates,
  specAnnualCostDollars,
  specAnnualSavingsDollars,
} from './spec-formulas.ts';

describe('specAnnualCostDollars', () => {
  it('prices standard plans as supply × 365 + monthly × 12 × rate / 100, rounded', () => {
    const plan = {
      energyType: 'Electricity',
      supplyChargeDollarsPerDay: 1.1,
      usageCentsPerUnit: 30.8,
    } as const;
    // 401.5 + 300 × 12 × 0.308 = 401.5 + 1108.8 = 1510.3
    expect(specAnnualCostDollars(plan, 300)).toBe(1510);
  });

  it('prices gas the same way per MJ', () => {
    const plan = {
      energyType: 'Gas',
      supplyChargeDollarsPerDay: 0.9,
      usageCentsPerUnit: 4,
    } as const;
    // 328.5 + 1200 × 12 × 0.04 = 904.5 → 905 (half rounds up)
    expect(specAnnualCostDollars(plan, 1200)).toBe(905);
  });

  it('charges 70 % of solar yearly use less a feed-in credit on 40 %', () => {
    const plan = {
      energyType: 'Solar',
      supplyChargeDollarsPerDay: 1,
      usageCentsPerUnit: 30,
      solarFeedInCentsPerKwh: 5,
    } as const;
    // 3600 kWh: 2520 × 0.30 − 1440 × 0.05 = 756 − 72 = 684; + 365
    expect(specAnnualCostDollars(plan, 300)).toBe(1049);
  });

  it('credits nothing when a solar plan has no feed-in rate', () => {
    // Arrange
    const plan = {
      energyType: 'Solar',
      supplyChargeDollarsPerDay: 1,
      usageCentsPerUnit: 30,
      solarFeedInCentsPerKwh: null,
    } as const;
    // Act
    const cost = specAnnualCostDollars(plan, 300);
    // Assert: 3600 kWh: 2520 × 0.30 − 1440 × 0 = 756; + 365 = 1121
    expect(cost).toBe(1121);
  });

  it('floors the usage cost at zero', () => {
    const plan = {
      energyType: 'Solar',
      supplyChargeDollarsPerDay: 1,
      usageCentsPerUnit: 10,
      solarFeedInCentsPerKwh: 40,
    } as const;
    expect(specAnnualCostDollars(plan, 300)).toBe(365);
  });
});

describe('specAnnualSavingsDollars', () => {
  it('is 1800 minus the cost, never negative', () => {
    expect(specAnnualSavingsDollars(1510)).toBe(290);
    expect(specAnnualSavingsDollars(2000)).toBe(0);
  });
});

describe('cardMonthlyEstimates', () => {
  it('estimates a 30-day month at 20 and 100 kWh a day', () => {
    const estimates = cardMonthlyEstimates({
      energyType: 'Electricity',
      supplyChargeDollarsPerDay: 1.1,
      usageCentsPerUnit: 33,
    });
    expect(estimates.homeMonthlyDollars).toBeCloseTo(33 + 198, 9);
    expect(estimates.businessMonthlyDollars).toBeCloseTo(33 + 990, 9);
  });
});

describe('bill calculator', () => {
  it('adds bands and supply, less solar credit, over 30.44 and 365 days', () => {
    // Arrange
    const input = {
      bands: [
        { kwhPerDay: 8, rateDollarsPerKwh: 0.45 },
        { kwhPerDay: '4', rateDollarsPerKwh: '0.22' },
      ],
      supplyDollarsPerDay: 1.1,
      solarExportKwhPerDay: 5,
      feedInDollarsPerKwh: 0.05,
    };
    // Act
    const bill = calculateElectricityBill(input);
    // Assert: 3.60 + 0.88 + 1.10 − 0.25 = 5.33 a day
    expect(bill.dailyDollars).toBeCloseTo(5.33, 9);
    expect(bill.monthlyDollars).toBe(162.25);
    expect(bill.annualDollars).toBe(1945.45);
  });

  it('counts empty entries as 0', () => {
    const bill = calculateElectricityBill({
      bands: [{ kwhPerDay: '', rateDollarsPerKwh: 0.3 }],
      supplyDollarsPerDay: '',
      solarExportKwhPerDay: undefined,
    });
    expect(bill).toEqual({
      dailyDollars: 0,
      monthlyDollars: 0,
      annualDollars: 0,
    });
    expect(calculatorNumber(null)).toBe(0);
    expect(calculatorNumber('abc')).toBe(0);
  });

  it('prices gas as supply plus MJ a day × rate', () => {
    const bill = calculateGasBill({
      mjPerDay: 40,
      rateDollarsPerMj: 0.04,
      supplyDollarsPerDay: 0.9,
    });
    // 2.50 a day
    expect(bill.monthlyDollars).toBe(76.1);
    expect(bill.annualDollars).toBe(912.5);
  });
});
