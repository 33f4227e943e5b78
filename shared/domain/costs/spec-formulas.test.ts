import { describe, expect, it } from 'vitest';
import {
  calculateElectricityBill,
  calculateGasBill,
  calculatorNumber,
} from './bill-calculator.ts';

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
