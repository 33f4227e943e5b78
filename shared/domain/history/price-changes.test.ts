import { describe, expect, it } from 'vitest';
import { parsePlanDetail } from '../../cdr/plan-detail.ts';
import {
  anytimePeriod,
  discounts,
  type Json,
  planDocument,
  retailerFeedIn,
  touMidnightOffPeak,
} from '../costs/fixtures/plan-documents.ts';
import {
  describeChange,
  priceChanges,
  summariseChanges,
} from './price-changes.ts';
import { priceItems } from './price-items.ts';

const itemsOf = (document: Json) => priceItems(parsePlanDetail(document));

/** The discounts fixture with its contract changed by `edit`. */
function edited(edit: (contract: Json) => Json): Json {
  const data = discounts.data as Json;
  return {
    ...discounts,
    data: {
      ...data,
      electricityContract: edit(data.electricityContract as Json),
    },
  };
}

describe('priceItems', () => {
  it('names each price in plain words, with GST on charges and none on feed-in', () => {
    const items = itemsOf(
      planDocument('TST', {
        pricingModel: 'SINGLE_RATE',
        tariffPeriod: [anytimePeriod('1.00')],
        solarFeedInTariff: [
          retailerFeedIn('singleTariff', { rates: [{ unitPrice: '0.05' }] }),
        ],
      }),
    );
    expect(items).toEqual([
      {
        label: 'Daily supply charge',
        kind: 'charge',
        unit: '$/day',
        value: 1.1,
      },
      { label: 'Usage rate', kind: 'rate', unit: 'c/kWh', value: 33 },
      { label: 'Solar feed-in', kind: 'feed-in', unit: 'c/kWh', value: 5 },
    ]);
  });

  it('lists time-of-use rates by their type, discounts and fees as published (GST in)', () => {
    expect(itemsOf(touMidnightOffPeak).map((i) => i.label)).toEqual([
      'Daily supply charge',
      'Peak rate',
      'Off peak rate',
    ]);
    expect(itemsOf(discounts).slice(2)).toEqual([
      { label: 'Guaranteed', kind: 'discount', unit: '%', value: 5 },
      { label: 'Pay on time', kind: 'discount', unit: '%', value: 2 },
      { label: 'Membership fee (annual)', kind: 'fee', unit: '$', value: 60 },
      { label: 'Exit fee (fixed)', kind: 'fee', unit: '$', value: 90 },
    ]);
  });
});

describe('priceChanges', () => {
  it('finds nothing between a version and itself', () => {
    expect(priceChanges(itemsOf(discounts), itemsOf(discounts))).toEqual([]);
  });

  it('says which prices went up or down and by how much', () => {
    const raised = edited((c) => ({
      ...c,
      tariffPeriod: [anytimePeriod('0.90')],
      fees: [{ type: 'EXIT', term: 'FIXED', amount: '90.00' }],
      discounts: [
        ...(c.discounts as Json[]),
        {
          displayName: 'Direct debit',
          type: 'CONDITIONAL',
          methodUType: 'fixedAmount',
          fixedAmount: { amount: '50.00' },
        },
      ],
    }));
    const changes = priceChanges(itemsOf(discounts), itemsOf(raised));
    expect(changes.map(describeChange)).toEqual([
      'Daily supply charge went down by $0.11 a day (from $1.10 a day to $0.99 a day)',
      'Direct debit added: $50.00',
      'Membership fee (annual) removed (was $60.00)',
    ]);
  });

  it('tells a rise from a fall', () => {
    const dearer = edited((c) => ({
      ...c,
      tariffPeriod: [
        { ...anytimePeriod(), singleRate: { rates: [{ unitPrice: '0.32' }] } },
      ],
    }));
    const [change] = priceChanges(itemsOf(discounts), itemsOf(dearer));
    expect(change).toMatchObject({
      label: 'Usage rate',
      direction: 'up',
      from: 33,
      to: 35.2,
    });
    expect(describeChange(change as never)).toBe(
      'Usage rate went up by 2.20 c/kWh (from 33.00 c/kWh to 35.20 c/kWh)',
    );
  });
});

describe('summariseChanges', () => {
  it('says first seen for a first version and how many more changes there are', () => {
    expect(summariseChanges(null)).toBe('First seen');
    expect(summariseChanges([])).toBe('Details changed; no price changed');
    const change = {
      label: 'Usage rate',
      kind: 'rate',
      unit: 'c/kWh',
      direction: 'up',
      from: 30,
      to: 31,
    } as const;
    expect(summariseChanges([change, change, change])).toBe(
      'Usage rate went up by 1.00 c/kWh (from 30.00 c/kWh to 31.00 c/kWh); Usage rate went up by 1.00 c/kWh (from 30.00 c/kWh to 31.00 c/kWh); and 1 more change',
    );
  });
});
