import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pointAtStackTable } from '#test-support/handler-env';
import type { WatchRecord } from '#use-cases/ports-watches';

pointAtStackTable();
const { dynamoWatchStore, watchCounts } = await import('#data/watches');

const DAY = 24 * 60 * 60;
/** Far enough ahead that no other test's saved comparison expires near it. */
const base = Date.UTC(2040 + Math.floor(Math.random() * 50), 0, 10) / 1000;
const on = (days: number) => new Date((base + days * DAY) * 1000);
const at = (days: number) => base + days * DAY;

const pending = (): WatchRecord => ({
  id: randomUUID().replaceAll('-', ''),
  email: `count-${randomUUID()}@example.com`,
  status: 'pending',
  postcode: '2000',
  network: null,
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
  currentPlanId: null,
  thresholdDollars: 50,
  bestAtSave: null,
  currentCostAtSave: null,
  currentCostIncGst: null,
  lastAlertedBest: null,
  lastAlertedVersion: null,
  partitions: [],
  createdAt: on(-400).toISOString(),
  updatedAt: on(-400).toISOString(),
  confirmedAt: null,
  expiresAt: at(1),
});

const activeOn = async (days: number) =>
  (await watchCounts(on(days))).activeWatchers;

const confirmed = async (expiresOnDay: number) => {
  const watch = pending();
  await dynamoWatchStore.put(watch);
  expect(
    await dynamoWatchStore.activate(
      watch.id,
      on(-395).toISOString(),
      at(expiresOnDay),
    ),
  ).toBe(true);
  return watch.id;
};

describe('active watchers in analytics', () => {
  it('counts a confirmed comparison until its expiry day and not after, with no write when the TTL ends it', async () => {
    const before = { day0: await activeOn(0), day6: await activeOn(6) };
    await confirmed(5);
    expect(await activeOn(0)).toBe(before.day0 + 1);
    expect(await activeOn(5)).toBeGreaterThanOrEqual(1);
    expect(await activeOn(6)).toBe(before.day6);
  });

  it('moves the count to the new day when renewed, so it outlives the old expiry', async () => {
    const id = await confirmed(20);
    const before = await activeOn(21);
    await dynamoWatchStore.renew(id, at(30));
    expect(await activeOn(21)).toBe(before + 1);
    expect((await dynamoWatchStore.get(id))?.expiresAt).toBe(at(30));
    await dynamoWatchStore.renew(id, at(30) + 60);
    expect(await activeOn(21)).toBe(before + 1);
  });

  it('drops the count on unsubscribe and does not count a second unsubscribe', async () => {
    const id = await confirmed(40);
    const counted = await activeOn(39);
    expect(await dynamoWatchStore.unsubscribe(id, on(0).toISOString())).toBe(
      true,
    );
    expect(await activeOn(39)).toBe(counted - 1);
    expect(await dynamoWatchStore.unsubscribe(id, on(0).toISOString())).toBe(
      false,
    );
    expect(await activeOn(39)).toBe(counted - 1);
  });
});
