import { saveSettingsRequestSchema } from '#shared/contracts/admin';
import { saveSiteSettings } from '#use-cases/settings/save-settings';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { settingsDefaults, settingsStore } from '#wiring/site-settings';

export const handler = httpHandler(
  { access: 'staff', body: saveSettingsRequestSchema },
  ({ body, actor }) =>
    saveSiteSettings(
      { clock, settings: settingsStore, defaults: settingsDefaults },
      body.settings,
      body.version,
      actor,
    ),
);
