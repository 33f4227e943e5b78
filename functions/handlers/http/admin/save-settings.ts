import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { settingsStore } from '#platform/site-settings';
import { saveSettingsRequestSchema } from '#shared/contracts/admin';
import { saveSiteSettings } from '#use-cases/settings/save-settings';

export const handler = httpHandler(
  { access: 'staff', body: saveSettingsRequestSchema },
  ({ body, actor }) =>
    saveSiteSettings(
      { clock, settings: settingsStore },
      body.settings,
      body.version,
      actor,
    ),
);
