import { describe, expect, it } from 'vitest';
import {
  type ComparedInputs,
  linkContextOf,
  readSideBySideLink,
  sideBySideHref,
} from './link';

const state: ComparedInputs = {
  energyType: 'Electricity',
  customerType: 'Residential',
  usageMode: 'usage',
  monthlyUsage: '350',
  uploaded: null,
  network: 'Ausgrid',
};
const response = {
  postcode: '2113',
  usage: { annualKwh: 5000, monthlyKwh: 417, days: 365 },
};
const paramsOf = (href: string) => new URL(href, 'http://x').searchParams;

describe('side-by-side link', () => {
  it('carries the market and typed usage and reads back into the same request', () => {
    const href = sideBySideHref(
      ['A@EME', 'B@EME'],
      linkContextOf(state, response),
    );
    expect(readSideBySideLink(paramsOf(href))).toEqual({
      request: {
        planIds: ['A@EME', 'B@EME'],
        postcode: '2113',
        energyType: 'Electricity',
        customerType: 'Residential',
        network: 'Ausgrid',
        usage: { kind: 'monthlyKwh', monthlyKwh: 350 },
      },
      fromMeter: false,
      whatIf: null,
    });
  });

  it('carries the what-if applied on /compare, sizes only, and reads it back as sent', () => {
    const whatIf = {
      solar: { kw: 6.6, exportLimitKw: 5 },
      battery: { usableKwh: 13.5, powerKw: 5, roundTripEfficiency: 0.9 },
      ev: { kmPerYear: 12000, kwhPer100Km: 17, charging: 'midday' as const },
      loadShift: { eveningShare: 0.3 },
    };
    const href = sideBySideHref(
      ['A@EME', 'B@EME'],
      linkContextOf(state, response, whatIf),
    );
    expect(paramsOf(href).get('whatIf.solarKw')).toBe('6.6');
    expect(readSideBySideLink(paramsOf(href))).toMatchObject({ whatIf });
  });

  it('leaves the sizes a visitor left empty to the API defaults', () => {
    const href = sideBySideHref(
      ['A'],
      linkContextOf(state, response, { battery: { usableKwh: 10 } }),
    );
    expect(readSideBySideLink(paramsOf(href))).toMatchObject({
      whatIf: { battery: { usableKwh: 10 } },
    });
    expect([...paramsOf(href).keys()]).toEqual(
      expect.not.arrayContaining(['whatIf.batteryKw', 'whatIf.solarKw']),
    );
  });

  it('never puts meter readings or anything personal in the address: their annual use instead', () => {
    const withMeter: ComparedInputs = {
      ...state,
      usageMode: 'bill',
      uploaded: {
        usage: {
          kind: 'intervals',
          startDate: '2025-01-01',
          intervalMinutes: 30,
          importKwh: new Array(48).fill(0.3),
        },
      },
    };
    const href = sideBySideHref(['A'], linkContextOf(withMeter, response));
    expect(href).not.toMatch(/0\.3|2025-01-01|intervals/);
    const read = readSideBySideLink(paramsOf(href));
    expect(read).toMatchObject({
      request: { usage: { kind: 'monthlyKwh', monthlyKwh: 416.67 } },
      fromMeter: true,
    });
  });

  it('keeps a monthly bill as a bill', () => {
    const billed: ComparedInputs = {
      ...state,
      usageMode: 'bill',
      uploaded: {
        usage: { kind: 'monthlyBill', monthlyBillDollars: 150 },
      },
    };
    const href = sideBySideHref(['A'], linkContextOf(billed, response));
    expect(paramsOf(href).get('bill')).toBe('150');
    expect(readSideBySideLink(paramsOf(href))).toMatchObject({
      request: { usage: { kind: 'monthlyBill', monthlyBillDollars: 150 } },
    });
  });

  it('says what is missing from a link it cannot use', () => {
    expect(readSideBySideLink(new URLSearchParams('usage=300'))).toEqual({
      problem: 'The link names no plans.',
    });
    expect(readSideBySideLink(new URLSearchParams('plans=A'))).toEqual({
      problem: 'The link has no usage figure.',
    });
    expect(readSideBySideLink(new URLSearchParams('plans=A&usage=-1'))).toEqual(
      { problem: 'The link has no usage figure.' },
    );
  });
});

describe('a what-if in a side-by-side link', () => {
  it('reads an EV and a load shift back, and no what-if from a link without one', () => {
    const whatIf = {
      ev: { kmPerYear: 15000, charging: 'any' as const },
      loadShift: { eveningShare: 0.5 },
    };
    const href = sideBySideHref(['A'], linkContextOf(state, response, whatIf));
    expect(readSideBySideLink(paramsOf(href))).toMatchObject({ whatIf });
    expect(
      readSideBySideLink(new URLSearchParams('plans=A&usage=300')),
    ).toMatchObject({ whatIf: null });
  });
});
