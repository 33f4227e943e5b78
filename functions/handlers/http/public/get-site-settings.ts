import { getPublicSettings } from '#use-cases/settings/get-settings';
import { httpHandler } from '#wiring/http-handler';
import { settingsStore } from '#wiring/site-settings';

export const handler = httpHandler({}, () => getPublicSettings(settingsStore));
