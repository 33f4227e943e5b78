import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { WriteConflict } from '#platform/port-errors';
import type { AuditEntry } from '#shared/contracts/admin';
import { inMemorySettings } from '#test-support/in-memory-settings';
import { pointAtOwnTable } from '#test-support/own-table';
import type { SettingsStore } from '#use-cases/ports-settings';

const table = await pointAtOwnTable('settings-contract');
beforeEach(() => table.empty());
afterAll(() => table.close());
const { settingsStore } = await import('#wiring/site-settings');

const entry = (at: string, after: unknown): AuditEntry => ({
  at,
  actor: { sub: 'staff-1', username: 'staff@example.com' },
  action: 'settings',
  changes: { leadReportDaily: [null, after] },
});

/** The SettingsStore contract (functions/use-cases/ports-settings.ts), per implementation. */
const implementations: [string, () => SettingsStore][] = [
  ['in memory', () => inMemorySettings().store],
  ['DynamoDB', () => settingsStore],
];

for (const [name, fresh] of implementations)
  describe(`SettingsStore (${name})`, () => {
    it('reads version 0 and no values when never saved', async () => {
      expect(await fresh().read()).toEqual({ values: {}, version: 0 });
    });

    it('saves at the version read and reads the values back one version on', async () => {
      const store = fresh();
      await store.save(
        { leadReportDaily: true },
        0,
        entry('2026-11-20T01:00:00Z', true),
      );
      await store.save(
        { leadReportDaily: false },
        1,
        entry('2026-11-20T02:00:00Z', false),
      );
      expect(await store.read()).toEqual({
        values: { leadReportDaily: false },
        version: 2,
      });
    });

    it('refuses a save against an older version and keeps what was saved', async () => {
      const store = fresh();
      await store.save(
        { leadReportDaily: true },
        0,
        entry('2026-11-20T01:00:00Z', true),
      );
      const stale = store.save(
        { leadReportDaily: false },
        0,
        entry('2026-11-20T02:00:00Z', false),
      );
      await expect(stale).rejects.toBeInstanceOf(WriteConflict);
      expect(await store.read()).toEqual({
        values: { leadReportDaily: true },
        version: 1,
      });
      expect(await store.audit()).toHaveLength(1);
    });

    it('keeps who changed what, oldest first', async () => {
      const store = fresh();
      const first = entry('2026-11-20T01:00:00Z', true);
      const second = entry('2026-11-20T02:00:00Z', false);
      await store.save({ leadReportDaily: true }, 0, first);
      await store.save({ leadReportDaily: false }, 1, second);
      expect(await store.audit()).toEqual([first, second]);
    });
  });
