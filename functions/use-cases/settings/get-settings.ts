import type { AuditEntry } from '#shared/contracts/admin';
import {
  defaultSettings,
  type PublicSiteSettings,
  publicSiteSettingsSchema,
  type SiteSettingsRecord,
  siteSettingsSchema,
} from '#shared/contracts/site-settings';
import type { SettingsReader } from '../ports.ts';
import type { SettingsStore } from '../ports-settings.ts';

/**
 * The saved settings over the defaults. A stored value that no
 * longer fits the schema (an older shape) falls back to its default.
 */
export async function currentSettings(
  store: SettingsStore,
  defaults: SiteSettingsRecord = defaultSettings,
): Promise<{
  settings: SiteSettingsRecord;
  version: number;
}> {
  const stored = await store.read();
  const settings = { ...defaults };
  const shape = siteSettingsSchema.shape;
  for (const name of Object.keys(shape) as (keyof typeof shape)[]) {
    const parsed = shape[name].safeParse(stored.values[name]);
    if (parsed.success && parsed.data !== undefined)
      Object.assign(settings, { [name]: parsed.data });
  }
  return { settings, version: stored.version };
}

/** What any visitor may read (`GET /api/site-settings`). */
export async function getPublicSettings(store: SettingsStore): Promise<{
  settings: PublicSiteSettings;
}> {
  const { settings } = await currentSettings(store);
  return { settings: publicSiteSettingsSchema.parse(settings) };
}

/** Everything, with the version to save against and who changed what. */
export async function getAdminSettings(
  store: SettingsStore,
  defaults: SiteSettingsRecord = defaultSettings,
): Promise<{
  settings: SiteSettingsRecord;
  version: number;
  audit: AuditEntry[];
}> {
  const [current, audit] = await Promise.all([
    currentSettings(store, defaults),
    store.audit(),
  ]);
  return { ...current, audit };
}

/** The stored settings as the port other use cases read them through. */
export const settingsReader = (
  store: SettingsStore,
  defaults: SiteSettingsRecord = defaultSettings,
): SettingsReader => ({
  current: async () => (await currentSettings(store, defaults)).settings,
});
