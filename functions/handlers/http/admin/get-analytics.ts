import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { validate } from '#platform/validate';
import { analyticsQuerySchema } from '#shared/contracts/admin';
import { getAnalytics } from '#use-cases/admin/get-analytics';

export const handler = httpHandler({ access: 'staff' }, ({ event }) =>
  getAnalytics(
    { clock },
    validate(analyticsQuerySchema, event.queryStringParameters ?? {}).days,
  ),
);
