import { describe, expect, it } from 'vitest';
import { planTerms } from './plan-terms.ts';

const electricity = (contract: Record<string, unknown>) => ({
  planId: 'TST1',
  electricityContract: contract,
});

describe('planTerms', () => {
  it('reads the term, fees, green share and what ends when from a CDR plan', () => {
    // Act
    const terms = planTerms(
      electricity({
        isFixed: true,
        termType: '1_YEAR',
        benefitPeriod: '12 months',
        onExpiryDescription: 'You move to our standing offer rates.',
        variation: 'Prices may change with 5 business days notice.',
        coolingOffDays: 10,
        billFrequency: ['P1M', 'P3M', 'weekly'],
        intrinsicGreenPower: { greenPercentage: '0.2' },
        greenPowerCharges: [{ displayName: 'GreenPower 100%' }],
        fees: [
          { type: 'EXIT', term: 'FIXED', amount: '65.00' },
          { type: 'LATE_PAYMENT', term: 'FIXED', amount: 12 },
          {
            type: 'MEMBERSHIP',
            term: 'MONTHLY',
            amount: '15',
            description: 'Members club',
          },
          { type: 'CC_PROCESSING', term: 'PERCENT_OF_BILL', rate: '0.015' },
          { type: 'PAPER_BILL', term: 'VARIABLE', amount: '2.2' },
        ],
        discounts: [
          {
            displayName: 'Welcome discount',
            endDate: '2027-06-30',
            description: '10% off usage for 12 months',
          },
          { type: 'CONDITIONAL' },
        ],
        solarFeedInTariff: [
          { displayName: 'Bonus feed-in', endDate: '2027-01-31' },
          { displayName: 'Standard feed-in' },
          { endDate: '2028-01-31' },
        ],
      }),
    );
    // Assert
    expect(terms).toEqual({
      contractTerm: '12 months',
      pricesFixed: true,
      benefitPeriod: '12 months',
      onExpiry: 'You move to our standing offer rates.',
      variation: 'Prices may change with 5 business days notice.',
      coolingOffDays: 10,
      billFrequency: ['Every month', 'Every 3 months', 'weekly'],
      fees: [
        { kind: 'exit', name: 'Exit fee', amount: '$65.00', description: null },
        {
          kind: 'late',
          name: 'Late payment fee',
          amount: '$12.00',
          description: null,
        },
        {
          kind: 'other',
          name: 'Membership',
          amount: '$15.00 a month',
          description: 'Members club',
        },
        {
          kind: 'other',
          name: 'Cc processing',
          amount: '1.5% of the bill',
          description: null,
        },
        {
          kind: 'other',
          name: 'Paper bill',
          amount: '$2.20',
          description: null,
        },
      ],
      greenPercent: 20,
      greenPowerOption: true,
      ends: [
        {
          name: 'Welcome discount',
          endsOn: '2027-06-30',
          description: '10% off usage for 12 months',
        },
        { name: 'Discount', endsOn: null, description: null },
        { name: 'Bonus feed-in', endsOn: '2027-01-31', description: null },
        {
          name: 'Solar feed-in tariff',
          endsOn: '2028-01-31',
          description: null,
        },
      ],
    });
  });

  it('reads a gas contract and says nothing it was not told', () => {
    const terms = planTerms({ gasContract: { fees: [{ type: 'OTHER' }] } });
    expect(terms).toEqual({
      contractTerm: 'No lock-in contract',
      pricesFixed: false,
      benefitPeriod: null,
      onExpiry: null,
      variation: null,
      coolingOffDays: null,
      billFrequency: [],
      fees: [
        {
          kind: 'other',
          name: 'Other',
          amount: 'Amount not published',
          description: null,
        },
      ],
      greenPercent: 0,
      greenPowerOption: false,
      ends: [],
    });
  });

  it('gives empty terms for a document it cannot read rather than failing', () => {
    expect(planTerms(undefined).fees).toEqual([]);
    expect(planTerms({ electricityContract: 'nonsense' }).contractTerm).toBe(
      'No lock-in contract',
    );
  });
});
