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
