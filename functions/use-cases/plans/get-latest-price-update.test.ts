import { describe, expect, it } from 'vitest';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { getLatestPriceUpdate } from './get-latest-price-update.ts';

describe('getLatestPriceUpdate', () => {
  it('answers the newest run', async () => {
    const run = { id: 'run-1', status: 'completed' } as PriceUpdateRun;
    expect(await getLatestPriceUpdate(async () => run)).toEqual({ run });
  });

  it('answers null before the first run', async () => {
    expect(await getLatestPriceUpdate(async () => undefined)).toEqual({
      run: null,
    });
  });
});
