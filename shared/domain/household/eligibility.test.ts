import { describe, expect, it } from 'vitest';
import {
  eligibilityInWords,
  eligibilityRulesOf,
  householdHas,
  unmetEligibility,
} from './eligibility.ts';

const none = householdHas({}, false);

describe('unmetEligibility', () => {
  it('excludes battery, solar, pool and seniors plans from a home without them', () => {
    expect(unmetEligibility([{ type: 'EXISTING_BATTERY' }], none)).toEqual([
      'Only for homes with a battery: the household has no battery.',
    ]);
    expect(unmetEligibility([{ type: 'EXISTING_SOLAR' }], none)).toHaveLength(
      1,
    );
    expect(unmetEligibility([{ type: 'EXISTING_POOL' }], none)).toHaveLength(1);
    expect(unmetEligibility([{ type: 'SENIOR_CARD' }], none)).toHaveLength(1);
    expect(unmetEligibility([{ type: 'SMALL_BUSINESS' }], none)).toHaveLength(
      1,
    );
  });

  it('lets a home with them take those plans; an export on the bill means solar', () => {
    const has = householdHas(
      { batteryKwh: 10, poolPump: true, seniorCard: true },
      true,
    );
    expect(
      unmetEligibility(
        [
          { type: 'EXISTING_BATTERY' },
          { type: 'EXISTING_SOLAR' },
          { type: 'EXISTING_POOL' },
          { type: 'SENIOR_CARD' },
        ],
        has,
      ),
    ).toEqual([]);
  });

  it('reads EV and solar conditions published as OTHER', () => {
    const ev = {
      type: 'OTHER',
      information: 'You own an electric vehicle',
      description: 'registered owner of an electric vehicle',
    };
    expect(unmetEligibility([ev], none)).toHaveLength(1);
    expect(
      unmetEligibility(
        [ev],
        householdHas({ ev: { charging: 'overnight' } }, false),
      ),
    ).toEqual([]);
    const netMetered = {
      type: 'OTHER',
      information: 'Net metered Solar PV system',
    };
    expect(unmetEligibility([netMetered], none)).toHaveLength(1);
  });

  it('never excludes conditions anyone can meet', () => {
    expect(
      unmetEligibility(
        [
          { type: 'THIRD_PARTY_ONLY' },
          { type: 'NEW_CUSTOMER' },
          { type: 'ONLINE_ONLY' },
          { type: 'LOYALTY_MEMBER' },
        ],
        none,
      ),
    ).toEqual([]);
  });
});

describe('eligibility in words', () => {
  it('says each type plainly and keeps the plan’s own words for OTHER', () => {
    expect(eligibilityInWords({ type: 'THIRD_PARTY_ONLY' }).words).toBe(
      'Only through a comparison or sign-up service',
    );
    expect(
      eligibilityInWords({
        type: 'OTHER',
        information: 'Everyday Rewards Membership',
        description: 'x',
      }),
    ).toEqual({
      words: 'Everyday Rewards Membership',
      details: 'x',
    });
  });

  it('reads the rules of a plan-detail document', () => {
    expect(
      eligibilityRulesOf({
        electricityContract: {
          eligibility: [
            { type: 'EXISTING_SOLAR', information: '', description: 'd' },
          ],
        },
      }),
    ).toEqual([
      { type: 'EXISTING_SOLAR', information: undefined, description: 'd' },
    ]);
    expect(eligibilityRulesOf({})).toEqual([]);
  });
});

const nothing = householdHas(undefined, false);

describe('eligibility edges (docs/household.md, Eligibility)', () => {
  it('knows nothing of a household that gave no answers and no export', () => {
    expect(nothing).toEqual({
      solar: false,
      battery: false,
      pool: false,
      ev: false,
      seniorCard: false,
    });
  });

  it('treats a rule with no type as other conditions', () => {
    expect(eligibilityInWords({})).toEqual({
      words: 'Other conditions',
      details: null,
    });
    expect(eligibilityInWords({ type: 'NOT_A_CDR_TYPE' }).words).toBe(
      'Other conditions',
    );
  });

  it('refuses business-only and existing-customer plans to a switching home', () => {
    expect(
      unmetEligibility(
        [{ type: 'SMALL_BUSINESS' }, { type: 'EXISTING_CUST' }],
        nothing,
      ),
    ).toEqual([
      'Only for small businesses: this is a home.',
      'Only for existing customers of this retailer: a switch makes you a new customer.',
    ]);
  });

  it('reads "no solar or battery" and battery-only conditions published as OTHER', () => {
    const noSolar = { type: 'OTHER', information: 'Homes without solar' };
    const battery = {
      type: 'OTHER',
      information: 'For homes with a home battery',
    };
    expect(unmetEligibility([noSolar], nothing)).toEqual([]);
    expect(unmetEligibility([noSolar], { ...nothing, battery: true })).toEqual([
      'Homes without solar: the household has solar or a battery.',
    ]);
    expect(unmetEligibility([battery], nothing)).toEqual([
      'For homes with a home battery: the household has no battery.',
    ]);
    expect(unmetEligibility([battery], { ...nothing, battery: true })).toEqual(
      [],
    );
    expect(
      unmetEligibility([{ type: 'OTHER', information: 'Any home' }], nothing),
    ).toEqual([]);
  });

  it('reads gas contracts and skips rules that are not objects or blank', () => {
    expect(
      eligibilityRulesOf({
        gasContract: {
          eligibility: [null, 'x', { type: 'ONLINE_ONLY', information: ' ' }],
        },
      }),
    ).toEqual([
      { type: 'ONLINE_ONLY', information: undefined, description: undefined },
    ]);
    expect(eligibilityRulesOf(undefined)).toEqual([]);
    expect(
      eligibilityRulesOf({ electricityContract: { eligibility: 'none' } }),
    ).toEqual([]);
  });
});
