import type { AuditEntry } from '#shared/contracts/admin';

/** The settings as last saved, before they are merged over the defaults. */
export interface StoredSettings {
  /** What was saved; the caller merges it over the defaults. */
  readonly values: Record<string, unknown>;
  /** 0 when never saved. */
  readonly version: number;
}

/** Where the site settings and their audit trail are stored. */
export interface SettingsStore {
  /** The saved settings, or version 0 with nothing when never saved. */
  read(): Promise<StoredSettings>;
  /**
   * Saves the settings with their audit line when they are still at
   * `readVersion`; throws WriteConflict when someone saved in between.
   */
  save(
    values: Record<string, unknown>,
    readVersion: number,
    entry: AuditEntry,
  ): Promise<void>;
  /** Who changed the settings, and what, oldest first. */
  audit(): Promise<AuditEntry[]>;
}
