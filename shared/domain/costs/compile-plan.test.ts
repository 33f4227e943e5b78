import { describe, expect, it } from 'vitest';
import { type PlanDetail, parsePlanDetail } from '../../cdr/plan-detail.ts';
import { exGstOf } from './breakdown.ts';
import { compilePlan } from './compile-plan.ts';
import { TariffError } from './diagnostics.ts';
import type { Json } from './fixtures/plan-documents.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { halfHourlyImport } from './fixtures/profiles.ts';
import { pricePlan } from './price-plan.ts';

/** A copy of a fixture's `data` with some fields replaced or removed. */
function detailOf(document: unknown, patch: Json = {}): PlanDetail {
  const copy = structuredClone(document) as { data: Json };
  Object.assign(copy.data, patch);
  return parsePlanDetail(copy);
}

/** One kWh at 13:00 AEST on 1 Jan 2025 (14:00 in NSW daylight time). */
const oneKwhAtOnePm = (() => {
  const usage = new Float64Array(48);
  usage[26] = 1;
  return halfHourlyImport('2025-01-01', usage);
})();

/** A $1.00/day, 30 c/kWh plan published under another pricing model. */
const withPricingModel = (planId: string, pricingModel: string) =>
  fixtures.planDocument(planId, {
    pricingModel,
    tariffPeriod: [fixtures.anytimePeriod()],
  });

const LOCAL_WARNING = 'LOCAL time zone with an unknown state; AEST assumed';

describe('compilePlan time zones', () => {
  it('assumes AEST for LOCAL times when no distributor names a state', () => {
    // Arrange: touLocalNsw has peak 14:00-20:00 local at 50 c, else 20 c
    const detail = detailOf(fixtures.touLocalNsw, { geography: undefined });
    // Act
    const plan = compilePlan(detail);
    const cost = pricePlan(plan, oneKwhAtOnePm);
    // Assert: 13:00 read as AEST is off-peak: 1 kWh × 0.20 (supply is $0)
    expect(plan.periods[0]?.usage.layout.zone.key).toBe('AEST');
    expect(cost.costExGst).toBeCloseTo(0.2, 12);
    expect(plan.diagnostics).toEqual([
      {
        severity: 'warning',
        path: 'data.electricityContract.tariffPeriod[0]',
        message: LOCAL_WARNING,
      },
      {
        severity: 'warning',
        path: 'data.electricityContract',
        message: LOCAL_WARNING,
      },
    ]);
  });

  it('warns the same way for a distributor it does not recognise', () => {
    // Arrange
    const detail = detailOf(fixtures.touLocalNsw, {
      geography: { distributors: ['Unknown Networks Pty Ltd'] },
    });
    // Act
    const plan = compilePlan(detail);
    // Assert
    expect(plan.diagnostics.map((d) => d.message)).toEqual([
      LOCAL_WARNING,
      LOCAL_WARNING,
    ]);
  });

  it('uses the state passed in options over the distributors', () => {
    // Arrange: NSW plan priced as if in QLD (no daylight saving)
    const detail = detailOf(fixtures.touLocalNsw);
    // Act
    const plan = compilePlan(detail, { state: 'QLD' });
    const cost = pricePlan(plan, oneKwhAtOnePm);
    // Assert: 13:00 AEST is 13:00 in Brisbane, off-peak: 1 × 0.20; the
    // breakdown is annualised from 1 day: 0.20 × 365 = 73
    expect(plan.periods[0]?.usage.layout.zone.key).toBe('LOCAL:QLD');
    expect(cost.costExGst).toBeCloseTo(0.2, 12);
    expect(exGstOf(cost.breakdown.usage)).toBeCloseTo(73, 9);
    expect(plan.diagnostics).toEqual([]);
  });
});

describe('compilePlan pricing models and fuels', () => {
  it('marks a QUOTA plan as an error, and pricing it throws TariffError', () => {
    // Arrange
    const quota = parsePlanDetail(withPricingModel('TST-QUOTA', 'QUOTA'));
    // Act
    const plan = compilePlan(quota);
    // Assert
    expect(plan.hasErrors).toBe(true);
    expect(plan.diagnostics).toEqual([
      {
        severity: 'error',
        path: 'data.electricityContract.pricingModel',
        message: 'QUOTA plans are not supported',
      },
    ]);
    expect(() => pricePlan(plan, oneKwhAtOnePm)).toThrow(
      new TariffError(plan.planId, plan.diagnostics),
    );
    expect(() => pricePlan(plan, oneKwhAtOnePm)).toThrow(
      'plan TST-QUOTA cannot be priced: data.electricityContract.pricingModel: QUOTA plans are not supported',
    );
  });

  it('prices a FLEXIBLE plan with a warning that rates are indicative', () => {
    // Arrange
    const flexible = parsePlanDetail(withPricingModel('TST-FLEX', 'FLEXIBLE'));
    // Act
    const plan = compilePlan(flexible);
    // Assert
    expect(plan.hasErrors).toBe(false);
    expect(plan.diagnostics).toEqual([
      {
        severity: 'warning',
        path: 'data.electricityContract.pricingModel',
        message: 'FLEXIBLE (wholesale) rates are indicative',
      },
    ]);
  });

  it('compiles the electricity contract of a DUAL plan unless told GAS', () => {
    // Arrange
    const gas = structuredClone(fixtures.gasBlocks) as { data: Json };
    const detail = detailOf(fixtures.singleRateNsw, {
      fuelType: 'DUAL',
      gasContract: gas.data.gasContract,
    });
    // Act
    const electricity = compilePlan(detail);
    const gasPlan = compilePlan(detail, { fuel: 'GAS' });
    // Assert
    expect([electricity.fuel, electricity.unit]).toEqual([
      'ELECTRICITY',
      'KWH',
    ]);
    expect([gasPlan.fuel, gasPlan.unit]).toEqual(['GAS', 'MJ']);
    expect(gasPlan.periods[0]?.supplyDollarsPerDay).toBe(0.8);
  });

  it('refuses a fuel whose contract the plan does not have', () => {
    // Arrange
    const detail = detailOf(fixtures.singleRateNsw);
    // Act / Assert
    expect(() => compilePlan(detail, { fuel: 'GAS' })).toThrow(
      new RangeError('data.gasContract is required for GAS'),
    );
  });

  it('falls back to the plan id and brand when names are missing', () => {
    // Arrange
    const named = detailOf(fixtures.singleRateNsw, {
      displayName: undefined,
      brandName: undefined,
    });
    const anonymous = { ...named, brand: undefined };
    // Act
    const plan = compilePlan(named);
    const bare = compilePlan(anonymous);
    // Assert
    expect([plan.displayName, plan.brandName]).toEqual([
      'TST-SR-NSW',
      'test-energy',
    ]);
    expect(bare.brandName).toBe('');
  });
});

describe('TariffError', () => {
  it('names the first problem and counts the rest', () => {
    // Arrange
    const diagnostics = [
      { severity: 'error' as const, path: 'a', message: 'first' },
      { severity: 'error' as const, path: 'b', message: 'second' },
      { severity: 'error' as const, path: 'c', message: 'third' },
    ];
    // Act
    const error = new TariffError('P1', diagnostics);
    const empty = new TariffError('P2', []);
    // Assert
    expect(error.message).toBe('plan P1 cannot be priced: a: first (+2 more)');
    expect(error.name).toBe('TariffError');
    expect(empty.message).toBe('plan P2 cannot be priced: unknown');
  });
});
