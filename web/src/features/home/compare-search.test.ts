import { describe, expect, it } from 'vitest';
import { compareSearch } from './compare-search';

describe('compareSearch', () => {
  it('carries the start form to /compare in its query parameters, without the name or phone', () => {
    const search = compareSearch({
      name: ' Kim Lee ',
      phone: '0400 555 666',
      postcode: '3000',
      currentProvider: 'AGL',
      hasSolar: true,
      hasGas: false,
      customerType: 'Residential',
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      postcode: '3000',
      currentProvider: 'AGL',
      hasSolar: 'true',
      hasGas: 'false',
      isResidential: 'true',
      isBusiness: 'false',
    });
  });

  it('carries the current plan picked in the popup, and none when unknown', () => {
    const fields = {
      name: 'Kim Lee',
      phone: '0400 555 666',
      postcode: '3000',
      currentProvider: 'AGL',
      hasSolar: false,
      hasGas: false,
      customerType: 'Residential' as const,
    };
    const picked = new URLSearchParams(compareSearch(fields, 'AGL123MRE1'));
    const unknown = new URLSearchParams(compareSearch(fields, null));
    expect(picked.get('currentPlanId')).toBe('AGL123MRE1');
    expect(unknown.has('currentPlanId')).toBe(false);
  });
});
