import { describe, expect, it } from 'vitest';
import { ValidationError } from '#platform/errors';
import {
  type SideBySideRequestInput,
  sideBySideRequestSchema,
} from '#shared/contracts/side-by-side';
import { profileForCompare } from '#shared/domain/compare/usage-for-compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import {
  anytimePeriod,
  planDocument,
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { pricePlan } from '#shared/domain/costs/price-plan';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import { resolvedAmong } from '#test-support/in-memory-catalogue';
import type { Market, PlanRecord } from '../ports-plans.ts';
import { type SideBySideDeps, sideBySide } from './side-by-side.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const westernSydney = planDocument(
  'TST-ENDEAVOUR',
  {
    pricingModel: 'SINGLE_RATE',
    timeZone: 'LOCAL',
    tariffPeriod: [anytimePeriod()],
  },
  {
    distributor: 'Endeavour Energy',
    extra: {
      geography: {
        distributors: ['Endeavour Energy'],
        includedPostcodes: ['2750'],
      },
    },
  },
);
const withFees = planDocument('TST-FEES', {
  pricingModel: 'SINGLE_RATE',
  timeZone: 'LOCAL',
  termType: '2_YEAR',
  fees: [{ type: 'EXIT', term: 'FIXED', amount: '90.00' }],
  discounts: [
    {
      displayName: 'Intro offer',
      type: 'GUARANTEED',
      endDate: '2027-03-31',
      methodUType: 'percentOfBill',
      percentOfBill: { rate: '0.05' },
    },
  ],
  tariffPeriod: [anytimePeriod('1.20')],
});
const documents = [singleRateNsw, touMidnightOffPeak, westernSydney, withFees];
const dataOf = (document: unknown) => (document as { data: unknown }).data;

/** An in-memory catalogue of the documents above, as the reader serves it. */
function fakeDeps(options: { unpriced?: string } = {}) {
  const records: PlanRecord[] = [];
  const compiled = new Map<string, CompiledPlan>();
  for (const document of documents) {
    const entry = catalogueEntryFromCdr(dataOf(document), NOW);
    records.push({
      ...entry.summary,
      includedPostcodes: entry.includedPostcodes,
      excludedPostcodes: entry.excludedPostcodes,
      cdrLastUpdated: entry.summary.lastUpdated,
      sourceBrand: 'test-energy',
    });
    if (entry.summary.id !== options.unpriced)
      compiled.set(entry.summary.id, compileDocument(document));
  }
  const markets: Market[] = [];
  const documentReads: string[][] = [];
  const deps: SideBySideDeps = {
    clock: { now: () => NOW },
    market: async (market) => {
      markets.push(market);
      return {
        key: 'test',
        partitions: ['electricity.residential.test'],
        records,
        compiled,
        unpriced: new Map(),
        resolved: resolvedAmong(records, market),
      };
    },
    planDocuments: async (ids) => {
      documentReads.push([...ids]);
      return new Map(
        documents
          .map((d) => dataOf(d) as { planId: string })
          .filter((d) => ids.includes(d.planId))
          .map((d) => [d.planId, d]),
      );
    },
  };
  return { deps, compiled, markets, documentReads };
}

const request = (input: Partial<SideBySideRequestInput> = {}) =>
  sideBySideRequestSchema.parse({
    planIds: ['TST-FEES', 'TST-SR-NSW', 'TST-TOU'],
    postcode: '2000',
    usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
    ...input,
  });

describe('sideBySide', () => {
  it('prices each plan with the engine in the order asked, months adding up to the year, with its terms', async () => {
    // Arrange
    const { deps, compiled, markets } = fakeDeps();
    const asked = request();
    const profile = profileForCompare(
      {
        ...asked,
        filters: { planType: 'all', greenOnly: false, noExitFee: false },
        sort: 'price',
        page: 1,
        pageSize: 3,
      },
      2026,
    );
    // Act
    const result = await sideBySide(deps, asked);
    // Assert
    expect(markets).toEqual([
      {
        fuel: 'ELECTRICITY',
        customerType: 'Residential',
        state: 'NSW',
        postcode: '2000',
      },
    ]);
    expect(result.plans.map((p) => p.plan.id)).toEqual(asked.planIds);
    for (const plan of result.plans) {
      const engine = pricePlan(
        compiled.get(plan.plan.id) as CompiledPlan,
        profile,
        { startsOn: planStartOn(NOW) },
      );
      expect(plan.annualCostIncGst).toBe(
        Math.round(engine.annualCostIncGst * 100) / 100,
      );
      const months = plan.monthlyCostsIncGst.map((m) => m.costIncGst ?? 0);
      expect(months).toHaveLength(12);
      expect(Math.round(months.reduce((a, b) => a + b, 0) * 100)).toBe(
        Math.round(plan.annualCostIncGst * 100),
      );
    }
    expect(result.plans[0]?.terms.contractTerm).toBe('24 months');
    expect(result.plans[0]?.terms.fees).toEqual([
      { kind: 'exit', name: 'Exit fee', amount: '$90.00', description: null },
    ]);
    expect(result.plans[0]?.terms.ends).toEqual([
      { name: 'Intro offer', endsOn: '2027-03-31', description: null },
    ]);
    expect(result.basis).toBe('typical');
    expect(result.usage).toEqual({
      annualKwh: 4800,
      monthlyKwh: 400,
      days: 365,
    });
  });

  it('with a what-if, gives each plan its cost after and before the change, months adding up to the cost after', async () => {
    // Arrange
    const { deps } = fakeDeps();
    const plain = await sideBySide(deps, request());
    // Act
    const result = await sideBySide(
      deps,
      request({ whatIf: { solar: { kw: 6.6 }, battery: { usableKwh: 10 } } }),
    );
    // Assert
    expect(result.plans.map((p) => p.plan.id)).toEqual(
      plain.plans.map((p) => p.plan.id),
    );
    result.plans.forEach((plan, i) => {
      expect(plan.whatIf?.before.annualCostIncGst).toBe(
        plain.plans[i]?.annualCostIncGst,
      );
      expect(plan.annualCostIncGst).toBeLessThan(
        plan.whatIf?.before.annualCostIncGst ?? 0,
      );
      expect(plan.whatIf?.batteryUse).not.toBe('none');
      const cents = plan.monthlyCostsIncGst.reduce(
        (sum, m) => sum + Math.round((m.costIncGst ?? Number.NaN) * 100),
        0,
      );
      expect(cents).toBe(Math.round(plan.annualCostIncGst * 100));
    });
    expect(plain.plans.every((p) => p.whatIf === undefined)).toBe(true);
  });

  it('refuses a plan not sold at the postcode, naming it, before reading any document', async () => {
    const { deps, documentReads } = fakeDeps();
    const refused = sideBySide(
      deps,
      request({ planIds: ['TST-SR-NSW', 'TST-ENDEAVOUR'] }),
    );
    await expect(refused).rejects.toThrow(ValidationError);
    await expect(refused).rejects.toMatchObject({
      field: 'planIds',
      message: expect.stringContaining('TST-ENDEAVOUR'),
    });
    expect(documentReads).toEqual([]);
  });

  it('refuses an id the catalogue does not hold', async () => {
    const { deps } = fakeDeps();
    await expect(
      sideBySide(deps, request({ planIds: ['NOPE-1'] })),
    ).rejects.toMatchObject({
      field: 'planIds',
      message: expect.stringContaining('NOPE-1'),
    });
  });

  it('refuses a plan of the market that cannot be priced', async () => {
    const { deps } = fakeDeps({ unpriced: 'TST-TOU' });
    await expect(sideBySide(deps, request())).rejects.toMatchObject({
      field: 'planIds',
      message: expect.stringContaining('TST-TOU cannot be priced'),
    });
  });

  it('says when the figures come from meter readings, and refuses readings that are not whole days', async () => {
    const { deps } = fakeDeps();
    const readings = {
      kind: 'intervals' as const,
      startDate: '2026-01-01',
      intervalMinutes: 30 as const,
      importKwh: new Array(48 * 31).fill(0.5),
    };
    const meter = await sideBySide(deps, request({ usage: readings }));
    expect(meter.basis).toBe('meter');
    expect(meter.plans[0]?.monthlyCostsIncGst[0]?.days).toBe(31);
    expect(meter.plans[0]?.monthlyCostsIncGst[1]?.costIncGst).toBeNull();
    await expect(
      sideBySide(
        deps,
        request({ usage: { ...readings, importKwh: new Array(49).fill(0.5) } }),
      ),
    ).rejects.toMatchObject({ field: 'usage' });
  });
});

describe('sideBySideRequestSchema', () => {
  it('takes one to four distinct URL-safe ids', () => {
    const parse = (planIds: unknown) =>
      sideBySideRequestSchema.safeParse({
        planIds,
        postcode: '2000',
        usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
      }).success;
    expect(parse(['AGL800101MRE1@EME'])).toBe(true);
    expect(parse(['A', 'B', 'C', 'D'])).toBe(true);
    expect(parse([])).toBe(false);
    expect(parse(['A', 'B', 'C', 'D', 'E'])).toBe(false);
    expect(parse(['A', 'A'])).toBe(false);
    expect(parse(['A B'])).toBe(false);
    expect(parse(['x'.repeat(201)])).toBe(false);
  });
});
