import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdrPlanSource } from '#adapters/cdr/cdr-plan-source';
import { fetchAllBrands, listAll } from '#adapters/cdr/fetch-all-brands';
import { parsePlanDetail } from '#shared/cdr/plan-detail';
import { type CdrSource, startCdrSource } from './cdr-source.ts';
import { fixturePlans } from './fixtures/fixture-plans.ts';

const NOW = new Date('2026-11-22T00:00:00Z');
let source: CdrSource;

beforeAll(async () => {
  source = await startCdrSource({ port: 0, now: () => NOW });
});
afterAll(() => source.stop());

const client = () =>
  createCdrPlanSource({
    brands: source.brands,
    pageSize: 2,
    // Wide margins: a busy CI machine must not look like a slow source.
    timeoutMs: 1500,
    retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 50 },
  });

describe('CDR client against the local CDR source', () => {
  it('lists every current plan of a brand across pages', async () => {
    // Arrange
    const expected = fixturePlans.filter(
      (p) =>
        p.brand === 'agl' &&
        Date.parse(p.effectiveFrom ?? '') <= NOW.getTime() &&
        (!p.effectiveTo || Date.parse(p.effectiveTo) > NOW.getTime()),
    );
    // Act
    const items = await listAll(client(), 'agl');
    // Assert
    expect(items.map((i) => i.planId)).toEqual(expected.map((p) => p.planId));
    expect(expected.length).toBeGreaterThan(2);
  });

  it('imports every brand while one brand fails and another is slow', async () => {
    // Arrange
    source.setBrandFault('origin', { status: 503, retryAfter: 0 });
    source.failNext({ delayMs: 4000 }, { brand: 'amber', endpoint: 'list' });
    // Act
    const outcomes = await fetchAllBrands(client(), { brandConcurrency: 8 });
    source.clearFaults();
    // Assert
    const failed = outcomes.filter((o) => !o.ok).map((o) => o.brand);
    expect(failed).toEqual(['origin']);
    const documents = outcomes.flatMap((o) => (o.ok ? o.value : []));
    expect(documents.length).toBeGreaterThan(50);
    for (const { document } of documents) {
      expect(() => parsePlanDetail(document)).not.toThrow();
    }
  });
});
