import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { validate } from '#platform/validate';
import { deleteQuerySchema, leadPathSchema } from '#shared/contracts/admin';
import { deleteInquiry } from '#use-cases/admin/delete-inquiry';

const pathSchema = leadPathSchema.pick({ id: true });

export const handler = httpHandler({ access: 'staff' }, ({ event, actor }) => {
  const { id } = validate(pathSchema, event.pathParameters ?? {});
  const { status } = validate(
    deleteQuerySchema,
    event.queryStringParameters ?? {},
  );
  return deleteInquiry({ clock }, id, status, actor);
});
