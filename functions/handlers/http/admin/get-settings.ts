import { httpHandler } from '#platform/http-handler';
import { settingsStore } from '#platform/site-settings';
import { getAdminSettings } from '#use-cases/settings/get-settings';

export const handler = httpHandler({ access: 'staff' }, () =>
  getAdminSettings(settingsStore),
);
