import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { parseCostArgs, UsageError } from './cost-args.ts';
import { priceWhatIfCommand } from './cost-what-if.ts';

const today = new Date('2026-03-01T00:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'what-if-plans-'));
writeFileSync(join(dir, 'single.json'), JSON.stringify(singleRateNsw));
writeFileSync(join(dir, 'tou.json'), JSON.stringify(touMidnightOffPeak));
// The single-rate plan twice under two ids: two plans of one cost.
const twins = mkdtempSync(join(tmpdir(), 'what-if-twins-'));
writeFileSync(join(twins, 'single.json'), JSON.stringify(singleRateNsw));
writeFileSync(
  join(twins, 'twin.json'),
  JSON.stringify(singleRateNsw).replace('"TST-SR-NSW"', '"TST-SR-NSW-TWIN"'),
);
writeFileSync(join(twins, 'tou.json'), JSON.stringify(touMidnightOffPeak));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(twins, { recursive: true, force: true });
});

const parse = (...extra: string[]) =>
  parseCostArgs(['--plans', dir, '--annual-kwh', '5000', ...extra], today);

describe('cost --add-…', () => {
  it('reads every what-if option with the API’s defaults', () => {
    const args = parse(
      '--postcode',
      '2000',
      '--add-solar-kw',
      '6.6',
      '--add-battery-kwh',
      '13.5',
      '--battery-kw',
      '5',
      '--add-ev-km',
      '12000',
      '--ev-charging',
      'midday',
      '--shift-evening-share',
      '0.3',
    );
    expect(args.postcode).toBe('2000');
    expect(args.whatIf).toEqual({
      solar: { kw: 6.6, exportLimitKw: 5 },
      battery: { usableKwh: 13.5, powerKw: 5, roundTripEfficiency: 0.9 },
      ev: { kmPerYear: 12_000, kwhPer100Km: 17, charging: 'midday' },
      loadShift: { eveningShare: 0.3 },
    });
    expect(parse().whatIf).toBeUndefined();
  });

  it.each([
    [['--add-solar-kw', '31', '--postcode', '2000'], '--add-solar-kw'],
    [['--add-battery-kwh', '5', '--battery-kw', '11'], '--battery-kw'],
    [['--add-ev-km', '100001'], '--add-ev-km'],
    [['--add-ev-km', '100', '--ev-charging', 'never'], '--ev-charging'],
    [['--shift-evening-share', '1.5'], '--shift-evening-share'],
    [['--battery-kw', '5'], '--battery-kw'],
    [['--add-solar-kw', '5'], '--postcode'],
  ])('refuses %j naming %s', (extra, option) => {
    expect(() => parse(...extra)).toThrow(UsageError);
    expect(() => parse(...extra)).toThrow(option);
  });

  it('prints each plan’s cost before beside the cost after, re-ranked, with a balance that closes', async () => {
    // Act
    const output = (await priceWhatIfCommand(
      parse(
        '--postcode',
        '2000',
        '--add-solar-kw',
        '6.6',
        '--add-battery-kwh',
        '10',
      ),
    )) as {
      plans: Array<{
        planId: string;
        rank: number;
        before: { annualCostIncGst: number };
        annualCostIncGst: number;
        differenceDollars: number;
        batteryUse: string;
        balance: { unaccounted: number; solarGenerated: number };
      }>;
    };
    // Assert
    expect(output.plans.map((p) => p.rank)).toEqual([1, 2]);
    for (const plan of output.plans) {
      expect(plan.annualCostIncGst).toBeLessThan(plan.before.annualCostIncGst);
      expect(plan.differenceDollars).toBeCloseTo(
        plan.annualCostIncGst - plan.before.annualCostIncGst,
        2,
      );
      expect(Math.abs(plan.balance.unaccounted)).toBeLessThan(0.1);
      expect(plan.balance.solarGenerated).toBeGreaterThan(8000);
    }
    const costs = output.plans.map((p) => p.annualCostIncGst);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('gives plans of equal cost one rank before and after, as the API does', async () => {
    // Act
    const output = (await priceWhatIfCommand(
      parseCostArgs(
        [
          '--plans',
          twins,
          '--annual-kwh',
          '5000',
          '--postcode',
          '2000',
          '--add-solar-kw',
          '6.6',
        ],
        today,
      ),
    )) as {
      plans: Array<{
        planId: string;
        rank: number;
        before: { rank: number; annualCostIncGst: number };
        annualCostIncGst: number;
      }>;
    };
    // Assert: one more than the plans cheaper, before and after
    const rankOf = (cost: number, costs: number[]) =>
      costs.filter((c) => c < cost).length + 1;
    const after = output.plans.map((p) => p.annualCostIncGst);
    const before = output.plans.map((p) => p.before.annualCostIncGst);
    const single = output.plans.filter((p) => p.planId.startsWith('TST-SR'));
    expect(single).toHaveLength(2);
    expect(single[0]?.rank).toBe(single[1]?.rank);
    expect(single[0]?.before.rank).toBe(single[1]?.before.rank);
    for (const plan of output.plans) {
      expect(plan.rank).toBe(rankOf(plan.annualCostIncGst, after));
      expect(plan.before.rank).toBe(
        rankOf(plan.before.annualCostIncGst, before),
      );
    }
  });
});
