import { analyticsQuerySchema } from '#shared/contracts/admin';
import { getAnalytics } from '#use-cases/admin/get-analytics';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { leadCountStore } from '#wiring/lead-counts';
import { priceAlertCounts } from '#wiring/watch-store';

export const handler = httpHandler(
  { access: 'staff', query: analyticsQuerySchema },
  ({ query }) =>
    getAnalytics(
      { clock, leads: leadCountStore, priceAlertCounts },
      query.days,
    ),
);
