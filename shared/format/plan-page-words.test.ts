import { describe, expect, it } from 'vitest';
import { planKindAndPlace, typicalCostBasis } from './plan-page-words.ts';

describe('plan page words', () => {
  it('names the network of the typical household when the plan has one', () => {
    expect(
      typicalCostBasis({
        label: 'A home using 20 kWh a day',
        network: 'Ausgrid',
      }),
    ).toBe(
      'A home using 20 kWh a day on the Ausgrid network, shaped for its state’s days and seasons, priced by our engine.',
    );
    expect(
      typicalCostBasis({ label: 'A home using 20 kWh a day', network: null }),
    ).toBe(
      'A home using 20 kWh a day, shaped for its state’s days and seasons, priced by our engine.',
    );
  });

  it('says where a plan is sold: its networks, else its states', () => {
    const plan = {
      energyType: 'Electricity' as const,
      customerType: 'Residential' as const,
      availableStates: ['NSW', 'QLD'],
    };
    expect(
      planKindAndPlace({ ...plan, networks: ['Ausgrid', 'Endeavour'] }),
    ).toBe('Electricity · Residential · Ausgrid, Endeavour network');
    expect(planKindAndPlace({ ...plan, networks: [] })).toBe(
      'Electricity · Residential · NSW, QLD',
    );
  });
});
