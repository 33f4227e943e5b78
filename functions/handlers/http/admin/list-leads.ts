import { httpHandler } from '#platform/http-handler';
import { validate } from '#platform/validate';
import { leadKindPathSchema, listQuerySchema } from '#shared/contracts/admin';
import { listAdminLeads } from '#use-cases/admin/list-leads';

export const handler = httpHandler({ access: 'staff' }, ({ event }) =>
  listAdminLeads(
    validate(leadKindPathSchema, event.pathParameters ?? {}).kind,
    validate(listQuerySchema, event.queryStringParameters ?? {}),
  ),
);
