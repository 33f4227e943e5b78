import { describe, expect, it } from 'vitest';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import type { DomainEvent } from '../ports.ts';
import { newRun } from './price-update-run.ts';
import { requestPriceUpdate } from './request-price-update.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

function setUp(options: { running?: PriceUpdateRun; busDown?: boolean } = {}) {
  const published: DomainEvent[] = [];
  const finished: PriceUpdateRun[] = [];
  const deps = {
    clock: { now: () => NOW },
    start: async (trigger: PriceUpdateRun['trigger']) =>
      options.running
        ? { started: false, run: options.running }
        : { started: true, run: newRun('run-1', trigger, NOW) },
    publisher: {
      publish: async (events: readonly DomainEvent[]) => {
        if (options.busDown) throw new Error('bus down');
        published.push(...events);
        return [];
      },
    },
    finishRun: async (run: PriceUpdateRun) => {
      finished.push(run);
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
