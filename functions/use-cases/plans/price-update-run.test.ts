import { describe, expect, it } from 'vitest';
import { incrementalSince, newRun, RunTally } from './price-update-run.ts';

const at = (iso: string) => new Date(iso);
const completed = (startedAt: string, updatedSince: string | null = null) => ({
  ...newRun(startedAt, 'scheduled', at(startedAt)),
  status: 'completed' as const,
  updatedSince,
});

describe('incrementalSince', () => {
  const now = at('2026-11-24T12:00:00Z');

  it('asks for changes since an hour before the last run while the last full run is under a day old', () => {
    const runs = [
      completed('2026-11-24T06:00:00Z', '2026-11-24T05:00:00Z'),
      completed('2026-11-24T00:00:00Z'),
    ];
    expect(incrementalSince(runs, now)).toBe('2026-11-24T05:00:00.000Z');
  });

  it('asks for everything when the last full run is over a day old or there is none', () => {
    expect(
      incrementalSince([completed('2026-11-23T11:00:00Z')], now),
    ).toBeUndefined();
    expect(
      incrementalSince(
        [completed('2026-11-24T06:00:00Z', '2026-11-24T05:00:00Z')],
        now,
      ),
    ).toBeUndefined();
    expect(incrementalSince([], now)).toBeUndefined();
  });
});

describe('RunTally', () => {
  it('sums its brands, counts unchanged plans and lists changed partitions once', () => {
    const tally = new RunTally();
    const a = tally.startBrand('a', 0);
    a.added = 2;
    a.unchanged = 5;
    const b = tally.startBrand('b', 0);
    b.updated = 1;
    tally.touch([
      'electricity.residential.ausgrid',
      'gas.residential.multinet',
    ]);
    tally.touch(['electricity.residential.ausgrid']);
    tally.endBrand(a, 1500);
    const run = newRun('r', 'manual', at('2026-11-24T00:00:00Z'));
    const partway = tally.snapshot(run);
    tally.failBrand(b, 'listed nothing');
    tally.endBrand(b, 2000);
    const finished = tally.finish(run, 2, at('2026-11-24T00:01:00Z'));
    expect(partway).toMatchObject({
      plansAdded: 2,
      plansUpdated: 1,
      plansUnchanged: 5,
    });
    expect(partway.brands).toEqual([
      expect.objectContaining({
        brand: 'a',
        added: 2,
        unchanged: 5,
        seconds: 1.5,
      }),
    ]);
    expect(finished).toMatchObject({
      status: 'completed',
      plansAdded: 2,
      plansUpdated: 1,
      plansUnchanged: 5,
      partitionsChanged: [
        'electricity.residential.ausgrid',
        'gas.residential.multinet',
      ],
    });
    expect(finished.brands.map((x) => [x.brand, x.failed])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});
