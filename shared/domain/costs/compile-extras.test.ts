import { describe, expect, it } from 'vitest';
import { compileDiscounts, compileRecurringFees } from './compile-extras.ts';
import type { TariffDiagnostic } from './diagnostics.ts';

describe('compileDiscounts', () => {
  it('reads the rate of whichever method the discount uses', () => {
    // Act
    const [ofUse, overThreshold, fixed] = compileDiscounts([
      {
        type: 'GUARANTEED',
        methodUType: 'percentOfUse',
        percentOfUse: { rate: 0.1 },
      },
      {
        type: 'GUARANTEED',
        methodUType: 'percentOverThreshold',
        percentOverThreshold: { rate: 0.2, usageAmount: 1000 },
      },
      {
        type: 'OTHER',
        methodUType: 'fixedAmount',
        fixedAmount: { amount: 50 },
      },
    ]);
    // Assert
    expect(ofUse).toMatchObject({ rate: 0.1, guaranteed: true });
    expect(overThreshold).toMatchObject({ rate: 0.2, thresholdDollars: 1000 });
    expect(fixed).toMatchObject({
      rate: 0,
      amountDollarsIncGst: 50,
      thresholdDollars: 0,
      guaranteed: false,
    });
  });

  it('names a discount from its category, else plainly "Discount"', () => {
    // Act
    const names = compileDiscounts([
      {
        type: 'CONDITIONAL',
        category: 'PAY_ON_TIME',
        methodUType: 'percentOfBill',
        percentOfBill: { rate: 0.02 },
      },
      {
        displayName: 'Rate 1',
        type: 'CONDITIONAL',
        methodUType: 'percentOfBill',
        percentOfBill: { rate: 0.02 },
      },
    ]).map((discount) => discount.name);
    // Assert: "Rate 1" is a placeholder name, so it is replaced
    expect(names).toEqual(['Pay on time discount', 'Discount']);
  });
});

describe('compileRecurringFees', () => {
  it('turns membership fees into a yearly amount by their term', () => {
    // Arrange
    const diagnostics: TariffDiagnostic[] = [];
    const fee = (term: string, amount: number) => ({
      type: 'MEMBERSHIP',
      term,
      amount,
    });
    // Act
    const fees = compileRecurringFees(
      [
        fee('ANNUAL', 60),
        fee('BIANNUAL', 20),
        fee('MONTHLY', 10),
        fee('WEEKLY', 7),
        fee('DAILY', 0.1),
        fee('FIXED', 25),
      ],
      [],
      'data.electricityContract',
      diagnostics,
    );
    // Assert: 60 × 1, 20 × 2, 10 × 12, 7 × 365/7, 0.1 × 365, 25 × 1
    expect(fees.map((f) => f.dollarsPerYearIncGst)).toEqual([
      60,
      40,
      120,
      expect.closeTo(365, 9),
      expect.closeTo(36.5, 9),
      25,
    ]);
    expect(fees.every((f) => f.name === 'Membership fee')).toBe(true);
    expect(diagnostics).toEqual([]);
  });

  it('leaves out other fees and warns about membership it cannot cost', () => {
    // Arrange
    const diagnostics: TariffDiagnostic[] = [];
    // Act
    const fees = compileRecurringFees(
      [
        { type: 'EXIT', term: 'FIXED', amount: 90 },
        { type: 'MEMBERSHIP', term: 'QUARTERLY', amount: 30 },
        { type: 'MEMBERSHIP', term: 'ANNUAL', rate: 0.01 },
      ],
      [],
      'data.gasContract',
      diagnostics,
    );
    // Assert
    expect(fees).toEqual([]);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        path: 'data.gasContract.fees[1]',
        message: 'membership fee with term QUARTERLY is not costed',
      },
      {
        severity: 'warning',
        path: 'data.gasContract.fees[2]',
        message: 'membership fee with term ANNUAL is not costed',
      },
    ]);
  });

  it('counts metering charges with a period, not one-off meter work', () => {
    // Act
    const fees = compileRecurringFees(
      [],
      [
        { displayName: 'Smart meter', minimumValue: 0.2, period: 'P1D' },
        { minimumValue: 1, period: 'P1W' },
        { minimumValue: 5, period: 'P1M' },
        { minimumValue: 8, period: 'P2M' },
        { minimumValue: 10, period: 'P3M' },
        { minimumValue: 15, period: 'P6M' },
        { minimumValue: 20, period: 'P1Y' },
        { displayName: 'Meter exchange', minimumValue: 300 },
        { displayName: 'Special read', minimumValue: 40, period: 'P2D' },
      ],
      'data.electricityContract',
      [],
    );
    // Assert: 0.2 × 365, 1 × 365/7, 5 × 12, 8 × 6, 10 × 4, 15 × 2, 20 × 1
    expect(fees).toEqual([
      { name: 'Smart meter', dollarsPerYearIncGst: expect.closeTo(73, 9) },
      {
        name: 'Metering charge',
        dollarsPerYearIncGst: expect.closeTo(365 / 7),
      },
      { name: 'Metering charge', dollarsPerYearIncGst: 60 },
      { name: 'Metering charge', dollarsPerYearIncGst: 48 },
      { name: 'Metering charge', dollarsPerYearIncGst: 40 },
      { name: 'Metering charge', dollarsPerYearIncGst: 30 },
      { name: 'Metering charge', dollarsPerYearIncGst: 20 },
    ]);
  });
});
