import { describe, expect, it } from 'vitest';
import type { CompareState } from './compare-state';
import {
  comparisonSearch,
  initialState,
  MAX_LINKED_PAGES,
} from './compare-url';

const compared: CompareState = {
  ...initialState(new URLSearchParams('postcode=3000')).state,
  energyType: 'Gas',
  customerType: 'Business',
  monthlyUsage: '1250',
  planType: 'Fixed',
  greenOnly: true,
  noExitFee: true,
  sort: 'after_benefits',
  network: 'CitiPower',
  currentRetailer: 'AGL',
  currentPlan: { id: 'AGL123MRE1', name: 'AGL Value Saver' },
};

describe('a comparison in the address', () => {
  it('opens again with every input it was compared on, and reruns', () => {
    // Act
    const opened = initialState(comparisonSearch(compared, 3));
    // Assert
    expect(opened.state).toEqual({
      ...compared,
      // The name comes back with the results.
      currentPlan: { id: 'AGL123MRE1', name: '' },
    });
    expect(opened.runs).toBe(true);
    expect(opened.pages).toBe(3);
    expect(opened.sharedMeterData).toBe(false);
  });

  it('holds no name, phone or e-mail, nor the uploaded readings', () => {
    // Arrange
    const uploaded: CompareState = {
      ...compared,
      usageMode: 'bill',
      uploaded: {
        usage: { kind: 'monthlyBill', monthlyBillDollars: 150 },
        summary: 'Jo Citizen, 1 Main St',
      },
    };
    // Act
    const search = comparisonSearch(uploaded);
    // Assert
    expect([...search.keys()].sort()).toEqual(
      [
        'postcode',
        'energy',
        'customer',
        'meterData',
        'planType',
        'green',
        'noExitFee',
        'sort',
        'network',
        'currentProvider',
        'currentPlanId',
      ].sort(),
    );
    expect(search.toString()).not.toMatch(/Jo|Main|150|1250/);
  });

  it('opens a meter-data comparison on the upload without comparing, as no link holds the readings', () => {
    const opened = initialState(
      new URLSearchParams('postcode=2000&meterData=1&sort=price'),
    );
    expect(opened.runs).toBe(false);
    expect(opened.sharedMeterData).toBe(true);
    expect(opened.state.usageMode).toBe('bill');
  });

  it('leaves the first page and the defaults out of a short link', () => {
    const search = comparisonSearch(
      initialState(new URLSearchParams('postcode=2000')).state,
    );
    expect(search.toString()).toBe(
      'postcode=2000&energy=Electricity&customer=Residential&usage=300&sort=price',
    );
  });

  it("compares at once for home's Compare Now, and not for a bare postcode link", () => {
    const bare = new URLSearchParams('postcode=2000');
    expect(initialState(bare).runs).toBe(false);
    expect(initialState(bare, { compare: true }).runs).toBe(true);
    expect(initialState(new URLSearchParams(''), { compare: true }).runs).toBe(
      false,
    );
  });

  it('falls back to the defaults for values no form can give', () => {
    const opened = initialState(
      new URLSearchParams(
        'postcode=2000&energy=Coal&customer=Club&usage=lots&planType=x&sort=cheap&page=-2',
      ),
    );
    expect(opened.state).toMatchObject({
      energyType: 'Electricity',
      customerType: 'Residential',
      monthlyUsage: '300',
      planType: 'all',
      sort: 'price',
    });
    expect(opened.runs).toBe(false);
    expect(opened.pages).toBe(1);
  });

  it(`loads at most ${MAX_LINKED_PAGES} pages from a link`, () => {
    const opened = initialState(new URLSearchParams('postcode=2000&page=500'));
    expect(opened.pages).toBe(MAX_LINKED_PAGES);
    expect(comparisonSearch(opened.state, 500).get('page')).toBe(
      String(MAX_LINKED_PAGES),
    );
  });
});
