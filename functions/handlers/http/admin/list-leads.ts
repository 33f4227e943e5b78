import { validate } from '#platform/validate';
import {
  leadKindPathSchema,
  listQuerySchema,
  listQuerySchemaOf,
} from '#shared/contracts/admin';
import { listAdminLeads } from '#use-cases/admin/list-leads';
import { adminLeadStore } from '#wiring/admin-stores';
import { httpHandler } from '#wiring/http-handler';

export const handler = httpHandler(
  { access: 'staff', path: leadKindPathSchema, query: listQuerySchema },
  // The status and sort a kind knows are checked once the kind is known.
  ({ path, query }) =>
    listAdminLeads(
      adminLeadStore,
      path.kind,
      validate(listQuerySchemaOf(path.kind), query),
    ),
);
