import { describe, expect, it } from 'vitest';
import { EMPTY_HOUSEHOLD } from '@/features/household/household-form';
import { requestOf, usageOf } from './compare-state';
import { initialState } from './compare-url';

describe('initialState', () => {
  it("reads the start popup's query parameters, and the visitor from the navigation only", () => {
    const { state, visitor } = initialState(
      new URLSearchParams(
        'postcode=3121&name=Jo&phone=0400&currentProvider=AGL&hasSolar=true&isBusiness=true',
      ),
      { visitor: { name: 'Kim', phone: '0411' } },
    );
    expect(state).toMatchObject({
      postcode: '3121',
      energyType: 'Solar',
      customerType: 'Business',
      currentRetailer: 'AGL',
    });
    expect(visitor).toEqual({
      name: 'Kim',
      phone: '0411',
      currentProvider: 'AGL',
    });
  });

  it('defaults to a residential electricity comparison at 300 kWh a month', () => {
    const { state } = initialState(new URLSearchParams('postcode=3000'));
    expect(state).toMatchObject({
      postcode: '3000',
      energyType: 'Electricity',
      customerType: 'Residential',
      monthlyUsage: '300',
    });
  });
});

describe('a link postcode that is not 4 digits', () => {
  it.each(['30001x', '12', '12ab', '300012'])(
    'leaves %s out instead of showing it cut short, and says so',
    (linked) => {
      const first = initialState(new URLSearchParams({ postcode: linked }));
      expect(first.state.postcode).toBe('');
      expect(first.rejectedPostcode).toBe(linked);
    },
  );

  it('keeps a 4-digit postcode, trimmed, with nothing rejected', () => {
    const first = initialState(new URLSearchParams('postcode=%203000%20'));
    expect(first.state.postcode).toBe('3000');
    expect(first.rejectedPostcode).toBeNull();
  });

  it('rejects nothing when the link has no postcode', () => {
    expect(initialState(new URLSearchParams('')).rejectedPostcode).toBeNull();
  });
});

describe('requestOf', () => {
  it('sends monthly usage, filters, sort and page', () => {
    const { state } = initialState(new URLSearchParams('postcode=2000'));
    const request = requestOf(
      { ...state, greenOnly: true, sort: 'green', network: 'Ausgrid' },
      2,
      20,
    );
    expect(request).toMatchObject({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
      filters: { planType: 'all', greenOnly: true, noExitFee: false },
      sort: 'green',
      network: 'Ausgrid',
      page: 2,
      pageSize: 20,
    });
  });

  it('prices the upload in bill mode, and reads an empty usage as 0', () => {
    const { state } = initialState(new URLSearchParams(''));
    const usage = { kind: 'monthlyBill' as const, monthlyBillDollars: 150 };
    expect(
      usageOf({
        ...state,
        usageMode: 'bill',
        uploaded: { usage, summary: '' },
      }),
    ).toEqual(usage);
    expect(usageOf({ ...state, monthlyUsage: '' })).toEqual({
      kind: 'monthlyKwh',
      monthlyKwh: 0,
    });
  });
});

describe('the current plan in the compare state', () => {
  it("takes the popup's retailer and plan id, and sends the plan id", () => {
    const { state } = initialState(
      new URLSearchParams(
        'postcode=2000&currentProvider=AGL&currentPlanId=AGL123MRE1',
      ),
    );
    expect(state.currentRetailer).toBe('AGL');
    expect(state.currentPlan).toEqual({ id: 'AGL123MRE1', name: '' });
    expect(requestOf(state, 1, 20).currentPlanId).toBe('AGL123MRE1');
  });

  it('ignores a plan id that is not one and sends none by default', () => {
    const { state } = initialState(
      new URLSearchParams('postcode=2000&currentPlanId=<script>'),
    );
    expect(state.currentPlan).toBeNull();
    expect(requestOf(state, 1, 20)).not.toHaveProperty('currentPlanId');
  });
});

describe('a bill with the current plan', () => {
  const billState = (source: 'bill' | 'questions') => {
    const { state } = initialState(
      new URLSearchParams('postcode=2600&currentPlanId=RED260201MRE1@EME'),
    );
    return {
      ...state,
      usageMode: 'household' as const,
      household: {
        ...EMPTY_HOUSEHOLD,
        source,
        periodBy: 'dates' as const,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        generalKwh: '900',
        people: '2',
      },
    };
  };

  it('names the plan on the bill, so its windows place the bands', () => {
    const usage = usageOf(billState('bill'), new Date('2026-05-01'));
    expect(usage).toMatchObject({
      kind: 'bill',
      currentPlanId: 'RED260201MRE1@EME',
    });
  });

  it('leaves answers alone, without a bill, unnamed', () => {
    const usage = usageOf(billState('questions'), new Date('2026-05-01'));
    expect(usage).not.toHaveProperty('currentPlanId');
  });
});
