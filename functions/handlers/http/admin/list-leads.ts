import { httpHandler } from '#platform/http-handler';
import { leadKindPathSchema, listQuerySchema } from '#shared/contracts/admin';
import { listAdminLeads } from '#use-cases/admin/list-leads';
import { adminLeadStore } from '#wiring/admin-stores';

export const handler = httpHandler(
  { access: 'staff', path: leadKindPathSchema, query: listQuerySchema },
  ({ path, query }) => listAdminLeads(adminLeadStore, path.kind, query),
);
