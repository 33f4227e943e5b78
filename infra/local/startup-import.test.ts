import { describe, expect, it } from 'vitest';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { newRun } from '#use-cases/plans/price-update-run';
import { importSummary } from './startup-import.ts';

const run = (counts: Partial<PriceUpdateRun>): PriceUpdateRun => ({
  ...newRun('run-1', 'startup', new Date('2026-11-24T00:00:00.000Z')),
  status: 'completed',
  completedAt: '2026-11-24T00:00:02.000Z',
  ...counts,
});

describe('the start log line of the plan import', () => {
  it('says how many plans were imported and how long it took', () => {
    expect(importSummary(run({ plansAdded: 68, plansUpdated: 2 }), 1234)).toBe(
      '[import] 70 plans imported in 1.2 s (68 new, 2 changed, 0 unchanged, 0 withdrawn, 0 skipped)',
    );
  });

  it('names failed brands and counts one plan as one', () => {
    const failed = run({
      plansUpdated: 1,
      plansSkipped: 3,
      brandFailures: [{ brand: 'agl', reason: 'timeout' }],
    });
    expect(importSummary(failed, 40)).toBe(
      '[import] 1 plan imported in 0.0 s (0 new, 1 changed, 0 unchanged, 0 withdrawn, 3 skipped, 1 brand failed)',
    );
  });
});
