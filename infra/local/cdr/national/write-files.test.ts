import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFolderPlanSource } from '#adapters/cdr/folder-plan-source';
import { generateNationalMarket } from './generate-market.ts';
import { writeMarketFiles } from './write-files.ts';

// One plan in 50, so every brand and both fuels appear.
const plans = generateNationalMarket({
  now: new Date('2026-11-24T19:00:00Z'),
}).filter((_, i) => i % 50 === 0);
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true });
});

describe('writeMarketFiles', () => {
  it('writes one plan-detail file per plan in brand folders, all read back by the folder importer', async () => {
    // Arrange
    const dir = await mkdtemp(join(tmpdir(), 'national-market-'));
    dirs.push(dir);
    // Act
    const written = await writeMarketFiles(dir, plans);
    const { source, rejected } = await createFolderPlanSource(dir);
    // Assert
    expect(written.files).toBe(plans.length);
    expect(rejected).toEqual([]);
    const brands = await source.listBrands();
    expect(brands.length).toBe(new Set(plans.map((p) => p.brand)).size);
    expect((await readdir(dir)).sort()).toEqual(
      [...new Set(plans.map((p) => p.brand))].sort(),
    );
    const first = plans[0];
    if (!first) throw new Error('no plans');
    const document = await source.getPlanDetail(
      `snapshot-${first.brand}`,
      first.planId,
    );
    expect(document).toEqual({
      data: first,
      links: {
        self: `https://cdr.energymadeeasy.gov.au/${first.brand}/cds-au/v1/energy/plans/${encodeURIComponent(first.planId)}`,
      },
      meta: {},
    });
  });
});
