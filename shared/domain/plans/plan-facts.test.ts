import { describe, expect, it } from 'vitest';
import { planFacts } from './plan-facts.ts';

describe('planFacts', () => {
  it('reads who may take the plan, how to pay and sign up, and when each discount ends', () => {
    const facts = planFacts({
      planId: 'TST1',
      type: 'MARKET',
      description: 'Suits homes that use most power in the evening.',
      effectiveFrom: '2026-07-01T00:00:00Z',
      applicationUri: 'https://retailer.example/apply',
      additionalInformation: {
        overviewUri: 'javascript:alert(1)',
        termsUri: 'https://retailer.example/terms',
      },
      electricityContract: {
        benefitPeriod: '12 months',
        onExpiryDescription: 'You move to our standard rates.',
        paymentOption: ['DIRECT_DEBIT', 'BPAY', 'CHEQUE_OR_MONEY_ORDER'],
        eligibility: [
          { type: 'SMART_METER', information: 'You need a smart meter' },
          { type: 'OTHER', description: 'Online sign up only' },
        ],
        incentives: [{ displayName: '$50 welcome credit' }],
        discounts: [
          { displayName: 'Welcome', type: 'GUARANTEED', endDate: '2027-06-30' },
          {
            displayName: 'Pay on time',
            type: 'CONDITIONAL',
            description: '3% off for the first 12 months',
          },
          { displayName: 'Loyalty', type: 'GUARANTEED', description: '2% off' },
        ],
      },
    });
    expect(facts).toMatchObject({
      description: 'Suits homes that use most power in the evening.',
      offerType: 'Market offer',
      effectiveFrom: '2026-07-01',
      paymentOptions: ['Direct debit', 'BPAY', 'Cheque or money order'],
      eligibility: [
        { name: 'You need a smart meter', details: null },
        { name: 'Other', details: 'Online sign up only' },
      ],
      incentives: [{ name: '$50 welcome credit', description: null }],
      links: {
        apply: 'https://retailer.example/apply',
        overview: null,
        terms: 'https://retailer.example/terms',
      },
    });
    expect(
      facts.discounts.map((d) => [d.name, d.guaranteed, d.ends, d.endsOn]),
    ).toEqual([
      ['Welcome', true, 'onDate', '2027-06-30'],
      ['Pay on time', false, 'afterBenefitPeriod', null],
      ['Loyalty', true, 'never', null],
    ]);
  });

  it('answers empty facts for a document it cannot read', () => {
    const facts = planFacts('not a plan');
    expect(facts.description).toBeNull();
    expect(facts.eligibility).toEqual([]);
    expect(facts.links.apply).toBeNull();
  });

  it('keeps the readable fields when one field is malformed', () => {
    const facts = planFacts({
      description: 'Still read',
      electricityContract: {
        paymentOption: 'DIRECT_DEBIT',
        incentives: [{ displayName: 'Kept' }],
      },
    });
    expect(facts.description).toBe('Still read');
    expect(facts.paymentOptions).toEqual([]);
    expect(facts.incentives).toEqual([{ name: 'Kept', description: null }]);
  });
});
