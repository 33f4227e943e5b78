import { describe, expect, it } from 'vitest';
import type {
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { ReferencePrice } from '#shared/contracts/reference-prices';
import { financialYearOf } from '#shared/domain/compare/financial-year';
import { medianOf } from '#shared/domain/compare/savings-basis';
import { call } from '#test-support/http';
import { settingsAdmin } from '#test-support/settings';

const settings = settingsAdmin();

const compare = async (body: Partial<CompareRequestInput>) => {
  const response = await call<CompareResponse>('POST', '/api/compare', {
    json: {
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 350 },
      pageSize: 200,
      ...body,
    },
  });
  expect(response.status).toBe(200);
  expect(response.body.totalPlans).toBe(response.body.plans.length);
  return response.body;
};

const cents = (value: number) => Math.round(value * 100) / 100;
/** Each plan's saving is the basis less its first-year cost, never below 0. */
const expectSavingsAgainst = (body: CompareResponse, basis: number) => {
  for (const p of body.plans)
    expect(p.annualSavingsDollars).toBe(
      Math.max(0, cents(basis - p.annualCostIncGst)),
    );
};
const thisYear = financialYearOf(new Date());

/** A figure for the current financial year, as staff would enter one. */
const current = (
  network: string,
  annualPriceIncGst: number,
  modelAnnualKwh: number | null,
): ReferencePrice => ({
  name:
    network === 'Ausgrid' ? 'Default Market Offer' : 'Victorian Default Offer',
  network,
  customerType: 'Residential',
  controlledLoad: false,
  financialYear: thisYear,
  annualPriceIncGst,
  modelAnnualKwh,
  source: 'Entered by staff for this test',
});

describe('what "Save up to" is measured against', () => {
  it('is the median plan at an Ausgrid postcode while the shipped figures are for an earlier year', async () => {
    // The shipped file holds 2025-26 only; that year has ended.
    expect(thisYear).not.toBe('2025-26');
    const body = await compare({});
    const median = medianOf(body.plans.map((p) => p.annualCostIncGst)) ?? 0;
    expect(body.savingsBasis).toEqual({
      kind: 'market_median',
      label: 'the median plan in your area',
      annualCostIncGst: cents(median),
    });
    expectSavingsAgainst(body, cents(median));
    for (const row of body.plans.filter((p) => p.plan.networks.length === 1))
      expect(row.referenceStatement).toEqual({
        kind: 'none',
        reason: `No ${thisYear} reference price for residential customers in Ausgrid has been entered yet, and an earlier year's is not current, so none is compared.`,
      });
  });

  it("is the zone's reference price for this year once staff enter it, with its figure", async () => {
    // Arrange
    const vic = await compare({ postcode: '3000' });
    const [vicZone] = vic.networks;
    if (!vicZone || vic.networks.length !== 1)
      throw new Error('the fixture market at 3000 has not one network');
    const shipped = (await settings.load()).settings.referencePrices ?? [];
    await settings.change({
      referencePrices: [
        ...shipped,
        current('Ausgrid', 2050, null),
        current(vicZone.name, 1600, 4000),
      ],
    });
    // Act
    const ausgrid = await compare({});
    const citi = await compare({ postcode: '3000' });
    // Assert
    expect(ausgrid.savingsBasis).toEqual({
      kind: 'reference_price',
      label: `the Default Market Offer for Ausgrid (${thisYear})`,
      annualCostIncGst: 2050,
      financialYear: thisYear,
      modelAnnualKwh: null,
      source: 'Entered by staff for this test',
    });
    expectSavingsAgainst(ausgrid, 2050);
    expect(ausgrid.plans.some((p) => p.annualSavingsDollars > 0)).toBe(true);
    expect(citi.savingsBasis).toMatchObject({
      kind: 'reference_price',
      label: `the Victorian Default Offer for ${vicZone.name} (${thisYear})`,
      annualCostIncGst: 1600,
      modelAnnualKwh: 4000,
    });
    expectSavingsAgainst(citi, 1600);
  });

  it("states each row against the zone's reference price at its model usage, the same figure as the plan's details, and says why when it cannot", async () => {
    // Arrange
    const vic = await compare({ postcode: '3000' });
    const [vicZone] = vic.networks;
    if (!vicZone || vic.networks.length !== 1)
      throw new Error('the fixture market at 3000 has not one network');
    const shipped = (
      (await settings.load()).settings.referencePrices ?? []
    ).filter((p) => p.financialYear !== thisYear);
    await settings.change({
      referencePrices: [
        ...shipped,
        current('Ausgrid', 2050, null),
        current(vicZone.name, 1600, 4000),
      ],
    });
    // Act
    const citi = await compare({ postcode: '3000' });
    const ausgrid = await compare({});
    // Assert
    const oneZone = citi.plans.filter((p) => p.plan.networks.length === 1);
    expect(oneZone.length).toBeGreaterThan(0);
    for (const row of oneZone) {
      const statement = row.referenceStatement;
      if (statement?.kind !== 'stated')
        throw new Error(`${row.plan.id}: ${JSON.stringify(statement)}`);
      const percent = Math.round(
        ((statement.unconditionalAnnualIncGst - 1600) / 1600) * 100,
      );
      expect(statement.percent).toBe(percent);
      expect(statement.text).toBe(
        `${percent === 0 ? 'the same as' : `${Math.abs(percent)}% ${percent < 0 ? 'less' : 'more'} than`} the Victorian Default Offer for ${vicZone.name} (${thisYear})`,
      );
      // Priced at 4,000 kWh, not at the visitor's 4,200 kWh.
      expect(statement.unconditionalAnnualIncGst).not.toBe(
        row.annualCostIncGst,
      );
      const details = await call<PlanDetailsResponse>(
        'GET',
        `/api/plans/${encodeURIComponent(row.plan.id)}/details`,
      );
      expect(details.body.referenceStatement).toEqual(statement);
    }
    for (const row of ausgrid.plans.filter((p) => p.plan.networks.length === 1))
      expect(row.referenceStatement).toEqual({
        kind: 'none',
        reason: `The model annual usage behind the Default Market Offer for Ausgrid (${thisYear}) has not been entered, so the plan is not compared with it.`,
      });
  });

  it('is the median plan where no reference price applies: Canberra, and gas', async () => {
    for (const body of [
      await compare({ postcode: '2600' }),
      await compare({
        postcode: '3030',
        energyType: 'Gas',
        usage: { kind: 'monthlyKwh', monthlyKwh: 1200 },
      }),
    ]) {
      expect(body.savingsBasis?.kind).toBe('market_median');
      const median = medianOf(body.plans.map((p) => p.annualCostIncGst)) ?? 0;
      expect(body.savingsBasis?.annualCostIncGst).toBe(cents(median));
      expectSavingsAgainst(body, cents(median));
    }
  });

  it('is the current plan when the visitor names it', async () => {
    const market = await compare({});
    const mine = market.plans[Math.floor(market.plans.length / 2)];
    if (!mine) throw new Error('the fixture market at 2000 is empty');
    const body = await compare({ currentPlanId: mine.plan.id });
    expect(body.savingsBasis).toEqual({
      kind: 'current_plan',
      label: 'your current plan',
      annualCostIncGst: mine.annualCostIncGst,
    });
    expectSavingsAgainst(body, mine.annualCostIncGst);
  });

  it("is the visitor's bill when they give one", async () => {
    const body = await compare({
      usage: { kind: 'monthlyBill', monthlyBillDollars: 200 },
    });
    expect(body.savingsBasis).toEqual({
      kind: 'current_bill',
      label: 'your bill ($2,400 a year)',
      annualCostIncGst: 2400,
    });
    expectSavingsAgainst(body, 2400);
  });
});
