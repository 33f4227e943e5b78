import { httpHandler } from '#platform/http-handler';
import { getAdminSettings } from '#use-cases/settings/get-settings';

export const handler = httpHandler({ access: 'staff' }, () =>
  getAdminSettings(),
);
