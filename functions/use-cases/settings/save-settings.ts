import { ConflictError } from '#platform/errors';
import { WriteConflict } from '#platform/port-errors';
import type { Actor } from '#shared/contracts/admin';
import {
  defaultSettings,
  type SiteSettingsRecord,
} from '#shared/contracts/site-settings';
import { changesBetween } from '#shared/domain/audit-changes';
import type { Clock } from '../ports.ts';
import type { SettingsStore } from '../ports-settings.ts';
import { currentSettings } from './get-settings.ts';

const SAVED_MEANWHILE =
  'Someone else saved the settings since you loaded them. Refresh and try again.';

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The settings shipped as files, which keep following the file until staff change them. */
const fileSettings = ['referencePrices', 'whatIfCosts'] as const;

/**
 * What is stored: reference prices and what-if costs only when they
 * differ from the shipped file's, so an unchanged one keeps following
 * the file (docs/settings.md).
 */
function storedValues(
  next: SiteSettingsRecord,
  defaults: SiteSettingsRecord,
): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...next };
  for (const key of fileSettings)
    if (same(next[key], defaults[key])) delete stored[key];
  return stored;
}

/**
 * Saves every setting at once against the version staff loaded, so two
 * people saving at once cannot silently overwrite each other (409). A
 * save without reference prices or what-if costs keeps the current ones.
 */
export async function saveSiteSettings(
  deps: {
    readonly clock: Clock;
    readonly settings: SettingsStore;
    /** The defaults, the shipped reference prices among them. */
    readonly defaults?: SiteSettingsRecord;
  },
  sent: SiteSettingsRecord,
  version: number,
  actor: Actor,
): Promise<{ settings: SiteSettingsRecord; version: number }> {
  const defaults = deps.defaults ?? defaultSettings;
  const current = await currentSettings(deps.settings, defaults);
  if (current.version !== version) {
    throw new ConflictError(SAVED_MEANWHILE);
  }
  const next = {
    ...sent,
    referencePrices: sent.referencePrices ?? current.settings.referencePrices,
    whatIfCosts: sent.whatIfCosts ?? current.settings.whatIfCosts,
  };
  try {
    await deps.settings.save(storedValues(next, defaults), version, {
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
