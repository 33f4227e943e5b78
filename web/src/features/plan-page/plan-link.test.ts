import { describe, expect, it } from 'vitest';
import { switchInputsFrom } from '@/features/switch/switch-link';
import { planPageLink, planPagePath } from './plan-link';

describe('planPageLink', () => {
  it('is the bare plan path without a comparison, the id escaped', () => {
    expect(planPageLink('AGL800101MRE2@EME')).toBe(
      '/plans/AGL800101MRE2%40EME',
    );
    expect(planPagePath('a/b')).toBe('/plans/a%2Fb');
  });

  it('carries the comparison so the page reads back the same inputs /switch would', () => {
    const link = planPageLink('P1', {
      postcode: '3000',
      energyType: 'Solar',
      customerType: 'Business',
      network: 'CitiPower',
      usage: { kind: 'monthlyBill', monthlyBillDollars: 210 },
    });
    const [path, query] = link.split('?');
    expect(path).toBe('/plans/P1');
    expect(switchInputsFrom(new URLSearchParams(query))).toEqual({
      inputs: {
        postcode: '3000',
        energyType: 'Solar',
        customerType: 'Business',
        network: 'CitiPower',
      },
      usage: { kind: 'monthlyBill', monthlyBillDollars: 210 },
    });
  });
});
