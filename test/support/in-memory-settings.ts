import { WriteConflict } from '#platform/port-errors';
import type { AuditEntry } from '#shared/contracts/admin';
import type { SettingsStore, StoredSettings } from '#use-cases/ports-settings';

/** A SettingsStore in memory, refusing a save against an old version as the table does. */
export function inMemorySettings(
  initial: StoredSettings = { values: {}, version: 0 },
) {
  let stored = initial;
  const audit: AuditEntry[] = [];
  const store: SettingsStore = {
    read: async () => stored,
    async save(values, readVersion, entry) {
      if (readVersion !== stored.version)
        throw new WriteConflict(
          'changed-meanwhile',
          'settings saved meanwhile',
        );
      stored = { values: { ...values }, version: readVersion + 1 };
      audit.push(entry);
    },
    audit: async () => [...audit],
  };
  return { store, stored: () => stored };
}
