import { priceAlertCounts } from '#adapters/watch-store';
import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { leadCountStore } from '#platform/lead-counts';
import { analyticsQuerySchema } from '#shared/contracts/admin';
import { getAnalytics } from '#use-cases/admin/get-analytics';

export const handler = httpHandler(
  { access: 'staff', query: analyticsQuerySchema },
  ({ query }) =>
    getAnalytics(
      { clock, leads: leadCountStore, priceAlertCounts },
      query.days,
    ),
);
