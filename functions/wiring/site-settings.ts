import { dynamoSettingsStore } from '#data/settings';
import type { SettingsReader } from '#use-cases/ports';
import type { SettingsStore } from '#use-cases/ports-settings';
import { settingsReader } from '#use-cases/settings/get-settings';

/** The table behind the SettingsStore port. */
export const settingsStore: SettingsStore = dynamoSettingsStore;

/** The saved settings over the defaults, for use cases that read them. */
export const savedSettings: SettingsReader = settingsReader(settingsStore);
