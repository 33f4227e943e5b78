import { describe, expect, it } from 'vitest';
import { usageInputSchema } from '#shared/contracts/compare';
import {
  fieldsFromFacts,
  monthlyFromBill,
  parseBillFields,
  uploadedUsageFromBill,
} from './bill-figures';

describe('monthlyFromBill', () => {
  it('scales a bill to an average month of 30.44 days', () => {
    // Act
    const monthly = monthlyFromBill({
      amountDollars: 412.5,
      days: 90,
      kwh: 1234,
    });
    // Assert: 412.50 / 90 × 30.44 and 1,234 / 90 × 30.44
    expect(monthly).toEqual({ monthlyBillDollars: 139.52, monthlyKwh: 417.4 });
  });

  it('gives only the bill when the kWh is unknown', () => {
    expect(monthlyFromBill({ amountDollars: 300, days: 60 })).toEqual({
      monthlyBillDollars: 152.2,
    });
  });
});

describe('parseBillFields', () => {
  it('accepts figures typed with $, commas, spaces and units', () => {
    // Act
    const parsed = parseBillFields({
      amount: '$1,412.50',
      days: ' 90 ',
      kwh: '1 234 kWh',
    });
    // Assert
    expect(parsed).toEqual({
      ok: true,
      figures: { amountDollars: 1412.5, days: 90, kwh: 1234 },
    });
  });

  it('leaves the kWh out when the field is empty', () => {
    expect(parseBillFields({ amount: '99', days: '30', kwh: '' })).toEqual({
      ok: true,
      figures: { amountDollars: 99, days: 30 },
    });
  });

  it('names each field that needs correcting', () => {
    // Act
    const parsed = parseBillFields({ amount: '0', days: '90.5', kwh: 'lots' });
    // Assert
    expect(parsed).toEqual({
      ok: false,
      errors: {
        amount:
          'Enter the total amount of the bill in dollars, for example 412.50.',
        days: 'Enter the number of days the bill covers, from 1 to 366.',
        kwh: 'Enter the kWh used as a number, or leave it empty.',
      },
    });
  });

  it('refuses figures above what the compare API prices', () => {
    // Act
    const parsed = parseBillFields({
      amount: '9000000',
      days: '30',
      kwh: '9000000',
    });
    // Assert
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && Object.keys(parsed.errors)).toEqual(['amount', 'kwh']);
  });
});

describe('uploadedUsageFromBill', () => {
  it('prices monthly kWh when the bill gave it and keeps the bill for savings', () => {
    // Act
    const uploaded = uploadedUsageFromBill({
      amountDollars: 412.5,
      days: 90,
      kwh: 1234,
    });
    // Assert
    expect(uploaded).toEqual({
      usage: { kind: 'monthlyKwh', monthlyKwh: 417.4 },
      summary: 'Bill of $412.50 for 90 days: about $139.52 and 417 kWh a month',
      monthlyBillDollars: 139.52,
    });
    expect(usageInputSchema.safeParse(uploaded.usage).success).toBe(true);
  });

  it('prices the bill itself when there is no kWh', () => {
    // Act
    const uploaded = uploadedUsageFromBill({ amountDollars: 150, days: 1 });
    // Assert
    expect(uploaded).toEqual({
      usage: { kind: 'monthlyBill', monthlyBillDollars: 4566 },
      summary: 'Bill of $150.00 for 1 day: about $4,566.00 a month',
      monthlyBillDollars: 4566,
    });
  });
});

describe('fieldsFromFacts', () => {
  it('fills the form from what was read, and leaves the rest empty', () => {
    expect(fieldsFromFacts({ amountDollars: 412.5, days: 90 })).toEqual({
      amount: '412.50',
      days: '90',
      kwh: '',
    });
    expect(fieldsFromFacts({})).toEqual({ amount: '', days: '', kwh: '' });
  });
});
