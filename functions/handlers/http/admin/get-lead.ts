import { httpHandler } from '#platform/http-handler';
import { validate } from '#platform/validate';
import { leadPathSchema } from '#shared/contracts/admin';
import { getLeadDetail } from '#use-cases/admin/get-lead';

export const handler = httpHandler({ access: 'staff' }, ({ event }) => {
  const { kind, id } = validate(leadPathSchema, event.pathParameters ?? {});
  return getLeadDetail(kind, id);
});
