import { describe, expect, it } from 'vitest';
import { WriteConflict } from '#platform/port-errors';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import type { DomainEvent } from '../ports.ts';
import type { PriceUpdateRunStore } from '../ports-plan-history.ts';
import { newRun } from './price-update-run.ts';
import { requestPriceUpdate } from './request-price-update.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

function setUp(options: { running?: PriceUpdateRun; busDown?: boolean } = {}) {
  const published: DomainEvent[] = [];
  const finished: PriceUpdateRun[] = [];
  const runs: PriceUpdateRunStore = {
    start: async () => {
      if (options.running)
        throw new WriteConflict('changed-meanwhile', 'a run holds the lock');
    },
    finish: async (run) => {
      finished.push(run);
    },
    recordProgress: async () => {},
    latest: async () => options.running,
    recent: async () => [],
  };
  const deps = {
    clock: { now: () => NOW },
    ids: { next: () => 'run-1' },
    runs,
    publisher: {
      publish: async (events: readonly DomainEvent[]) => {
        if (options.busDown) throw new Error('bus down');
        published.push(...events);
        return [];
      },
    },
  };
  return { deps, published, finished };
}

describe('requestPriceUpdate', () => {
  it('starts a manual run and hands it to the import job through the bus', async () => {
    const { deps, published, finished } = setUp();
    const answer = await requestPriceUpdate(deps);
    expect(answer).toMatchObject({
      started: true,
      run: { id: 'run-1', trigger: 'manual', status: 'running' },
    });
    expect(published).toEqual([
      expect.objectContaining({
        detailType: 'PriceUpdateRequested',
        detail: expect.objectContaining({ id: 'run-1', run: answer.run }),
      }),
    ]);
    expect(finished).toEqual([]);
  });

  it('answers the run already going and publishes nothing', async () => {
    const running = newRun('run-0', 'scheduled', NOW);
    const { deps, published } = setUp({ running });
    expect(await requestPriceUpdate(deps)).toEqual({
      started: false,
      run: running,
    });
    expect(published).toEqual([]);
  });

  it('records a run the bus would not take as failed, so the next can start', async () => {
    const { deps, finished } = setUp({ busDown: true });
    await expect(requestPriceUpdate(deps)).rejects.toThrow(
      'The import job could not be started',
    );
    expect(finished).toEqual([
      expect.objectContaining({
        id: 'run-1',
        status: 'failed',
        completedAt: NOW.toISOString(),
      }),
    ]);
  });
});
