import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { leadChanges } from '#platform/lead-changes';
import { deleteQuerySchema, leadPathSchema } from '#shared/contracts/admin';
import { deleteInquiry } from '#use-cases/admin/delete-inquiry';

export const handler = httpHandler(
  {
    access: 'staff',
    path: leadPathSchema.pick({ id: true }),
    query: deleteQuerySchema,
  },
  ({ path, query, actor }) =>
    deleteInquiry({ clock, leads: leadChanges }, path.id, query.status, actor),
);
