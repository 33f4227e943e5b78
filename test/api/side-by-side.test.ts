import { beforeAll, describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import type {
  SideBySideRequestInput,
  SideBySideResponse,
} from '#shared/contracts/side-by-side';
import { call, type ErrorBody } from '#test-support/http';

const usage = { kind: 'monthlyKwh', monthlyKwh: 400 } as const;

const compare = (postcode: string) =>
  call<CompareResponse>('POST', '/api/compare', {
    json: { postcode, usage, pageSize: 200 },
  });

const sideBySide = <T = SideBySideResponse>(
  body: Partial<SideBySideRequestInput> & Record<string, unknown>,
) =>
  call<T>('POST', '/api/compare/side-by-side', {
    json: { postcode: '2000', usage, ...body },
  });

let sydney: CompareResponse;
let melbourne: CompareResponse;

beforeAll(async () => {
  sydney = (await compare('2000')).body;
  melbourne = (await compare('3000')).body;
});

describe('POST /api/compare/side-by-side', () => {
  it('prices the chosen plans as compare does, in the order asked, with twelve months adding up to the year', async () => {
    // Arrange: three plans of the Sydney results, cheapest last
    const chosen = sydney.plans.slice(0, 3).reverse();
    expect(chosen).toHaveLength(3);
    // Act
    const { status, body } = await sideBySide({
      planIds: chosen.map((p) => p.plan.id),
    });
    // Assert
    expect(status).toBe(200);
    expect(body.plans.map((p) => p.plan.id)).toEqual(
      chosen.map((p) => p.plan.id),
    );
    expect(body.plans.map((p) => p.annualCostIncGst)).toEqual(
      chosen.map((p) => p.annualCostIncGst),
    );
    expect(body.plans.map((p) => p.breakdown)).toEqual(
      chosen.map((p) => p.breakdown),
    );
    for (const plan of body.plans) {
      const months = plan.monthlyCostsIncGst;
      expect(months.map((m) => m.month)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
      const cents = months.reduce(
        (sum, m) => sum + Math.round((m.costIncGst ?? Number.NaN) * 100),
        0,
      );
      expect(cents).toBe(Math.round(plan.annualCostIncGst * 100));
      expect(plan.terms.contractTerm).toBe(plan.plan.contractTerm);
      expect(plan.terms.greenPercent).toBe(plan.plan.greenEnergyPercent);
    }
    expect(body.basis).toBe('typical');
    expect(body.usage.annualKwh).toBe(4800);
  });

  it('with a what-if, gives each chosen plan the cost before and after that /compare’s what-if rows give it, months adding up to the cost after', async () => {
    // Arrange
    const whatIf = { solar: { kw: 6.6 }, battery: { usableKwh: 10 } };
    const compared = await call<CompareResponse>('POST', '/api/compare', {
      json: { postcode: '2000', usage, pageSize: 200, whatIf },
    });
    const chosen = compared.body.plans.slice(0, 3).reverse();
    expect(chosen).toHaveLength(3);
    // Act
    const { status, body } = await sideBySide({
      planIds: chosen.map((p) => p.plan.id),
      whatIf,
    });
    // Assert
    expect(status).toBe(200);
    type Row = Pick<
      SideBySideResponse['plans'][number],
      'plan' | 'annualCostIncGst' | 'whatIf'
    >;
    const figures = (p: Row) => ({
      id: p.plan.id,
      after: p.annualCostIncGst,
      before: p.whatIf?.before.annualCostIncGst,
      difference: p.whatIf?.differenceDollars,
      batteryUse: p.whatIf?.batteryUse,
    });
    expect(body.plans.map(figures)).toEqual(chosen.map(figures));
    for (const plan of body.plans) {
      expect(plan.annualCostIncGst).toBeLessThan(
        plan.whatIf?.before.annualCostIncGst ?? 0,
      );
      const cents = plan.monthlyCostsIncGst.reduce(
        (sum, m) => sum + Math.round((m.costIncGst ?? Number.NaN) * 100),
        0,
      );
      expect(cents).toBe(Math.round(plan.annualCostIncGst * 100));
    }
  });

  it('refuses a what-if size no home installs, naming the field', async () => {
    const { status, body } = await sideBySide<ErrorBody>({
      planIds: [sydney.plans[0]?.plan.id ?? ''],
      whatIf: { solar: { kw: 40 } },
    });
    expect(status).toBe(400);
    expect(body.error.field).toBe('whatIf.solar.kw');
  });

  it.each([
    ['an id with spaces', ['not a plan id']],
    ['no plans', []],
    ['a repeated plan', ['A1', 'A1']],
  ])('refuses %s with 400 naming planIds', async (_, planIds) => {
    const { status, body } = await sideBySide<ErrorBody>({ planIds });
    expect(status).toBe(400);
    // A bad id is named by its place: planIds.0
    expect(body.error.field).toMatch(/^planIds(\.\d)?$/);
  });

  it('refuses five plans with 400 naming planIds', async () => {
    const five = sydney.plans.slice(0, 5).map((p) => p.plan.id);
    expect(five).toHaveLength(5);
    const { status, body } = await sideBySide<ErrorBody>({ planIds: five });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION', field: 'planIds' });
  });

  it('refuses a plan sold outside the postcode, naming it', async () => {
    // Arrange: a Melbourne plan asked for at a Sydney postcode
    const inMarket = sydney.plans[0]?.plan.id ?? '';
    const elsewhere = melbourne.plans[0]?.plan.id ?? '';
    expect(elsewhere).not.toBe('');
    // Act
    const { status, body } = await sideBySide<ErrorBody>({
      planIds: [inMarket, elsewhere],
    });
    // Assert
    expect(status).toBe(400);
    expect(body.error.field).toBe('planIds');
    expect(body.error.message).toContain(elsewhere);
    expect(body.error.message).not.toContain(inMarket);
  });

  it('refuses a bad postcode and a field the page never sends, naming them', async () => {
    const planIds = [sydney.plans[0]?.plan.id ?? ''];
    const postcode = await sideBySide<ErrorBody>({ planIds, postcode: '20' });
    const extra = await sideBySide<ErrorBody>({ planIds, name: 'Alex' });
    expect(postcode.status).toBe(400);
    expect(postcode.body.error.field).toBe('postcode');
    expect(extra.status).toBe(400);
    expect(extra.body.error.field).toBe('name');
  });
});
