import { deleteQuerySchema, leadPathSchema } from '#shared/contracts/admin';
import { deleteInquiry } from '#use-cases/admin/delete-inquiry';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { leadChanges } from '#wiring/lead-changes';

export const handler = httpHandler(
  {
    access: 'staff',
    path: leadPathSchema.pick({ id: true }),
    query: deleteQuerySchema,
  },
  ({ path, query, actor }) =>
    deleteInquiry({ clock, leads: leadChanges }, path.id, query.status, actor),
);
