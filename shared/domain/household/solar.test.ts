import { describe, expect, it } from 'vitest';
import { epochDayOf } from '../usage/civil-date.ts';
import {
  annualYieldPerKw,
  daySolarShape,
  monthlyYieldPerKw,
  netSolarAgainstUse,
  solarGenerationPerInterval,
} from './solar.ts';
import { SOLAR_PLACES, solarPlaceForPostcode } from './solar-places.ts';

const sum = (values: ArrayLike<number>) => {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i] ?? 0;
  return total;
};

describe('solarPlaceForPostcode', () => {
  it('finds the capital of the postcode’s state, Canberra for the ACT', () => {
    expect(solarPlaceForPostcode('2600')?.name).toBe('Canberra');
    expect(solarPlaceForPostcode('2000')?.name).toBe('Sydney');
    expect(solarPlaceForPostcode('3000')?.name).toBe('Melbourne');
    expect(solarPlaceForPostcode('4870')?.name).toBe('Cairns');
    expect(solarPlaceForPostcode('4000')?.name).toBe('Brisbane');
    expect(solarPlaceForPostcode('0870')?.name).toBe('Alice Springs');
    expect(solarPlaceForPostcode('0800')?.name).toBe('Darwin');
    expect(solarPlaceForPostcode('6000')?.name).toBe('Perth');
    expect(solarPlaceForPostcode('abcd')).toBeUndefined();
  });
});

describe('monthlyYieldPerKw', () => {
  it('averages the place’s published daily yield over the year', () => {
    for (const place of Object.values(SOLAR_PLACES)) {
      expect(annualYieldPerKw(place) / 365).toBeCloseTo(
        place.dailyYieldPerKw,
        9,
      );
    }
  });

  it('peaks in December and dips in June in the south; flat in Darwin', () => {
    const canberra = monthlyYieldPerKw(SOLAR_PLACES.canberra);
    expect(Math.max(...canberra)).toBe(canberra[11]);
    expect(Math.min(...canberra)).toBe(canberra[5]);
    // Swing is (5.32 - 2.76) / 2 = 1.28 either side of the mean.
    expect((canberra[11] ?? 0) - (canberra[5] ?? 0)).toBeCloseTo(2.56, 1);
    expect(new Set(monthlyYieldPerKw(SOLAR_PLACES.darwin)).size).toBe(1);
  });
});

describe('daySolarShape', () => {
  it('is zero at night, sums to one and is longer in summer', () => {
    const summer = daySolarShape(SOLAR_PLACES.hobart, epochDayOf('2025-12-21'));
    const winter = daySolarShape(SOLAR_PLACES.hobart, epochDayOf('2025-06-21'));
    expect(sum(summer)).toBeCloseTo(1, 12);
    expect(summer[0]).toBe(0);
    expect(summer[47]).toBe(0);
    const lit = (shape: Float64Array) => shape.filter((v) => v > 0).length;
    // Hobart: about 15.3 h of day at midsummer, 9 h at midwinter.
    expect(lit(summer)).toBeGreaterThanOrEqual(30);
    expect(lit(winter)).toBeLessThanOrEqual(20);
  });

  it('puts Perth’s noon later in NEM time than Sydney’s', () => {
    const day = epochDayOf('2025-03-20');
    const peak = (shape: Float64Array) => shape.indexOf(Math.max(...shape));
    const sydney = peak(daySolarShape(SOLAR_PLACES.sydney, day));
    const perth = peak(daySolarShape(SOLAR_PLACES.perth, day));
    // Sydney's solar noon ≈ 11:55 AEST, Perth's ≈ 14:16 AEST.
    expect(sydney).toBe(23);
    expect(perth).toBe(28);
  });
});

describe('solarGenerationPerInterval', () => {
  it('gives a year of half-hours totalling kW × the annual yield', () => {
    const generation = solarGenerationPerInterval(
      '2600',
      6.6,
      '2025-01-01',
      365,
    );
    expect(generation.length).toBe(365 * 48);
    expect(sum(generation)).toBeCloseTo(6.6 * 4.3 * 365, 6);
  });

  it('gives a January day the month’s yield', () => {
    const day = solarGenerationPerInterval('2600', 5, '2025-01-15', 1);
    const jan = monthlyYieldPerKw(SOLAR_PLACES.canberra)[0] ?? 0;
    expect(sum(day)).toBeCloseTo(5 * jan, 9);
  });

  it('refuses an unknown postcode and a negative size', () => {
    expect(() => solarGenerationPerInterval('x', 5, '2025-01-01', 1)).toThrow(
      RangeError,
    );
    expect(() =>
      solarGenerationPerInterval('2600', -1, '2025-01-01', 1),
    ).toThrow(RangeError);
  });
});

describe('netSolarAgainstUse', () => {
  it('uses generation first, exports the surplus and curtails above the limit', () => {
    const use = Float64Array.from([1, 0.5, 0.2]);
    const made = Float64Array.from([0.4, 2, 4]);
    const net = netSolarAgainstUse(use, made, 5);
    expect(Array.from(net.importKwh)).toEqual([0.6, 0, 0]);
    // 5 kW limit is 2.5 kWh a half-hour: the third half-hour curtails 1.3.
    expect(Array.from(net.exportKwh)).toEqual([0, 1.5, 2.5]);
    expect(net.selfConsumedKwh).toBeCloseTo(1.1, 12);
    expect(net.curtailedKwh).toBeCloseTo(1.3, 12);
  });

  it('refuses channels of different lengths', () => {
    expect(() =>
      netSolarAgainstUse(new Float64Array(2), new Float64Array(3)),
    ).toThrow(RangeError);
  });
});
