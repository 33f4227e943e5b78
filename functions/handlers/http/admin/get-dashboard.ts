import { httpHandler } from '#platform/http-handler';
import { getDashboard } from '#use-cases/admin/get-dashboard';
import { leadCountStore } from '#wiring/lead-counts';

export const handler = httpHandler({ access: 'staff' }, () =>
  getDashboard({ leads: leadCountStore }),
);
