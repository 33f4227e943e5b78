import { ulid } from 'ulid';
import type { AuditEntry } from '#shared/contracts/admin';
import type { SettingsStore, StoredSettings } from '#use-cases/ports-settings';
import { auditPut, listAudit } from './audit.ts';
import { tableName } from './client.ts';
import { absent, conditionalPut, writeItems } from './conditional-write.ts';
import { fromItem } from './items.ts';
import { Entity, SETTINGS, settingsAuditKey, siteSettingsKey } from './keys.ts';
import { getItem } from './reads.ts';

export type { StoredSettings };

/** The saved site settings, or version 0 with nothing when never saved. */
export async function getStoredSettings(): Promise<StoredSettings> {
  const Item = await getItem({
    TableName: tableName(),
    Key: siteSettingsKey(),
  });
  if (!Item) return { values: {}, version: 0 };
  // updatedAt is the item's bookkeeping, not a setting that was saved.
  const { updatedAt: _savedAt, ...values } =
    fromItem<Record<string, unknown>>(Item);
  return { values, version: Number(Item.version ?? 0) };
}

/**
 * Saves the settings when they are still at the version the caller read
 * (no lost update between two staff members) with an audit line. Throws
 * WriteConflict when someone saved in between.
 */
export async function saveSettings(
  values: Record<string, unknown>,
  readVersion: number,
  entry: AuditEntry,
): Promise<void> {
  const put = conditionalPut({
    key: siteSettingsKey(),
    entity: Entity.siteSettings,
    attributes: { version: readVersion + 1, updatedAt: entry.at, ...values },
    condition:
      readVersion === 0
        ? absent
        : {
            expression: 'version = :version',
            values: { ':version': readVersion },
          },
  });
  await writeItems([put, auditPut(settingsAuditKey(entry.at, ulid()), entry)], {
    reason: 'changed-meanwhile',
    message: 'settings saved meanwhile',
  });
}

/** Who changed the settings, and what, oldest first. */
export const listSettingsAudit = () => listAudit(SETTINGS);

/** The site settings item and its audit trail in the table. */
export const dynamoSettingsStore: SettingsStore = {
  read: getStoredSettings,
  save: saveSettings,
  audit: listSettingsAudit,
};
