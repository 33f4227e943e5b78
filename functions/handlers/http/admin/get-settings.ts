import { httpHandler } from '#platform/http-handler';
import { getAdminSettings } from '#use-cases/settings/get-settings';
import { settingsDefaults, settingsStore } from '#wiring/site-settings';

export const handler = httpHandler({ access: 'staff' }, () =>
  getAdminSettings(settingsStore, settingsDefaults),
);
