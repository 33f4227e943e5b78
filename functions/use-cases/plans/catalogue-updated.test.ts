import { describe, expect, it } from 'vitest';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { catalogueUpdatedSchema } from '#shared/events/watches';
import {
  catalogueUpdatedEvent,
  publishCatalogueUpdated,
} from './catalogue-updated.ts';
import { newRun } from './price-update-run.ts';

const completed: PriceUpdateRun = {
  ...newRun('RUN1', 'manual', new Date('2026-11-24T00:00:00Z')),
  status: 'completed',
  completedAt: '2026-11-24T00:05:00.000Z',
  catalogueVersion: 'RUN1',
  partitionsChanged: ['electricity.residential.ausgrid'],
};

describe('CatalogueUpdated', () => {
  it('is made for a completed run that changed partitions, with the agreed detail', () => {
    const event = catalogueUpdatedEvent(completed);
    expect(event).toMatchObject({
      source: 'energy-compare.catalogue',
      detailType: 'CatalogueUpdated',
    });
    expect(catalogueUpdatedSchema.parse(event?.detail)).toMatchObject({
      catalogueVersion: 'RUN1',
      partitionsChanged: ['electricity.residential.ausgrid'],
      completedAt: '2026-11-24T00:05:00.000Z',
    });
  });

  it('is not made for a failed run, an unchanged catalogue or one not published', () => {
    expect(
      catalogueUpdatedEvent({ ...completed, status: 'failed' }),
    ).toBeUndefined();
    expect(
      catalogueUpdatedEvent({ ...completed, partitionsChanged: [] }),
    ).toBeUndefined();
    expect(
      catalogueUpdatedEvent({ ...completed, catalogueVersion: null }),
    ).toBeUndefined();
  });

  it('is published once, and a refused publish is an error', async () => {
    const sent: unknown[] = [];
    await publishCatalogueUpdated(
      {
        publish: async (events) => {
          sent.push(...events);
          return [];
        },
      },
      completed,
    );
    expect(sent).toHaveLength(1);
    await expect(
      publishCatalogueUpdated({ publish: async () => [0] }, completed),
    ).rejects.toThrow('not published');
  });
});
