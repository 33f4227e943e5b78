import { describe, expect, it } from 'vitest';
import { ValidationError } from '#platform/errors';
import { planListQuerySchema } from '#shared/contracts/plan-lists';
import {
  controlledLoad,
  singleRateNsw,
  touLocalNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import { listRates } from './list-rates.ts';
import { newRun } from './price-update-run.ts';

const NOW = new Date('2025-07-03T00:00:00Z');
const run = newRun('run-1', 'manual', NOW);

function setUp() {
  const catalogue = inMemoryCatalogue(
    [singleRateNsw, touMidnightOffPeak, touLocalNsw, controlledLoad],
    NOW,
  );
  return {
    catalogue,
    deps: {
      catalogue: catalogue.market,
      latestRun: async () => run,
      clock: { now: () => NOW },
    },
  };
}

const query = (input: Record<string, string> = {}) =>
  planListQuerySchema.parse({ state: 'NSW', limit: '2', ...input });

describe('listRates', () => {
  it('pages the market with a cursor, and carries the newest run', async () => {
    const { deps } = setUp();
    const first = await listRates(deps, query());
    const second = await listRates(
      deps,
      query({ cursor: first.nextCursor ?? '' }),
    );
    expect(first.total).toBe(4);
    expect(first.latestUpdate).toEqual(run);
    expect(first.plans).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.plans, ...second.plans].map((p) => p.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('reads the market of the state the postcode is in', async () => {
    const { deps, catalogue } = setUp();
    const page = await listRates(
      deps,
      planListQuerySchema.parse({ postcode: '2000' }),
    );
    expect(page.state).toBe('NSW');
    expect(catalogue.reads.at(-1)).toMatchObject({
      fuel: 'ELECTRICITY',
      state: 'NSW',
      postcode: '2000',
    });
  });

  it('answers null before the first run', async () => {
    const { deps } = setUp();
    const page = await listRates(
      { ...deps, latestRun: async () => undefined },
      query(),
    );
    expect(page.latestUpdate).toBeNull();
  });

  it('refuses a cursor it did not give, naming the field', async () => {
    const { deps } = setUp();
    await expect(
      listRates(deps, query({ cursor: 'not-a-cursor' })),
    ).rejects.toMatchObject({ constructor: ValidationError, field: 'cursor' });
  });

  it('lists only what a plan name search matches, with its own total', async () => {
    const { deps } = setUp();
    const all = await listRates(deps, query({ limit: '10' }));
    const name = all.plans[0]?.planName ?? '';
    const found = await listRates(deps, query({ limit: '10', q: name }));
    expect(found.plans.every((p) => p.planName === name)).toBe(true);
    expect(found.total).toBeLessThan(all.total);
  });
});
