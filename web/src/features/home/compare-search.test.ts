import { describe, expect, it } from 'vitest';
import { compareSearch } from './compare-search';

describe('compareSearch', () => {
  it('carries the start form to /compare in its query parameters', () => {
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
      name: 'Kim Lee',
      phone: '0400 555 666',
      currentProvider: 'AGL',
      hasSolar: 'true',
      hasGas: 'false',
      isResidential: 'true',
      isBusiness: 'false',
    });
  });
});
