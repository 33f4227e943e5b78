import { describe, expect, it } from 'vitest';
import type {
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { call, type ErrorBody } from '#test-support/http';

const compare = (body: Partial<CompareRequestInput> = {}) =>
  call<CompareResponse>('POST', '/api/compare', {
    json: {
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      pageSize: 200,
      ...body,
    },
  });

const changes = {
  solar: { kw: 6.6, exportLimitKw: 5 },
  ev: { kmPerYear: 12_000, charging: 'overnight' },
  loadShift: { eveningShare: 0.3 },
} satisfies WhatIfInputFields;
const battery = { usableKwh: 13.5, powerKw: 5 };

const costById = (response: CompareResponse) =>
  new Map(response.plans.map((p) => [p.plan.id, p.annualCostIncGst]));

describe('POST /api/compare with a what-if', () => {
  it('prices every plan before and after solar, a battery, an EV and a shift, and re-ranks on the cost after', async () => {
    // Arrange
    const plain = await compare();
    // Act
    const { status, body } = await compare({
      whatIf: { ...changes, battery },
    });
    // Assert
    expect(status).toBe(200);
    const before = costById(plain.body);
    expect(body.plans).toHaveLength(before.size);
    const after = body.plans.map((p) => p.annualCostIncGst);
    expect(after).toEqual([...after].sort((a, b) => a - b));
    expect(body.plans[0]?.isBestValue).toBe(true);
    // Plans of equal cost share one rank: one more than the plans cheaper.
    const rankBefore = (cost: number) =>
      plain.body.plans.filter((p) => p.annualCostIncGst < cost).length + 1;
    for (const row of body.plans) {
      const was = before.get(row.plan.id);
      expect(row.whatIf?.before.annualCostIncGst).toBe(was);
      expect(row.whatIf?.before.rank).toBe(rankBefore(was ?? Number.NaN));
      expect(row.whatIf?.differenceDollars).toBeCloseTo(
        row.annualCostIncGst - (was ?? 0),
        1,
      );
      expect(row.whatIf?.batteryUse).not.toBe('none');
    }
    // 6.6 kW of panels and a battery save on every plan, even with an EV
    expect(
      body.plans.every((p) => (p.whatIf?.differenceDollars ?? 0) < 0),
    ).toBe(true);

    const summary = body.whatIf;
    const [firstBefore] = plain.body.plans;
    const [firstAfter] = body.plans;
    expect(summary?.bestBefore).toMatchObject({
      planId: firstBefore?.plan.id,
      annualCostIncGst: firstBefore?.annualCostIncGst,
      afterAnnualCostIncGst: costById(body).get(firstBefore?.plan.id ?? ''),
    });
    expect(summary?.bestAfter).toMatchObject({
      planId: firstAfter?.plan.id,
      annualCostIncGst: firstAfter?.annualCostIncGst,
      beforeAnnualCostIncGst: before.get(firstAfter?.plan.id ?? ''),
    });
    expect(summary?.worthTogether?.against).toBe('bestBefore');
    expect(summary?.worthTogether?.dollars).toBeCloseTo(
      (firstBefore?.annualCostIncGst ?? 0) -
        (firstAfter?.annualCostIncGst ?? 0),
      1,
    );
    expect(summary?.averageDay.before.import).toHaveLength(48);
    expect(summary?.averageDay.after.battery).toHaveLength(48);
  });

  it('closes the year’s energy balance within 0.1 kWh', async () => {
    // Act
    const { body } = await compare({ whatIf: { ...changes, battery } });
    // Assert
    const b = body.whatIf?.balance;
    expect(b).toBeDefined();
    if (!b) return;
    expect(Math.abs(b.unaccounted)).toBeLessThanOrEqual(0.1);
    // Recomputed from the figures shown (each rounded to 0.1 kWh): what was
    // bought or generated went to the home, out, to waste or stayed stored.
    const inflow = b.bought + b.solarGenerated;
    const outflow =
      b.homeUse + b.exported + b.curtailed + b.stored - b.discharged;
    expect(Math.abs(inflow - outflow)).toBeLessThanOrEqual(0.1 + 7 * 0.05);
    expect(b.solarGenerated).toBeGreaterThan(7000);
    expect(b.stored).toBeGreaterThan(1000);
    expect(b.losses).toBeCloseTo(b.stored * 0.1, 0);
    // 4,800 kWh of use, an EV's 2,040 kWh on top
    expect(b.homeUse).toBeCloseTo(4800 + 2040, -1);
  });

  it('never raises any plan’s cost by more than a cent with the battery added', async () => {
    // Act
    const without = await compare({ whatIf: changes });
    const withBattery = await compare({ whatIf: { ...changes, battery } });
    // Assert
    const cost = costById(without.body);
    expect(withBattery.body.plans).toHaveLength(cost.size);
    for (const row of withBattery.body.plans)
      expect(row.annualCostIncGst).toBeLessThanOrEqual(
        (cost.get(row.plan.id) ?? Number.NaN) + 0.01,
      );
    const uses = new Set(
      withBattery.body.plans.map((p) => p.whatIf?.batteryUse),
    );
    expect(uses.has('selfConsumption')).toBe(true);
  });

  it.each<[string, WhatIfInputFields]>([
    ['whatIf.solar.kw', { solar: { kw: 40 } }],
    ['whatIf.solar.kw', { solar: { kw: 0.2 } }],
    ['whatIf.battery.usableKwh', { battery: { usableKwh: 150 } }],
    ['whatIf.battery.powerKw', { battery: { usableKwh: 5, powerKw: 11 } }],
    ['whatIf.ev.kmPerYear', { ev: { kmPerYear: 150_000 } }],
    ['whatIf.loadShift.eveningShare', { loadShift: { eveningShare: 1.5 } }],
    ['whatIf', {}],
  ])('answers 400 naming %s', async (field, whatIf) => {
    // Act
    const response = await call<ErrorBody>('POST', '/api/compare', {
      json: {
        postcode: '2000',
        usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
        whatIf,
      },
    });
    // Assert
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });
});
