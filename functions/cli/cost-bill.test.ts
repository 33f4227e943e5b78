import { describe, expect, it } from 'vitest';
import { parseCostArgs, UsageError } from './cost-args.ts';
import { billProfile } from './cost-profile.ts';

describe('cost --bill', () => {
  it('reads --bill as the usage source', () => {
    const args = parseCostArgs(
      ['--plans', 'dir', '--bill', 'b.json'],
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(args.usage).toEqual({ kind: 'bill', file: 'b.json' });
    expect(() =>
      parseCostArgs(
        ['--plans', 'dir', '--bill', 'b.json', '--annual-kwh', '1'],
        new Date(),
      ),
    ).toThrow(UsageError);
  });

  it('builds the bill’s profile and says what the household has', () => {
    const loaded = billProfile(
      {
        postcode: '2600',
        periods: [
          {
            startDate: '2025-07-01',
            endDate: '2025-09-30',
            generalKwh: 1400,
            exportKwh: 300,
          },
        ],
        household: { people: 2, solarKw: 5 },
      },
      2025,
    );
    expect(loaded.profile.days).toBe(92);
    expect(loaded.household?.has).toEqual({
      solar: true,
      battery: false,
      pool: false,
      ev: false,
      seniorCard: false,
    });
    expect(loaded.household?.basis).toBe('bill');
  });

  it('refuses a bad bill naming the field', () => {
    expect(() =>
      billProfile(
        {
          postcode: '2600',
          periods: [
            { startDate: '2025-07-01', endDate: '2025-06-01', generalKwh: 1 },
          ],
        },
        2025,
        '--bill b.json',
      ),
    ).toThrow('--bill b.json: periods.0.endDate is before the start date');
  });
});
