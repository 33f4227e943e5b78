import { priceAlertCounts } from '#adapters/watch-store';
import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { analyticsQuerySchema } from '#shared/contracts/admin';
import { getAnalytics } from '#use-cases/admin/get-analytics';

export const handler = httpHandler(
  { access: 'staff', query: analyticsQuerySchema },
  ({ query }) => getAnalytics({ clock, priceAlertCounts }, query.days),
);
