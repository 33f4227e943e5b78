import { describe, expect, it } from 'vitest';
import {
  type CdrBrandConfig,
  type PlanListItem,
  type PlanSource,
  PlanSourceError,
} from '#use-cases/ports-cdr';
import { fetchAllBrands, mapConcurrent } from './fetch-all-brands.ts';

const brand = (id: string): CdrBrandConfig => ({
  brand: id,
  displayName: id.toUpperCase(),
  baseUri: `http://127.0.0.1:1/${id}`,
});

const item = (brandId: string, planId: string): PlanListItem => ({
  planId,
  brand: brandId,
  brandName: brandId,
  type: 'MARKET',
  fuelType: 'ELECTRICITY',
  lastUpdated: '2026-06-01T00:00:00Z',
});

/** A fake source: `down` brands fail their list; `X` details fail. */
function fakeSource(down: string[]): PlanSource {
  return {
    listBrands: async () => ['a', 'b', 'c'].map(brand),
    async *listPlans(id) {
      if (down.includes(id)) {
        throw new PlanSourceError(id, 'http-status', 'HTTP 503', {
          status: 503,
        });
      }
      yield item(id, `${id}-1`);
      yield item(id, id === 'c' ? 'X' : `${id}-2`);
    },
    async getPlanDetail(id, planId) {
      if (planId === 'X') throw new PlanSourceError(id, 'timeout', 'timed out');
      return { data: { planId } };
    },
  };
}

describe('fetchAllBrands', () => {
  it('returns each brand’s plans and errors without one stopping the others', async () => {
    // Arrange
    const source = fakeSource(['b']);
    // Act
    const outcomes = await fetchAllBrands(source, { brandConcurrency: 2 });
    // Assert
    expect(outcomes.map((o) => [o.brand, o.ok])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    const [a, b, c] = outcomes;
    expect(a?.ok && a.value.map((p) => p.item.planId)).toEqual(['a-1', 'a-2']);
    expect(!b?.ok && b?.error).toMatchObject({
      reason: 'http-status',
      status: 503,
    });
    expect(!c?.ok && c?.error).toMatchObject({ reason: 'timeout' });
  });
});

describe('mapConcurrent', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    // Arrange
    let running = 0;
    let peak = 0;
    // Act
    const out = await mapConcurrent([5, 1, 3, 2], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    // Assert
    expect(out).toEqual([50, 10, 30, 20]);
    expect(peak).toBe(2);
  });
});
