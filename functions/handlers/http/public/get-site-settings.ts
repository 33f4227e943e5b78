import { httpHandler } from '#platform/http-handler';
import { getPublicSettings } from '#use-cases/settings/get-settings';
import { settingsStore } from '#wiring/site-settings';

export const handler = httpHandler({}, () => getPublicSettings(settingsStore));
