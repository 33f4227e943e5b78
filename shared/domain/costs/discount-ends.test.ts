import { describe, expect, it } from 'vitest';
import { discountEnd } from './discount-ends.ts';

const twelveMonths = { benefitPeriod: '12 months' };

describe('discountEnd', () => {
  it('reads a published CDR end date, whatever the words say', () => {
    expect(discountEnd({ endDate: '2026-06-30T00:00:00Z' }, {})).toEqual({
      endsOn: '2026-06-30',
    });
  });

  it('ignores an end date that is not a date', () => {
    expect(discountEnd({ endDate: 'soon' }, {})).toBeUndefined();
  });

  it.each([
    '10% off for the first 12 months',
    'Save 15% for 12 months',
    'Discount applies to your first year',
    'Credit on your first 3 bills',
  ])('reads a limited period in the discount words: %s', (description) => {
    expect(discountEnd({ description }, {})).toEqual({ endsOn: null });
  });

  it('reads a limited period in the display name', () => {
    expect(discountEnd({ displayName: 'First year saver' }, {})).toEqual({
      endsOn: null,
    });
  });

  it('counts a discount "for the benefit period" only when that period ends', () => {
    const terms = { description: 'Applies during the benefit period' };
    expect(discountEnd(terms, twelveMonths)).toEqual({ endsOn: null });
    expect(discountEnd(terms, { benefitPeriod: 'Ongoing' })).toBeUndefined();
    expect(discountEnd(terms, {})).toBeUndefined();
  });

  it('follows expiry words that say the discounts stop', () => {
    const contract = {
      ...twelveMonths,
      onExpiryDescription:
        'Once the benefit period finishes, the 5% discount will no longer apply.',
    };
    expect(discountEnd({ displayName: 'Discount' }, contract)).toEqual({
      endsOn: null,
    });
  });

  it('keeps a discount whose plan says nothing about it ending', () => {
    const contract = {
      ...twelveMonths,
      onExpiryDescription: 'Your contract is ongoing until ended by you or us.',
    };
    expect(
      discountEnd({ description: 'Pay on time and save 3%' }, contract),
    ).toBeUndefined();
  });

  it('does not read expiry words when the benefit period is ongoing', () => {
    const contract = {
      benefitPeriod: 'Ongoing',
      onExpiryDescription: 'The discount ends if you move house.',
    };
    expect(discountEnd({}, contract)).toBeUndefined();
  });
});
