import { httpHandler } from '#platform/http-handler';
import { settingsStore } from '#platform/site-settings';
import { getPublicSettings } from '#use-cases/settings/get-settings';

export const handler = httpHandler({}, () => getPublicSettings(settingsStore));
