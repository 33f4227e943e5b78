import { httpHandler } from '#platform/http-handler';
import { leadCountStore } from '#platform/lead-counts';
import { getDashboard } from '#use-cases/admin/get-dashboard';

export const handler = httpHandler({ access: 'staff' }, () =>
  getDashboard({ leads: leadCountStore }),
);
