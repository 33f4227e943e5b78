import { describe, expect, it } from 'vitest';
import {
  annualEstimate,
  DEFAULT_EV_KM_PER_YEAR,
  hasControlledLoad,
} from './questionnaire.ts';

describe('annualEstimate (docs/household.md, The questionnaire)', () => {
  it('assumes three people in a house in a warm zone, with no hot water counted', () => {
    expect(annualEstimate({}, 'warm')).toEqual({
      generalKwh: 14 * 365,
      poolKwh: 0,
      evKwh: 0,
      hotWaterKwh: 0,
      controlledLoadKwh: 0,
    });
  });

  it('holds the number of people between one and five', () => {
    expect(annualEstimate({ people: 9 }, 'warm').generalKwh).toBeCloseTo(
      16.8 * 365,
      6,
    );
    expect(annualEstimate({ people: 0 }, 'warm').generalKwh).toBe(8 * 365);
  });

  it('scales by zone, dwelling and time at home, and adds winter heating', () => {
    const cool = annualEstimate(
      {
        people: 1,
        dwelling: 'apartment',
        homeDuringDay: true,
        heating: 'electric',
      },
      'cool',
    );
    expect(cool.generalKwh).toBeCloseTo(
      8 * 365 * 1.1 * 0.8 * 1.1 + 25 * 90 * 0.8,
      6,
    );
    const heatPump = annualEstimate({ people: 1, heating: 'heatPump' }, 'mild');
    expect(heatPump.generalKwh).toBeCloseTo(
      8 * 365 * 0.95 + (9.09 / 3) * 90,
      6,
    );
    const tropical = annualEstimate(
      { people: 1, heating: 'electric' },
      'tropical',
    );
    expect(tropical.generalKwh).toBeCloseTo(8 * 365 * 1.25, 6);
  });

  it('puts hot water on general use by system, or on the controlled load', () => {
    const hot = (answers: Parameters<typeof annualEstimate>[0]) => {
      const e = annualEstimate(answers, 'warm');
      return [e.hotWaterKwh, e.controlledLoadKwh];
    };
    expect(hot({ hotWater: 'electric' })).toEqual([1800, 0]);
    expect(hot({ hotWater: 'heatPump' })).toEqual([600, 0]);
    expect(hot({ hotWater: 'solar' })).toEqual([450, 0]);
    expect(hot({ hotWater: 'gas' })).toEqual([0, 0]);
    expect(hot({ hotWater: 'electricControlledLoad' })).toEqual([0, 1800]);
    expect(hot({ controlledLoad: true })).toEqual([0, 1800]);
    expect(hot({ controlledLoad: true, hotWater: 'heatPump' })).toEqual([
      0, 600,
    ]);
  });

  it('adds a pool and an EV at the default or given distance', () => {
    expect(annualEstimate({ poolPump: true }, 'warm').poolKwh).toBe(9 * 365);
    expect(annualEstimate({ ev: {} }, 'warm').evKwh).toBe(
      (DEFAULT_EV_KM_PER_YEAR * 17) / 100,
    );
    expect(annualEstimate({ ev: { kmPerYear: 5000 } }, 'warm').evKwh).toBe(850);
  });
});

describe('hasControlledLoad', () => {
  it('is true for a controlled load or controlled-load hot water only', () => {
    expect(hasControlledLoad({ controlledLoad: true })).toBe(true);
    expect(hasControlledLoad({ hotWater: 'electricControlledLoad' })).toBe(
      true,
    );
    expect(hasControlledLoad({ hotWater: 'electric' })).toBe(false);
    expect(hasControlledLoad({ controlledLoad: false })).toBe(false);
  });
});
