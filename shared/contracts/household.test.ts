import { describe, expect, it } from 'vitest';
import { householdUsageSchema } from './household.ts';

const period = {
  startDate: '2025-07-01',
  endDate: '2025-09-30',
  generalKwh: 1400,
};

function refusal(input: unknown) {
  const result = householdUsageSchema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('householdUsageSchema', () => {
  it('takes the bill of the CLI’s --bill and a questionnaire alone', () => {
    expect(
      refusal({
        postcode: '2600',
        periods: [{ ...period, controlledLoadKwh: 310.2, exportKwh: 402.7 }],
        household: {
          people: 3,
          solarKw: 6.6,
          batteryKwh: 0,
          controlledLoad: true,
          poolPump: false,
          homeDuringDay: true,
          ev: { charging: 'overnight' },
        },
      }),
    ).toBeUndefined();
    expect(
      refusal({ postcode: '2600', household: { people: 1, batteryKwh: 10 } }),
    ).toBeUndefined();
  });

  it('takes a quarter that bought nothing from a home that exported', () => {
    expect(
      refusal({
        postcode: '2600',
        periods: [
          { ...period, generalKwh: 4.9, exportKwh: 2304.5 },
          {
            startDate: '2025-10-01',
            endDate: '2025-12-31',
            generalKwh: 0,
            exportKwh: 3175.2,
          },
        ],
        household: { solarKw: 13, batteryKwh: 10 },
      }),
    ).toBeUndefined();
  });

  it('names the field of each bad input', () => {
    expect(
      refusal({
        postcode: '2600',
        periods: [{ ...period, endDate: '2025-06-01' }],
      }),
    ).toBe('periods.0.endDate: is before the start date');
    expect(
      refusal({
        postcode: '2600',
        periods: [{ ...period, endDate: '2026-09-30' }],
      }),
    ).toBe('periods.0.endDate: spans more than 400 days');
    expect(
      refusal({ postcode: '2600', periods: [{ ...period, generalKwh: -1 }] }),
    ).toBe('periods.0.generalKwh: must be 0 kWh or more');
    expect(
      refusal({
        postcode: '2600',
        periods: [{ ...period, generalKwh: 92 * 201 }],
      }),
    ).toBe(
      'periods.0.generalKwh: is more than 200 kWh a day, more than a home uses',
    );
    expect(
      refusal({
        postcode: '2600',
        periods: [
          {
            startDate: '2025-07-01',
            endDate: '2025-09-30',
            peakKwh: 0,
            offPeakKwh: 0,
          },
        ],
      }),
    ).toBe('periods.0.peakKwh: the usage figures add to nothing');
    expect(
      refusal({
        postcode: '2600',
        periods: [{ ...period, exportKwh: 5000 }],
        household: { solarKw: 5 },
      }),
    ).toBe(
      'periods.0.exportKwh: is more than 5 kW of panels could make in 92 days',
    );
    expect(
      refusal({
        postcode: '2600',
        periods: [{ ...period, exportKwh: 100 }],
        household: { solarKw: 0 },
      }),
    ).toBe(
      'household.solarKw: the bill shows solar export, so the home has solar: change solarKw or the export',
    );
    expect(
      refusal({
        postcode: '2600',
        periods: [
          period,
          { ...period, startDate: '2025-09-01', endDate: '2025-10-31' },
        ],
      }),
    ).toBe('periods.1.startDate: overlaps another period');
    expect(refusal({ postcode: '2600' })).toBe(
      'periods: give a bill’s periods or the household questionnaire',
    );
  });
});
