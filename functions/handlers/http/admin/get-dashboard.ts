import { httpHandler } from '#platform/http-handler';
import { getDashboard } from '#use-cases/admin/get-dashboard';

export const handler = httpHandler({ access: 'staff' }, () => getDashboard());
