import { getAdminSettings } from '#use-cases/settings/get-settings';
import { httpHandler } from '#wiring/http-handler';
import { settingsDefaults, settingsStore } from '#wiring/site-settings';

export const handler = httpHandler({ access: 'staff' }, () =>
  getAdminSettings(settingsStore, settingsDefaults),
);
