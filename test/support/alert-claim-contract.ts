import { expect, it } from 'vitest';
import type { WatchStore } from '#use-cases/ports-watches';

const LEASE_MS = 60_000;
const T0 = Date.parse('2026-11-24T00:00:00Z');

/**
 * The alert claim every WatchStore keeps: one attempt at a time within
 * its lease, a lapsed claim taken over, the version alerted only once
 * the holder completes it. `saved` stores a fresh watch and names it.
 */
export function alertClaimContract(
  store: () => Pick<
    WatchStore,
    'claimAlert' | 'releaseAlert' | 'completeAlert' | 'get'
  >,
  saved: () => Promise<string>,
) {
  const claim = (id: string, at: number) => ({ id, at, leaseMs: LEASE_MS });

  it('refuses a second attempt within the lease and lets it take over after', async () => {
    const id = await saved();
    expect(await store().claimAlert(id, 'v2', claim('first', T0))).toBe(true);
    expect(
      await store().claimAlert(id, 'v2', claim('second', T0 + LEASE_MS - 1)),
    ).toBe(false);
    expect(
      await store().claimAlert(id, 'v2', claim('third', T0 + LEASE_MS)),
    ).toBe(true);
    expect((await store().get(id))?.alertClaim).toBe('third');
  });

  it('marks the version alerted only when the holder completes, and refuses it after', async () => {
    const id = await saved();
    await store().claimAlert(id, 'v2', claim('first', T0));
    expect((await store().get(id))?.lastAlertedVersion ?? null).toBeNull();
    await store().completeAlert(id, 'v2', 'someone-else');
    expect((await store().get(id))?.lastAlertedVersion ?? null).toBeNull();
    await store().completeAlert(id, 'v2', 'first');
    expect((await store().get(id))?.lastAlertedVersion).toBe('v2');
    expect(
      await store().claimAlert(id, 'v2', claim('late', T0 + 10 * LEASE_MS)),
    ).toBe(false);
    expect(await store().claimAlert(id, 'v3', claim('next', T0))).toBe(true);
  });

  it('lets the next attempt claim at once when the holder gives its claim back', async () => {
    const id = await saved();
    await store().claimAlert(id, 'v2', claim('first', T0));
    await store().releaseAlert(id, 'someone-else');
    expect(await store().claimAlert(id, 'v2', claim('second', T0))).toBe(false);
    await store().releaseAlert(id, 'first');
    expect(await store().claimAlert(id, 'v2', claim('second', T0))).toBe(true);
  });
}
