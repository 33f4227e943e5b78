import { describe, expect, it } from 'vitest';
import { ClientError } from '#platform/errors';
import {
  AUSGRID_2025_26,
  AUSGRID_2026_27_MADE_UP,
} from '#shared/contracts/fixtures/reference-prices';
import type { ReferencePrice } from '#shared/contracts/reference-prices';
import {
  planDocument,
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryPlans } from '../../../test/support/in-memory-plans.ts';
import { getPlanDetails } from './get-plan-details.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const clock = { now: () => NOW };
const timeLimited = planDocument('TST-LIMITED', {
  pricingModel: 'TIME_OF_USE',
  timeZone: 'AEST',
  tariffPeriod: (
    touMidnightOffPeak as {
      data: { electricityContract: { tariffPeriod: unknown } };
    }
  ).data.electricityContract.tariffPeriod,
  benefitPeriod: '12 months',
  paymentOption: ['DIRECT_DEBIT', 'BPAY'],
  eligibility: [
    { type: 'SMART_METER', information: 'A smart meter is needed' },
  ],
  discounts: [
    {
      displayName: 'Welcome',
      type: 'GUARANTEED',
      endDate: '2027-06-30',
      methodUType: 'percentOfBill',
      percentOfBill: { rate: '0.10' },
    },
  ],
});
const documents = [singleRateNsw, timeLimited];

const sum = (values: readonly (number | null)[]) =>
  Math.round(values.reduce<number>((a, v) => a + (v ?? 0), 0) * 100) / 100;

describe('getPlanDetails', () => {
  it('answers the fact sheet, the tariff map and a typical home priced by month', async () => {
    const deps = { clock, ...inMemoryPlans(documents, NOW) };
    const details = await getPlanDetails(
      {
        clock,
        plans: deps.plans,
        documents: deps.planDocuments,
        referencePrices: async () => [],
      },
      'TST-LIMITED',
    );
    expect(details.withdrawn).toBe(false);
    expect(details.facts.eligibility).toEqual([
      { name: 'A smart meter is needed', details: null },
    ]);
    expect(details.facts.paymentOptions).toEqual(['Direct debit', 'BPAY']);
    expect(details.facts.discounts[0]).toMatchObject({
      ends: 'onDate',
      endsOn: '2027-06-30',
    });
    expect(details.tariffMap?.layout).toBe('timeOfUse');
    const typical = details.typical;
    expect(typical?.label).toBe('A home using 20 kWh a day');
    expect(typical?.annualUse).toBe(7300);
    expect(typical?.monthlyCostsIncGst).toHaveLength(12);
    expect(
      sum(typical?.monthlyCostsIncGst.map((m) => m.costIncGst) ?? []),
    ).toBe(typical?.annualCostIncGst);
    // The welcome discount ends within the year, so afterwards it costs more.
    expect(typical?.annualCostAfterBenefitsIncGst).toBeGreaterThan(
      typical?.annualCostIncGst ?? 0,
    );
    expect(details.unpricedReason).toBeNull();
  });

  it('prices a single-rate plan as supply and usage for 365 days, GST included', async () => {
    const fakes = inMemoryPlans(documents, NOW);
    const details = await getPlanDetails(
      {
        clock,
        plans: fakes.plans,
        documents: fakes.planDocuments,
        referencePrices: async () => [],
      },
      'TST-SR-NSW',
    );
    // ($1.00 × 365 + 7300 kWh × $0.30) × 1.1
    expect(details.typical?.annualCostIncGst).toBe(2810.5);
    expect(details.tariffMap?.layout).toBe('flat');
    // 30 days of that year: $2,810.50 × 30 ÷ 365; the business's 36,500
    // kWh cost ($365 + $10,950) × 1.1 = $12,446.50 a year.
    expect(details.cardEstimates).toEqual({
      homeDollarsPer30Days: 231,
      businessDollarsPer30Days: 1023,
    });
  });

  it('states the plan against the reference price as compare does: at the model usage, or says why not', async () => {
    const fakes = inMemoryPlans(documents, NOW);
    const detailsWith = (prices: readonly ReferencePrice[]) =>
      getPlanDetails(
        {
          clock,
          plans: fakes.plans,
          documents: fakes.planDocuments,
          referencePrices: async () => prices,
        },
        'TST-SR-NSW',
      );
    // ($1.00 × 365 + 4,000 kWh × $0.30) × 1.1 = $1,721.50 against $2,000.
    expect(
      (await detailsWith([AUSGRID_2026_27_MADE_UP])).referenceStatement,
    ).toMatchObject({
      kind: 'stated',
      percent: -14,
      unconditionalAnnualIncGst: 1721.5,
    });
    expect(
      (await detailsWith([AUSGRID_2025_26])).referenceStatement,
    ).toMatchObject({
      kind: 'none',
      reason: expect.stringContaining('No 2026-27 reference price'),
    });
  });

  it('answers a withdrawn plan with its last known details, marked withdrawn', async () => {
    const fakes = inMemoryPlans(documents, NOW, { withdrawn: ['TST-SR-NSW'] });
    const details = await getPlanDetails(
      {
        clock,
        plans: fakes.plans,
        documents: fakes.planDocuments,
        referencePrices: async () => [],
      },
      'TST-SR-NSW',
    );
    expect(details.withdrawn).toBe(true);
    expect(details.plan.id).toBe('TST-SR-NSW');
    expect(details.typical?.annualCostIncGst).toBe(2810.5);
  });

  it('says why a plan whose stored detail is gone cannot be priced', async () => {
    const fakes = inMemoryPlans(documents, NOW, {
      withoutDocument: ['TST-SR-NSW'],
    });
    const details = await getPlanDetails(
      {
        clock,
        plans: fakes.plans,
        documents: fakes.planDocuments,
        referencePrices: async () => [],
      },
      'TST-SR-NSW',
    );
    expect(details.typical).toBeNull();
    expect(details.tariffMap).toBeNull();
    expect(details.unpricedReason).toBe('tariff not available');
  });

  it('answers 404 naming the id of a plan that never existed', async () => {
    const fakes = inMemoryPlans(documents, NOW);
    const error = await getPlanDetails(
      {
        clock,
        plans: fakes.plans,
        documents: fakes.planDocuments,
        referencePrices: async () => [],
      },
      'NO-SUCH-PLAN',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ statusCode: 404, field: 'id' });
    expect((error as Error).message).toContain('NO-SUCH-PLAN');
  });
});
