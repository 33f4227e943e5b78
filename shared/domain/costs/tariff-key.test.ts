import { describe, expect, it } from 'vitest';
import { compileDocument } from './fixtures/compile-document.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { tariffKey } from './tariff-key.ts';

const demand = compileDocument(fixtures.demand);
const [[charge]] = demand.demandCharges as [
  [NonNullable<(typeof demand.demandCharges)[0][0]>],
];

const withCharge = (change: object) => ({
  ...demand,
  demandCharges: [[{ ...charge, ...change }]],
});

describe('tariffKey', () => {
  it('is the same for a plan under another id and name', () => {
    expect(
      tariffKey({
        ...demand,
        planId: 'OTHER',
        displayName: 'Other',
        brandName: 'B',
      }),
    ).toBe(tariffKey(demand));
  });

  it('tells apart plans a price, a calendar mask or an unbounded figure apart', () => {
    const keys = [
      tariffKey(demand),
      tariffKey(withCharge({ amountDollarsPerKw: 0.41 })),
      tariffKey(withCharge({ calendarMask: new Uint8Array([1, 0]) })),
      tariffKey(withCharge({ calendarMask: new Uint8Array([0, 1]) })),
      tariffKey(withCharge({ maxDemandKw: Number.NaN })),
      tariffKey(withCharge({ maxDemandKw: Number.NEGATIVE_INFINITY })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
