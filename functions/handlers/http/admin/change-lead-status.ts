import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { leadPathSchema, statusChangeSchema } from '#shared/contracts/admin';
import { changeStatus } from '#use-cases/admin/change-status';

export const handler = httpHandler(
  { access: 'staff', body: statusChangeSchema, path: leadPathSchema },
  ({ path, body, actor }) =>
    changeStatus({ clock }, path.kind, path.id, body, actor),
);
