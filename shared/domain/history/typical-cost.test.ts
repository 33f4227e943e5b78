import { describe, expect, it } from 'vitest';
import {
  cardEstimatesOf,
  estimateDaysOf,
  typicalHouseholdOfPlan,
} from '../compare/typical-household.ts';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import {
  gasBlocks,
  type Json,
  singleRateNsw,
} from '../costs/fixtures/plan-documents.ts';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { annualCostOver, typicalAnnualCost } from './typical-cost.ts';

const NOW = new Date('2026-11-27T00:00:00Z');
const electricity = {
  energyType: 'Electricity',
  networks: ['Ausgrid'],
  availableStates: ['NSW'],
  customerType: 'Residential',
} as const;
const gas = { ...electricity, energyType: 'Gas' } as const;
const home = typicalHouseholdOfPlan(electricity);

describe('a version priced for the typical household', () => {
  it('is the one typical home: 20 kWh a day on its network’s state', () => {
    expect(home).toMatchObject({
      label: 'A home using 20 kWh a day',
      annualUse: 7300,
      state: 'NSW',
    });
    expect(
      typicalHouseholdOfPlan({ ...electricity, customerType: 'Business' })
        .annualUse,
    ).toBe(36500);
  });

  it('prices a flat plan as the plan page does: ($1.00 × 365 + 7,300 kWh × 30 c) × 1.1', () => {
    const cost = typicalAnnualCost(
      singleRateNsw.data,
      'Electricity',
      home,
      NOW,
    );
    expect(cost).toBe(2810.5);
    // The card estimates are 30 days of the same year.
    expect(
      cardEstimatesOf(compileDocument(singleRateNsw), 'NSW', NOW)
        ?.homeDollarsPer30Days,
    ).toBe(estimateDaysOf(cost ?? 0));
  });

  it('prices gas in MJ', () => {
    const cost = typicalAnnualCost(
      (gasBlocks as Json).data,
      'Gas',
      typicalHouseholdOfPlan(gas),
      NOW,
    );
    expect(cost).toBeGreaterThan(0);
  });

  it('answers null for a document the engine cannot read', () => {
    expect(
      typicalAnnualCost({ planId: 'X' }, 'Electricity', home, NOW),
    ).toBeNull();
  });

  it('prices a version over any year of use, to the cent', () => {
    // ($1.00 × 365 + 3,650 kWh × 30 c) × 1.1
    const profile = flatAnnualProfile(3650, { startDate: '2026-01-01' });
    expect(annualCostOver(singleRateNsw.data, electricity, profile, NOW)).toBe(
      1606,
    );
  });
});
