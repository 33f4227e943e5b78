import { describe, expect, it } from 'vitest';
import { epochDayOf } from '../usage/civil-date.ts';
import { typicalHouseholdProfile } from '../usage/typical-shape.ts';
import { channelTotal } from '../usage/usage-profile.ts';
import {
  climateZoneForPostcode,
  controlledLoadDayShape,
  generalDayShape,
  shapedGeneralUse,
} from './shapes.ts';

const sum = (values: ArrayLike<number>) => {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i] ?? 0;
  return total;
};
/** Share of a day's use from `from` to `to` o'clock. */
const between = (shape: Float64Array, from: number, to: number) =>
  sum(shape.subarray(from * 2, to * 2));

describe('climateZoneForPostcode', () => {
  it('tells the tropics, warm, mild and cool places apart', () => {
    expect(climateZoneForPostcode('0800')).toBe('tropical');
    expect(climateZoneForPostcode('4000')).toBe('warm');
    expect(climateZoneForPostcode('2000')).toBe('mild');
    expect(climateZoneForPostcode('2600')).toBe('cool');
    expect(climateZoneForPostcode('7000')).toBe('cool');
    expect(climateZoneForPostcode('99')).toBeUndefined();
  });
});

describe('generalDayShape', () => {
  it('sums to one and peaks in the evening', () => {
    const shape = generalDayShape({ zone: 'mild', month: 4, weekend: false });
    expect(sum(shape)).toBeCloseTo(1, 12);
    expect(between(shape, 17, 21)).toBeGreaterThan(between(shape, 1, 5) * 3);
  });

  it('heats winter mornings in a cool place and cools summer afternoons in the tropics', () => {
    const canberraJuly = generalDayShape({
      zone: 'cool',
      month: 7,
      weekend: false,
    });
    const canberraJan = generalDayShape({
      zone: 'cool',
      month: 1,
      weekend: false,
    });
    expect(between(canberraJuly, 6, 9)).toBeGreaterThan(
      between(canberraJan, 6, 9),
    );
    const darwinJan = generalDayShape({
      zone: 'tropical',
      month: 1,
      weekend: false,
    });
    expect(between(darwinJan, 12, 17)).toBeGreaterThan(
      between(canberraJuly, 12, 17),
    );
  });

  it('uses more in the middle of the day at weekends and when someone is home', () => {
    const weekday = generalDayShape({ zone: 'mild', month: 4, weekend: false });
    const weekend = generalDayShape({ zone: 'mild', month: 4, weekend: true });
    const home = generalDayShape({
      zone: 'mild',
      month: 4,
      weekend: false,
      homeDuringDay: true,
    });
    expect(between(weekend, 9, 16)).toBeGreaterThan(between(weekday, 9, 16));
    expect(between(home, 9, 16)).toBeGreaterThan(between(weekday, 9, 16));
  });
});

describe('controlledLoadDayShape', () => {
  it('keeps CL1 inside 22:00-07:00 and CL2 off over the evening peak', () => {
    const cl1 = controlledLoadDayShape('CL1');
    const cl2 = controlledLoadDayShape('CL2');
    expect(sum(cl1)).toBeCloseTo(1, 12);
    expect(between(cl1, 7, 22)).toBe(0);
    expect(between(cl2, 16, 20)).toBe(0);
    expect(between(cl2, 9, 16)).toBeGreaterThan(0.1);
  });
});

describe('shapedGeneralUse', () => {
  it('keeps the total and gives a cool place’s July days more than its January days', () => {
    const start = epochDayOf('2025-01-01');
    const use = shapedGeneralUse(3650, 'cool', start, 365);
    expect(sum(use)).toBeCloseTo(3650, 6);
    const jan = sum(use.subarray(0, 31 * 48));
    const jul = sum(use.subarray(181 * 48, 212 * 48));
    expect(jul).toBeGreaterThan(jan * 1.3);
  });
});

describe('typicalHouseholdProfile by place', () => {
  it('shapes the typical household by its postcode’s zone', () => {
    const canberra = typicalHouseholdProfile(3650, '2025-01-01', 30, '2600');
    const darwin = typicalHouseholdProfile(3650, '2025-01-01', 30, '0800');
    expect(channelTotal(canberra.importPerInterval)).toBeCloseTo(3650, 6);
    const july = (p: typeof canberra) =>
      sum(p.importPerInterval.subarray(181 * 48, 212 * 48));
    expect(july(canberra)).toBeGreaterThan(july(darwin) * 1.3);
    const quarterHours = typicalHouseholdProfile(
      3650,
      '2025-01-01',
      15,
      '2600',
    );
    expect(quarterHours.importPerInterval[0]).toBeCloseTo(
      (canberra.importPerInterval[0] ?? 0) / 2,
      12,
    );
  });
});
