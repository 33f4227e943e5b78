import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '../../cdr/plan-detail.ts';
import { priceItems } from './price-items.ts';

const step = (unitPrice: number) => ({ unitPrice });

/** A contract with one of every kind of published price. */
const everyKind = {
  tariffPeriod: [
    {
      displayName: 'Summer',
      dailySupplyCharge: 1,
      singleRate: { rates: [step(0.2), step(0.3)] },
      demandCharges: [
        { amount: 0.5 },
        { displayName: 'Peak demand', amount: 1 },
      ],
    },
    {
      startDate: '07-01',
      endDate: '12-31',
      timeOfUseRates: [
        { type: 'PEAK', rates: [step(0.4)] },
        {
          type: 'OFF_PEAK',
          displayName: 'Night',
          rates: [step(0.1), step(0.12)],
        },
      ],
    },
  ],
  controlledLoad: [
    { singleRate: { dailySupplyCharge: 0.1, rates: [step(0.15)] } },
    {
      displayName: 'Hot water',
      timeOfUseRates: [{ type: 'OFF_PEAK', rates: [step(0.14)] }],
    },
  ],
  solarFeedInTariff: [
    { payerType: 'GOVERNMENT', singleTariff: { rates: [step(0.44)] } },
    { payerType: 'RETAILER', singleTariff: { rates: [step(0.05)] } },
    {
      payerType: 'RETAILER',
      displayName: 'Battery feed-in',
      timeVaryingTariffs: [
        { displayName: 'Evening', rates: [step(0.1), step(0.02)] },
        { type: 'PEAK', rates: [step(0.08)] },
        { rates: [step(0.01)] },
      ],
    },
  ],
  discounts: [
    { displayName: 'Pay on time', percentOfBill: { rate: 0.05 } },
    { category: 'DIRECT_DEBIT', percentOfUse: { rate: 0.02 } },
    { percentOverThreshold: { rate: 0.1 } },
    { displayName: 'Welcome credit', fixedAmount: { amount: 50 } },
    { category: 'OTHER' },
  ],
  fees: [
    { type: 'LATE_PAYMENT', term: 'FIXED', amount: 12 },
    { type: 'PAYMENT_PROCESSING', term: 'PERCENT_OF_BILL', rate: 0.01 },
    { type: 'OTHER', term: 'VARIABLE' },
  ],
};

const electricity = (contract: unknown) =>
  ({ fuelType: 'ELECTRICITY', electricityContract: contract }) as PlanDetail;

describe('priceItems', () => {
  it('names every published price of an electricity plan in plain words, GST in except feed-in', () => {
    const items = priceItems(electricity(everyKind));
    expect(items.map((i) => [i.label, i.kind, i.unit, i.value])).toEqual([
      ['Daily supply charge (Summer)', 'charge', '$/day', 1.1],
      ['Usage rate (step 1) (Summer)', 'rate', 'c/kWh', 22],
      ['Usage rate (step 2) (Summer)', 'rate', 'c/kWh', 33],
      ['Demand charge (Summer)', 'charge', '$/kW', 0.55],
      ['Peak demand (Summer)', 'charge', '$/kW', 1.1],
      ['Peak rate (07-01 to 12-31)', 'rate', 'c/kWh', 44],
      ['Night rate (step 1) (07-01 to 12-31)', 'rate', 'c/kWh', 11],
      ['Night rate (step 2) (07-01 to 12-31)', 'rate', 'c/kWh', 13.2],
      ['Controlled load daily supply charge', 'charge', '$/day', 0.11],
      ['Controlled load rate', 'rate', 'c/kWh', 16.5],
      ['Hot water off peak rate', 'rate', 'c/kWh', 15.4],
      ['Solar feed-in', 'feed-in', 'c/kWh', 5],
      ['Battery feed-in (evening) (step 1)', 'feed-in', 'c/kWh', 10],
      ['Battery feed-in (evening) (step 2)', 'feed-in', 'c/kWh', 2],
      ['Battery feed-in (peak)', 'feed-in', 'c/kWh', 8],
      ['Battery feed-in', 'feed-in', 'c/kWh', 1],
      ['Pay on time', 'discount', '%', 5],
      ['Direct debit', 'discount', '%', 2],
      ['Discount', 'discount', '%', 10],
      ['Welcome credit', 'discount', '$', 50],
      ['Other', 'discount', '$', 0],
      ['Late payment fee (fixed)', 'fee', '$', 12],
      ['Payment processing fee (percent of bill)', 'fee', '%', 1],
    ]);
  });

  it('prices gas per MJ from the gas contract, and numbers labels that repeat', () => {
    const items = priceItems({
      fuelType: 'GAS',
      gasContract: {
        tariffPeriod: [
          {
            startDate: '01-01',
            endDate: '06-30',
            dailySupplyCharge: 0.8,
            singleRate: { rates: [step(0.03)] },
          },
          { startDate: '01-01', endDate: '06-30', dailySupplyCharge: 0.9 },
        ],
      },
    } as unknown as PlanDetail);
    expect(items.map((i) => [i.label, i.unit])).toEqual([
      ['Daily supply charge (01-01 to 06-30)', '$/day'],
      ['Usage rate (01-01 to 06-30)', 'c/MJ'],
      ['Daily supply charge (01-01 to 06-30) #2', '$/day'],
    ]);
  });

  it('has nothing to list without a contract for the plan’s fuel', () => {
    expect(priceItems({ fuelType: 'GAS' } as PlanDetail)).toEqual([]);
    expect(priceItems(electricity(undefined))).toEqual([]);
  });
});
