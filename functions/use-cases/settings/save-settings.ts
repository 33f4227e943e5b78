import { ConflictError } from '#platform/errors';
import type { Actor } from '#shared/contracts/admin';
import type { SiteSettingsRecord } from '#shared/contracts/site-settings';
import { changesBetween } from '#shared/domain/audit-changes';
import { WriteConflict } from '../port-errors.ts';
import type { Clock } from '../ports.ts';
import type { SettingsStore } from '../ports-settings.ts';
import { currentSettings } from './get-settings.ts';

const SAVED_MEANWHILE =
  'Someone else saved the settings since you loaded them. Refresh and try again.';

/**
 * Saves every setting at once against the version staff loaded, so two
 * people saving at once cannot silently overwrite each other (409).
 */
export async function saveSiteSettings(
  deps: { readonly clock: Clock; readonly settings: SettingsStore },
  next: SiteSettingsRecord,
  version: number,
  actor: Actor,
): Promise<{ settings: SiteSettingsRecord; version: number }> {
  const current = await currentSettings(deps.settings);
  if (current.version !== version) {
    throw new ConflictError(SAVED_MEANWHILE);
  }
  try {
    await deps.settings.save(next, version, {
      at: deps.clock.now().toISOString(),
      actor,
      action: 'settings',
      changes: changesBetween(current.settings, next),
    });
  } catch (error) {
    if (error instanceof WriteConflict)
      throw new ConflictError(SAVED_MEANWHILE);
    throw error;
  }
  return { settings: next, version: version + 1 };
}
