import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { validate } from '#platform/validate';
import { leadPathSchema, statusChangeSchema } from '#shared/contracts/admin';
import { changeStatus } from '#use-cases/admin/change-status';

export const handler = httpHandler(
  { access: 'staff', body: statusChangeSchema },
  ({ event, body, actor }) => {
    const { kind, id } = validate(leadPathSchema, event.pathParameters ?? {});
    return changeStatus({ clock }, kind, id, body, actor);
  },
);
