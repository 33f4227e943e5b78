import { httpHandler } from '#platform/http-handler';
import { leadPathSchema } from '#shared/contracts/admin';
import { getLeadDetail } from '#use-cases/admin/get-lead';

export const handler = httpHandler(
  { access: 'staff', path: leadPathSchema },
  ({ path }) => getLeadDetail(path.kind, path.id),
);
