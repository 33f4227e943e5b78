import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { AuditEntry } from '#shared/contracts/admin';
import { WriteConflict } from '#use-cases/port-errors';
import type { SettingsStore, StoredSettings } from '#use-cases/ports-settings';
import { auditPut, listAudit } from './audit.ts';
import { documentClient, tableName } from './client.ts';
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
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...siteSettingsKey(),
                entity: Entity.siteSettings,
                schemaVersion: 1,
                version: readVersion + 1,
                updatedAt: entry.at,
                ...values,
              },
              ConditionExpression:
                readVersion === 0
                  ? 'attribute_not_exists(pk)'
                  : 'version = :version',
              ...(readVersion === 0
                ? {}
                : { ExpressionAttributeValues: { ':version': readVersion } }),
            },
          },
          auditPut(settingsAuditKey(entry.at, ulid()), entry),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw new WriteConflict('changed-meanwhile', 'settings saved meanwhile');
    throw error;
  }
}

/** Who changed the settings, and what, oldest first. */
export const listSettingsAudit = () => listAudit(SETTINGS);

/** The site settings item and its audit trail in the table. */
export const dynamoSettingsStore: SettingsStore = {
  read: getStoredSettings,
  save: saveSettings,
  audit: listSettingsAudit,
};
