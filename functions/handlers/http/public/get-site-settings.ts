import { httpHandler } from '#platform/http-handler';
import { getPublicSettings } from '#use-cases/settings/get-settings';

export const handler = httpHandler({}, () => getPublicSettings());
