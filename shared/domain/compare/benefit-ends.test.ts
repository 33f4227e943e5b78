import { describe, expect, it } from 'vitest';
import type { DiscountLine } from '../costs/breakdown.ts';
import { benefitEndsOf } from './benefit-ends.ts';

const line = (label: string, ends?: DiscountLine['ends']): DiscountLine => ({
  label,
  dollarsIncGst: -10,
  dollarsExGst: -10 / 1.1,
  method: 'percentOfBill',
  category: undefined,
  description: undefined,
  ...(ends && { ends }),
});

describe('benefitEndsOf', () => {
  it('lists only the discounts that end, with the plan expiry words', () => {
    const ends = benefitEndsOf(
      {
        guaranteedDiscounts: [
          line('Welcome', { endsOn: null }),
          line('Lasting'),
        ],
        conditionalDiscounts: [line('Pay on time', { endsOn: '2026-06-30' })],
      },
      '  Standard rates then apply.  ',
    );
    expect(ends).toEqual([
      {
        description: 'Welcome',
        endsOn: null,
        afterText: 'Standard rates then apply.',
      },
      {
        description: 'Pay on time',
        endsOn: '2026-06-30',
        afterText: 'Standard rates then apply.',
      },
    ]);
  });

  it('gives no expiry words when the plan publishes none', () => {
    const ends = benefitEndsOf(
      {
        guaranteedDiscounts: [line('Welcome', { endsOn: null })],
        conditionalDiscounts: [],
      },
      undefined,
    );
    expect(ends[0]?.afterText).toBeNull();
  });
});
