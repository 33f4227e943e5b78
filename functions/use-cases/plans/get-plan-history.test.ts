import { describe, expect, it } from 'vitest';
import { NotFoundError } from '#platform/errors';
import {
  anytimePeriod,
  type Json,
  singleRateNsw,
} from '#shared/domain/costs/fixtures/plan-documents';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import { inMemoryPlanCatalogue } from '#test-support/in-memory-plan-catalogue';
import { getPlanHistory } from './get-plan-history.ts';
import { versionsToAppend } from './plan-versions.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const PLAN = 'TST-SR-NSW';

function published(supply: string): Json {
  const data = singleRateNsw.data as Json;
  return {
    ...data,
    electricityContract: {
      ...(data.electricityContract as Json),
      tariffPeriod: [anytimePeriod(supply)],
    },
  };
}

/** Imports each supply charge in turn, a month apart. */
async function catalogueWith(...supplies: string[]) {
  const catalogue = inMemoryPlanCatalogue();
  for (const [i, supply] of supplies.entries()) {
    const at = new Date(Date.UTC(2026, i, 1));
    const entry = catalogueEntryFromCdr(published(supply), at);
    const existed = await catalogue.store.getPlanRecord(PLAN);
    const versions = await versionsToAppend(
      catalogue.store,
      entry,
      existed,
      at.toISOString(),
      at,
    );
    await catalogue.store.putCatalogueEntry(
      entry,
      { cdrLastUpdated: at.toISOString(), sourceBrand: 'test' },
      versions,
    );
  }
  return catalogue;
}

describe('getPlanHistory', () => {
  it('answers one point since the plan was first seen', async () => {
    const { history } = await catalogueWith('1.00');
    const answer = await getPlanHistory(history, PLAN, 100, NOW);
    expect(answer.since).toBe('2026-01-01T00:00:00.000Z');
    expect(answer.versions).toMatchObject([
      { version: 1, to: null, summary: 'First seen', changes: null },
    ]);
    // 365 days at $1.10 and 3,600 kWh at 33 c.
    expect(answer.versions[0]?.annualCostIncGst).toBe(1589.5);
    expect(answer.lastPriceChange).toBeNull();
  });

  it('answers every version oldest first, with its dates, changes and cost', async () => {
    const { history } = await catalogueWith('1.00', '1.20', '1.10');
    const answer = await getPlanHistory(history, PLAN, 100, NOW);
    expect(
      answer.versions.map((v) => [v.from, v.to, v.annualCostIncGst]),
    ).toEqual([
      ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 1589.5],
      ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 1669.8],
      ['2026-03-01T00:00:00.000Z', null, 1629.65],
    ]);
    expect(answer.versions[1]?.changes?.[0]?.text).toBe(
      'Daily supply charge went up by $0.22 a day (from $1.10 a day to $1.32 a day)',
    );
    expect(answer.lastPriceChange).toBe('2026-03-01T00:00:00.000Z');
  });

  it('keeps the newest versions when capped and says older ones were left out', async () => {
    const { history } = await catalogueWith('1.00', '1.20', '1.10');
    const answer = await getPlanHistory(history, PLAN, 2, NOW);
    expect(answer.versions.map((v) => v.version)).toEqual([2, 3]);
    expect(answer.truncated).toBe(true);
  });

  it('shows a plan stored before history began as one point', async () => {
    const catalogue = await catalogueWith('1.00');
    catalogue.versions(PLAN).length = 0;
    const answer = await getPlanHistory(catalogue.history, PLAN, 100, NOW);
    expect(answer.versions).toHaveLength(1);
    expect(answer.versions[0]?.annualCostIncGst).toBe(1589.5);
  });

  it('answers not found for a plan it never saw', async () => {
    const { history } = inMemoryPlanCatalogue();
    await expect(
      getPlanHistory(history, 'NOPE', 100, NOW),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
