import { describe, expect, it } from 'vitest';
import type {
  BillUsage,
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import type { SideBySideResponse } from '#shared/contracts/side-by-side';
import { call } from '#test-support/http';

/** A Canberra home's four quarterly bills, as printed, with panels. */
const quarters = [
  {
    startDate: '2025-07-01',
    endDate: '2025-09-30',
    generalKwh: 1425.9,
    controlledLoadKwh: 310.2,
    exportKwh: 402.7,
  },
  {
    startDate: '2025-10-01',
    endDate: '2025-12-31',
    generalKwh: 980.4,
    controlledLoadKwh: 255.1,
    exportKwh: 820.3,
  },
  {
    startDate: '2026-01-01',
    endDate: '2026-03-31',
    generalKwh: 1010.6,
    controlledLoadKwh: 240.8,
    exportKwh: 760.5,
  },
  {
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    generalKwh: 1290.2,
    controlledLoadKwh: 298.4,
    exportKwh: 385.9,
  },
];
const answers = {
  people: 3,
  solarKw: 6.6,
  batteryKwh: 0,
  controlledLoad: true,
};
const BATTERY_PLAN = 'Battery Boost';
/** A summer bill that prints peak, shoulder and off-peak kWh. */
const bandedQuarter: BillUsage = {
  kind: 'bill',
  periods: [
    {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      peakKwh: 310,
      shoulderKwh: 520,
      offPeakKwh: 415,
    },
  ],
};

const compare = (
  body: Partial<CompareRequestInput> & Record<string, unknown>,
) =>
  call<CompareResponse>('POST', '/api/compare', {
    json: {
      postcode: '2600',
      usage: { kind: 'bill', periods: quarters, household: answers },
      pageSize: 200,
      ...body,
    },
  });

const names = (r: CompareResponse) => r.plans.map((p) => p.plan.planName);

describe('POST /api/compare with a bill or a household', () => {
  it('prices a year of bills as estimated, naming the period on every row, and hides the battery-only plan from a home without one', async () => {
    // Act
    const { status, body } = await compare({});
    // Assert
    expect(status).toBe(200);
    expect(body.household).toMatchObject({
      basis: 'bill',
      period: 'Estimated from a bill of 1 July 2025 to 30 June 2026.',
      hiddenPlans: 1,
      ineligiblePlans: 1,
    });
    expect(names(body)).not.toContain(BATTERY_PLAN);
    expect(body.plans.length).toBeGreaterThan(2);
    for (const row of body.plans) {
      expect(row.confidence).not.toBe('exact');
      expect(row.diagnostics[0]).toBe(body.household?.period);
      expect(row.ineligibleReasons).toBeUndefined();
    }
    expect(body.plans.filter((p) => p.confidence === 'estimated').length).toBe(
      body.plans.filter((p) => p.confidence !== 'approximate').length,
    );
    // Bought use is the bills' general use, controlled load apart.
    const general = quarters.reduce((sum, q) => sum + q.generalKwh, 0);
    expect(body.usage.annualKwh).toBeCloseTo(general, -1);
    expect(body.usage.days).toBe(365);
  });

  it('shows every plan when asked, the one the home cannot take saying why in plain words and never the best value', async () => {
    // Act
    const { body } = await compare({ showAllPlans: true });
    // Assert
    const battery = body.plans.find((p) => p.plan.planName === BATTERY_PLAN);
    expect(battery?.eligibility).toEqual([
      {
        words: 'Only for homes with a battery',
        details: 'For homes with a battery of at least 5 kWh.',
      },
    ]);
    expect(battery?.ineligibleReasons).toEqual([
      'Only for homes with a battery: the household has no battery.',
    ]);
    expect(battery?.isBestValue).toBe(false);
    expect(body.plans.find((p) => p.isBestValue)?.ineligibleReasons).toBe(
      undefined,
    );
    expect(body.household).toMatchObject({
      hiddenPlans: 0,
      ineligiblePlans: 1,
    });
  });

  it('lists the battery-only plan for a home with a battery', async () => {
    // Act
    const { body } = await compare({
      usage: { kind: 'bill', household: { ...answers, batteryKwh: 10 } },
    });
    // Assert
    const battery = body.plans.find((p) => p.plan.planName === BATTERY_PLAN);
    expect(battery?.ineligibleReasons).toBeUndefined();
    expect(battery?.eligibility?.[0]?.words).toBe(
      'Only for homes with a battery',
    );
    expect(body.household?.hiddenPlans).toBe(0);
  });

  it('prices a bill with a quarter that bought nothing when the home exported', async () => {
    // Arrange: panels and a battery carried the home from October to December.
    const periods = quarters.map(({ controlledLoadKwh: _, ...q }, i) =>
      i === 1 ? { ...q, generalKwh: 0, exportKwh: 2500 } : q,
    );
    // Act
    const { status, body } = await compare({
      usage: {
        kind: 'bill',
        periods,
        household: { solarKw: 13, batteryKwh: 10 },
      },
    });
    // Assert
    expect(status).toBe(200);
    expect(body.household?.basis).toBe('bill');
    expect(names(body)).toContain(BATTERY_PLAN);
    expect(body.plans.length).toBeGreaterThan(2);
  });

  it('prices a questionnaire alone as a typical year for such a home', async () => {
    // Act
    const { status, body } = await compare({
      usage: {
        kind: 'bill',
        household: { people: 2, dwelling: 'apartment', hotWater: 'gas' },
      },
    });
    const bigger = await compare({
      usage: {
        kind: 'bill',
        household: { people: 5, dwelling: 'house', poolPump: true },
      },
    });
    // Assert
    expect(status).toBe(200);
    expect(body.household?.basis).toBe('questionnaire');
    expect(body.plans[0]?.diagnostics[0]).toMatch(
      /answers about the household/,
    );
    expect(body.usage.annualKwh).toBeGreaterThan(1000);
    expect(bigger.body.usage.annualKwh).toBeGreaterThan(body.usage.annualKwh);
  });

  it('prices bands as printed and keeps typed use unchanged', async () => {
    // Act
    const { status, body } = await compare({
      usage: bandedQuarter,
    });
    const typed = await compare({
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
    });
    // Assert
    expect(status).toBe(200);
    expect(body.household?.period).toBe(
      'Estimated from a bill of 1 January 2026 to 31 March 2026, scaled to a year.',
    );
    expect(body.usage.days).toBe(90);
    expect(typed.body.household).toBeUndefined();
    expect(names(typed.body)).toContain(BATTERY_PLAN);
  });

  it('gives every plan a cost range, wider for a questionnaire than a bill, and says whether the first plan stays first across it', async () => {
    // Act
    const { body } = await compare({});
    const asked = await compare({
      usage: { kind: 'bill', household: answers },
    });
    // Assert
    expect(body.range).toMatchObject({ inputKind: 'billYear', errorBand: 0.1 });
    expect(asked.body.range).toMatchObject({
      inputKind: 'questionnaire',
      errorBand: 0.3,
    });
    for (const row of body.plans) {
      expect(row.costRange?.low).toBeLessThan(row.annualCostIncGst);
      expect(row.costRange?.high).toBeGreaterThan(row.annualCostIncGst);
    }
    const first = body.plans[0];
    expect(body.range?.firstPlanId).toBe(first?.plan.id);
    // Each end ranked as the list is: with the row's timing allowance.
    const end = (p: typeof first, side: 'low' | 'high') =>
      (p?.costRange?.[side] ?? 0) + (p?.timingAllowanceDollars ?? 0);
    const beaten = body.plans.some(
      (p) =>
        end(p, 'low') < end(first, 'low') ||
        end(p, 'high') < end(first, 'high'),
    );
    expect(body.range?.firstStaysFirst).toBe(!beaten);
    const width = (r: CompareResponse) =>
      (r.plans[0]?.costRange?.high ?? 0) - (r.plans[0]?.costRange?.low ?? 0);
    expect(
      width(asked.body) / (asked.body.plans[0]?.annualCostIncGst ?? 1),
    ).toBeGreaterThan(width(body) / (first?.annualCostIncGst ?? 1));
  });

  it('ranks a bill of one general figure by cost plus each plan’s timing allowance, and a banded bill by cost alone', async () => {
    // Act
    const { status, body } = await compare({});
    const banded = await compare({
      usage: bandedQuarter,
    });
    // Assert
    expect(status).toBe(200);
    const allowances = body.plans.map((p) => p.timingAllowanceDollars ?? 0);
    expect(allowances.some((a) => a > 0)).toBe(true);
    expect(allowances.every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
    const ranked = body.plans.map(
      (p) => p.annualCostIncGst + (p.timingAllowanceDollars ?? 0),
    );
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    expect(
      banded.body.plans.some((p) => p.timingAllowanceDollars !== undefined),
    ).toBe(false);
    const prices = banded.body.plans.map((p) => p.annualCostIncGst);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('prices the same bill side by side as compare does', async () => {
    // Arrange
    const { body } = await compare({});
    const chosen = body.plans.slice(0, 2);
    // Act
    const side = await call<SideBySideResponse>(
      'POST',
      '/api/compare/side-by-side',
      {
        json: {
          postcode: '2600',
          usage: { kind: 'bill', periods: quarters, household: answers },
          planIds: chosen.map((p) => p.plan.id),
        },
      },
    );
    // Assert
    expect(side.status).toBe(200);
    expect(side.body.plans.map((p) => p.annualCostIncGst)).toEqual(
      chosen.map((p) => p.annualCostIncGst),
    );
  });

  describe('a bill naming its current plan', () => {
    const bands = {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      peakKwh: 310,
      shoulderKwh: 520,
      offPeakKwh: 415,
    };
    const banded = (currentPlanId?: string) =>
      compare({
        usage: {
          kind: 'bill',
          periods: [bands],
          ...(currentPlanId && { currentPlanId }),
        },
      });
    const idOf = (r: CompareResponse, name: string) => {
      const id = r.plans.find((p) => p.plan.planName === name)?.plan.id;
      if (!id) throw new Error(`${name} is not sold at 2600`);
      return id;
    };
    // Peak 15:00-21:00 and off-peak the rest, every day: no shoulder.
    const TWO_RATE = 'Flexi Saver (Residential Demand)';
    // Peak, shoulder and off-peak, as the bill prints them.
    const THREE_RATE = 'Living Energy Saver (Time of Use)';

    it('measures savings from that plan and says a band that cannot fit its windows does not', async () => {
      // Arrange
      const unnamed = await banded();
      const twoRate = idOf(unnamed.body, TWO_RATE);
      // Act
      const { status, body } = await banded(twoRate);
      // Assert
      expect(status).toBe(200);
      expect(body.currentPlan?.plan.id).toBe(twoRate);
      expect(body.savingsBasis).toMatchObject({
        kind: 'current_plan',
        label: 'your current plan',
        annualCostIncGst: body.currentPlan?.annualCostIncGst,
      });
      const fit = `The 520 kWh of shoulder from 2026-01-01 to 2026-03-31 do not fit the windows of your current plan, ${TWO_RATE}: they are spread over the day instead.`;
      expect(body.household?.diagnostics).toContain(fit);
      expect(unnamed.body.household?.diagnostics).not.toContain(fit);
      for (const row of body.plans) {
        expect(row.diagnostics).toContain(fit);
        expect(row.annualSavingsDollars).toBeCloseTo(
          Math.max(
            0,
            (body.currentPlan?.annualCostIncGst ?? 0) - row.annualCostIncGst,
          ),
          1,
        );
      }
    });

    it('prices every plan on the bands placed in that plan’s own windows', async () => {
      // Arrange
      const unnamed = await banded();
      const threeRate = idOf(unnamed.body, THREE_RATE);
      const cost = (r: CompareResponse) =>
        r.plans.find((p) => p.plan.id === threeRate)?.annualCostIncGst;
      // Act
      const { status, body } = await banded(threeRate);
      // Assert
      expect(status).toBe(200);
      expect(body.household?.diagnostics.join(' ')).not.toMatch(/do not fit/);
      expect(body.savingsBasis?.kind).toBe('current_plan');
      // The typical Evoenergy windows put other hours in the bill's bands.
      expect(cost(body)).not.toBeCloseTo(cost(unnamed.body) ?? 0, 0);
      expect(body.usage.annualKwh).toBe(unnamed.body.usage.annualKwh);
    });

    it('refuses a plan on the bill that is not sold at the postcode, naming it', async () => {
      // Act
      const response = await call<{ error: { field: string } }>(
        'POST',
        '/api/compare',
        {
          json: {
            postcode: '2600',
            usage: {
              kind: 'bill',
              periods: [bands],
              currentPlanId: 'NOT-A-PLAN@EME',
            },
          },
        },
      );
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe('usage.currentPlanId');
    });
  });

  const period = (fields: Record<string, unknown>) => ({
    usage: {
      kind: 'bill',
      periods: [{ startDate: '2026-01-01', endDate: '2026-03-31', ...fields }],
    },
  });
  it.each([
    [
      'usage.periods.0.endDate',
      period({ endDate: '2025-12-01', generalKwh: 900 }),
    ],
    [
      'usage.periods.0.endDate',
      period({ endDate: '2027-03-31', generalKwh: 900 }),
    ],
    ['usage.periods.0.generalKwh', period({ generalKwh: 90 * 250 })],
    ['usage.periods.0.generalKwh', period({ generalKwh: -4 })],
    [
      'usage.periods.0.exportKwh',
      {
        usage: {
          kind: 'bill',
          periods: quarters.slice(0, 1).map((q) => ({ ...q, exportKwh: 9000 })),
          household: { solarKw: 6.6 },
        },
      },
    ],
    [
      'usage.periods.0.peakKwh',
      period({ peakKwh: 0, shoulderKwh: 0, offPeakKwh: 0 }),
    ],
    [
      'usage.household.solarKw',
      {
        usage: {
          kind: 'bill',
          periods: quarters.slice(0, 1),
          household: { solarKw: 0 },
        },
      },
    ],
    ['usage.periods', { usage: { kind: 'bill' } }],
  ])('refuses a bill with a bad %s with 400 naming it', async (field, body) => {
    // Act
    const response = await call<{ error: { field: string; message: string } }>(
      'POST',
      '/api/compare',
      { json: { postcode: '2600', ...body } },
    );
    // Assert
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });
});
